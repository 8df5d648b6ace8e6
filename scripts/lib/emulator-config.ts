/**
 * firebase.json is the deployed site's configuration: its Content Security
 * Policy names no local address. The emulators read a copy of it with what
 * only the local stack needs (EMULATOR_ONLY_SOURCES: the emulator build's
 * Firebase Auth talks to the Auth emulator), which startStack() writes to
 * firebase.emulators.json beside it (not committed) and passes to
 * `firebase emulators:start --config`. So the policy a deployed site gets is
 * the one in firebase.json, and the local one differs only by these sources
 * (tests/config/firebase-config.test.ts, tests/e2e/security.spec.ts).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';
import { LOCAL_HOST, STACK_PORTS } from './ports';

/** Sources the local stack adds to directives of the Content Security Policy. */
export const EMULATOR_ONLY_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'connect-src': [`http://${LOCAL_HOST}:${STACK_PORTS.auth}`],
};

export const EMULATOR_CONFIG_FILE = 'firebase.emulators.json';

interface HostingHeader {
  key: string;
  value: string;
}
interface FirebaseJson {
  hosting: { headers: { source: string; headers: HostingHeader[] }[] };
}

/** A Content Security Policy with `sources` added to its directives. */
export function withSources(policy: string, sources: Readonly<Record<string, readonly string[]>>): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = ''] = directive.split(/\s+/);
      const added = sources[name] ?? [];
      return added.length > 0 ? `${directive} ${added.join(' ')}` : directive;
    })
    .join('; ');
}

/** The emulators' configuration: firebase.json with the local sources in every Content-Security-Policy. */
export function emulatorConfig<T extends FirebaseJson>(deployed: T): T {
  const config = structuredClone(deployed);
  for (const rule of config.hosting.headers)
    for (const header of rule.headers)
      if (header.key.toLowerCase() === 'content-security-policy')
        header.value = withSources(header.value, EMULATOR_ONLY_SOURCES);
  return config;
}

export const readDeployConfig = (): FirebaseJson =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;

/** Writes firebase.emulators.json from firebase.json (atomically: stacks may start side by side) and returns its path. */
export function writeEmulatorConfig(): string {
  const file = path.join(REPO_ROOT, EMULATOR_CONFIG_FILE);
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify(emulatorConfig(readDeployConfig()), null, 2)}\n`);
  renameSync(draft, file);
  return file;
}
