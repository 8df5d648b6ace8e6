#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (/usr/bin/chromium); nothing downloads a
# browser. Installs it with apt when missing and running as root, and otherwise
# says how to install it.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}

if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package with apt..."
  export DEBIAN_FRONTEND=noninteractive
  if apt-get install -y --no-install-recommends chromium >/dev/null 2>&1 ||
    { apt-get update >/dev/null && apt-get install -y --no-install-recommends chromium >/dev/null; }; then
    echo "Installed $("$CHROMIUM" --version 2>/dev/null || echo chromium)."
    exit 0
  fi
  echo "Could not install Chromium with apt-get. Install it by hand: apt-get install -y chromium" >&2
  exit 1
fi
cat >&2 <<MSG
The browser tests need Chromium at $CHROMIUM, and it is missing.
Install it, then run the tests again:
  Debian/Ubuntu:  sudo apt-get install -y chromium
Or point CHROMIUM_PATH at an existing Chromium or Chrome binary.
MSG
exit 1
