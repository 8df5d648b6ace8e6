import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveFunctionsLockfile, lockfileText, type Lockfile } from '../../scripts/lib/functions-lockfile';
import { REPO_ROOT } from '../../scripts/lib/paths';

const read = (file: string) => readFileSync(`${REPO_ROOT}${file}`, 'utf8');

describe('functions/package-lock.json (what `firebase deploy` installs for the function)', () => {
  it('is the root lockfile cut down to the function: run `npm run lockfile:functions` when this fails', () => {
    const derived = deriveFunctionsLockfile(
      JSON.parse(read('package-lock.json')),
      JSON.parse(read('functions/package.json')),
    );
    expect(read('functions/package-lock.json')).toBe(lockfileText(derived));
  });

  it('pins every dependency the bundle leaves external at the version the tests ran', () => {
    const root = JSON.parse(read('package-lock.json')) as Lockfile;
    const functionsLock = JSON.parse(read('functions/package-lock.json')) as Lockfile;
    const manifest = JSON.parse(read('functions/package.json'));
    expect(functionsLock.packages['']).toMatchObject({ dependencies: manifest.dependencies });
    for (const name of Object.keys(manifest.dependencies)) {
      const tested = root.packages[`functions/node_modules/${name}`] ?? root.packages[`node_modules/${name}`];
      expect(functionsLock.packages[`node_modules/${name}`]?.version, name).toBe(tested?.version);
    }
  });
});

describe('deriveFunctionsLockfile', () => {
  const manifest = { name: 'functions', dependencies: { a: '^1.0.0' }, devDependencies: { d: '^1.0.0' } };
  const root: Lockfile = {
    lockfileVersion: 3,
    packages: {
      '': { name: 'root' },
      functions: { dependencies: { a: '^1.0.0' } },
      'node_modules/functions': { resolved: 'functions', link: true },
      // Only the workspace uses a@1; the root tree has a@2 for someone else.
      'functions/node_modules/a': {
        version: '1.0.0',
        dependencies: { b: '^1.0.0' },
        optionalDependencies: { o: '1' },
      },
      'node_modules/a': { version: '2.0.0', dev: true },
      'node_modules/b': {
        version: '1.2.0',
        dev: true,
        peerDependencies: { p: '1', q: '1' },
        peerDependenciesMeta: { q: { optional: true } },
      },
      'node_modules/p': { version: '1.0.0', dev: true },
      'node_modules/q': { version: '1.0.0', dev: true },
      'node_modules/o': { version: '1.0.0', optional: true },
      'node_modules/d': { version: '1.0.0', dev: true, dependencies: { e: '1' } },
      'node_modules/d/node_modules/e': { version: '1.0.0', dev: true },
      'node_modules/unrelated': { version: '1.0.0' },
    },
  };

  it('takes the packages the workspace reaches, with the flags npm would give them in a project of their own', () => {
    expect(deriveFunctionsLockfile(root, manifest).packages).toEqual({
      '': { name: 'functions', dependencies: { a: '^1.0.0' }, devDependencies: { d: '^1.0.0' } },
      'node_modules/a': { version: '1.0.0', dependencies: { b: '^1.0.0' }, optionalDependencies: { o: '1' } },
      'node_modules/b': {
        version: '1.2.0',
        peerDependencies: { p: '1', q: '1' },
        peerDependenciesMeta: { q: { optional: true } },
      },
      'node_modules/p': { version: '1.0.0' },
      'node_modules/o': { version: '1.0.0', optional: true },
      'node_modules/d': { version: '1.0.0', dev: true, dependencies: { e: '1' } },
      'node_modules/d/node_modules/e': { version: '1.0.0', dev: true },
    });
  });

  it('names a dependency that the root lockfile lacks', () => {
    expect(() =>
      deriveFunctionsLockfile(root, { name: 'functions', dependencies: { missing: '1' } }),
    ).toThrow(/missing .*not in the root package-lock.json/);
  });
});
