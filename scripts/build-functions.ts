/**
 * Bundles the `api` function into functions/lib/index.js with esbuild.
 *
 * `firebase deploy` uploads functions/ and installs only the dependencies in
 * functions/package.json; it knows nothing of npm workspaces. Bundling puts
 * every workspace-local module (the shared contract included) inside the
 * output and leaves the declared dependencies as plain `require`s.
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const functionsDir = fileURLToPath(new URL('../functions/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${functionsDir}package.json`, 'utf8')) as {
  dependencies: Record<string, string>;
};
const dependencies = Object.keys(manifest.dependencies);

await build({
  entryPoints: [`${functionsDir}src/index.ts`],
  outfile: `${functionsDir}lib/index.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  // Declared dependencies stay external, with their subpaths (firebase-admin/app, ...).
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
});
console.log('Built functions/lib/index.js');
