/**
 * The first thing the page runs (index.html loads it, async, with the app's own code): when the
 * address is one of the first screens (app/first-screens.ts), it asks for that screen's code and,
 * for a visitor, its data, at once. Without it they start only once the app's code (the largest
 * file) has arrived and run, one round trip after another on a slow phone network. The app then
 * imports and fetches the same files as ever, and the browser hands it what has arrived or is on
 * its way (docs/architecture.md, "Keeping the first page light").
 *
 * It shares no code with the app, so that it stays one small file that waits for nothing.
 */
import { FIRST_SCREEN_FILES_ID, FIRST_SCREENS } from './app/first-screens';

/** lib/auth-session.ts's hint that this browser may hold a session (early-start.test.ts checks they agree). */
const SESSION_HINT_KEY = 'roommate-finder:session';

/**
 * A visitor, as lib/auth-session.ts's `mayBeSignedIn` tells: a signed-in person's reads carry their
 * ID token, which this script does not have, so only a visitor's data is asked for here.
 */
function isVisitor(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === null;
  } catch {
    return false;
  }
}

function addLink(rel: 'modulepreload' | 'preload', href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  // The app's module imports and its fetch() calls are CORS requests without credentials
  // beyond same-origin ones; a preload is handed only to a request made the same way.
  link.crossOrigin = 'anonymous';
  if (rel === 'preload') link.setAttribute('as', 'fetch');
  document.head.append(link);
}

/** The files of each first screen, by route module, as the build listed them in index.html. */
function screenFiles(): Record<string, string[]> {
  try {
    return JSON.parse(document.getElementById(FIRST_SCREEN_FILES_ID)?.textContent ?? '{}') as Record<
      string,
      string[]
    >;
  } catch {
    return {};
  }
}

export function startFirstScreen(location: Pick<Location, 'pathname' | 'search'>): void {
  for (const screen of FIRST_SCREENS) {
    const found = screen.match(location.pathname, location.search);
    if (!found) continue;
    for (const file of screenFiles()[screen.module] ?? []) addLink('modulepreload', file);
    if (found.data !== undefined && isVisitor()) addLink('preload', found.data);
    return;
  }
}

startFirstScreen(window.location);
