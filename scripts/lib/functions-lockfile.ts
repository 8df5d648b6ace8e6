/**
 * functions/package-lock.json, derived from the root package-lock.json.
 *
 * `firebase deploy` uploads functions/ alone, and Cloud Build installs its
 * dependencies there with `npm ci` when a lockfile is present (otherwise
 * `npm install`, which takes whatever versions are newest that day). The root
 * lockfile pins what the tests ran with; this takes from it exactly the
 * packages the functions workspace reaches, at the same versions and
 * integrity hashes, laid out as a standalone project's lockfile.
 */

interface LockPackage {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

export interface Lockfile {
  name?: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockPackage>;
}

export interface FunctionsManifest {
  name: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}

const WORKSPACE = 'functions';

/** Where Node would find `name` from the package at `from` in the root tree (undefined: not installed). */
function resolveFrom(packages: Lockfile['packages'], from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut >= 0 ? dir.slice(0, cut) : '';
  }
}

/** npm writes the flags after the license (or the version and integrity when there is none). */
function withFlags(entry: LockPackage, flags: Partial<LockPackage>): LockPackage {
  const keys = Object.keys(entry);
  const anchor = keys.includes('license') ? 'license' : keys.includes('integrity') ? 'integrity' : 'version';
  const result: LockPackage = {};
  for (const key of keys) {
    result[key] = entry[key];
    if (key === anchor) Object.assign(result, flags);
  }
  return Object.assign(result, flags);
}

type Reach = 'prod' | 'optional' | 'dev' | 'devOptional';

export function deriveFunctionsLockfile(root: Lockfile, manifest: FunctionsManifest): Lockfile {
  const { packages } = root;
  if (root.lockfileVersion < 2) throw new Error('The root package-lock.json must be lockfileVersion 2 or 3');

  // Walk the dependency graph from the workspace, once for what the function
  // runs (prod) and once for its dev tools, as npm marks `dev` packages.
  const reached = new Map<string, Set<Reach>>();
  const walk = (
    from: string,
    deps: Record<string, string>,
    kind: Reach,
    optionalNames = new Set<string>(),
  ) => {
    for (const name of Object.keys(deps)) {
      const location = resolveFrom(packages, from, name);
      const edgeKind: Reach =
        optionalNames.has(name) && kind === 'prod'
          ? 'optional'
          : optionalNames.has(name) && kind === 'dev'
            ? 'devOptional'
            : kind;
      if (!location) {
        if (optionalNames.has(name)) continue;
        throw new Error(`${name} (needed by ${from || 'the root'}) is not in the root package-lock.json`);
      }
      const kinds = reached.get(location) ?? new Set<Reach>();
      if (kinds.has(edgeKind)) continue;
      kinds.add(edgeKind);
      reached.set(location, kinds);
      const entry = packages[location]!;
      if (entry.link) throw new Error(`${name} is a workspace link; the deployed function cannot install it`);
      // npm installs a peer dependency unless it is marked optional; an
      // optional peer is there only when something else depends on it.
      const optionalPeers = new Set(
        Object.entries(entry.peerDependenciesMeta ?? {})
          .filter(([, meta]) => meta.optional)
          .map(([peer]) => peer),
      );
      const peers = Object.fromEntries(
        Object.entries(entry.peerDependencies ?? {}).filter(([peer]) => !optionalPeers.has(peer)),
      );
      walk(
        location,
        { ...entry.dependencies, ...entry.optionalDependencies, ...peers },
        edgeKind,
        new Set(Object.keys(entry.optionalDependencies ?? {})),
      );
    }
  };
  walk(WORKSPACE, manifest.dependencies ?? {}, 'prod');
  walk(WORKSPACE, manifest.devDependencies ?? {}, 'dev');

  const out: Lockfile['packages'] = {
    '': {
      name: manifest.name,
      ...(manifest.version ? { version: manifest.version } : {}),
      ...(manifest.dependencies ? { dependencies: manifest.dependencies } : {}),
      ...(manifest.devDependencies ? { devDependencies: manifest.devDependencies } : {}),
      ...(manifest.engines ? { engines: manifest.engines } : {}),
    },
  };
  const locations = [...reached.keys()].sort();
  for (const location of locations) {
    // functions/node_modules/x (a version only the workspace uses) sits at node_modules/x alone.
    const target = location.startsWith(`${WORKSPACE}/`) ? location.slice(WORKSPACE.length + 1) : location;
    if (out[target]) {
      throw new Error(
        `${target} is installed at two versions in the workspace (root and functions/); ` +
          'functions/package-lock.json cannot be derived: align the versions in the root lockfile',
      );
    }
    const kinds = reached.get(location)!;
    const {
      dev: _dev,
      optional: _optional,
      devOptional: _devOptional,
      peer: _peer,
      ...entry
    } = packages[location]!;
    // npm's flags: what `npm ci --omit=dev` (and --omit=optional) may leave out.
    const flags: Partial<LockPackage> = {};
    if (kinds.has('prod')) {
      // Needed at run time: no flag.
    } else if (kinds.has('optional') && (kinds.has('dev') || kinds.has('devOptional'))) {
      flags.devOptional = true;
    } else if (kinds.has('optional')) {
      flags.optional = true;
    } else if (kinds.has('dev')) {
      flags.dev = true;
    } else {
      flags.dev = true;
      flags.optional = true;
    }
    out[target] = withFlags(entry, flags);
  }
  const sorted = Object.fromEntries(
    Object.keys(out)
      .sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))
      .map((key) => [key, out[key]!]),
  );
  return {
    name: manifest.name,
    ...(manifest.version ? { version: manifest.version } : {}),
    lockfileVersion: 3,
    requires: true,
    packages: sorted,
  };
}

/** The file's text, as npm writes it (two-space JSON and a final newline). */
export const lockfileText = (lock: Lockfile) => `${JSON.stringify(lock, null, 2)}\n`;
