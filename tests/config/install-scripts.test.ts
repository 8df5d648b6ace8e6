import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/lib/paths';

const read = (file: string) => JSON.parse(readFileSync(`${REPO_ROOT}${file}`, 'utf8'));

/** Every key in a JSON value, at any depth. */
function keysUnder(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysUnder);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysUnder(inner)]);
}

describe('dependencies\' install scripts (README, "The two commands")', () => {
  const manifest = read('package.json') as { allowScripts?: Record<string, boolean> };
  const lockfile = read('package-lock.json') as {
    packages: Record<string, { hasInstallScript?: boolean }>;
  };

  it('decides for every dependency with an install script whether `npm ci` runs it', () => {
    const withScripts = Object.entries(lockfile.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    const undecided = withScripts.filter((name) => typeof manifest.allowScripts?.[name] !== 'boolean');
    expect(undecided).toEqual([]);
  });

  it("skips re2's two-minute build only because Hosting's rules use no regex, the one thing it is for", () => {
    expect(manifest.allowScripts?.re2).toBe(false);
    expect(keysUnder(read('firebase.json').hosting)).not.toContain('regex');
  });
});
