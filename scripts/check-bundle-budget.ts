/**
 * `npm run test:budget` (after `npm run build:emulator -w web`): prints the gzipped
 * JavaScript loaded for `/` and fails above the budget, or when a route
 * module is not a chunk of its own, or a first screen loads more JavaScript files than it may.
 * Then, apart, what choosing Bangla adds:
 * its catalogue's JavaScript (fails above 30 kB gzipped or when it is not
 * loaded on demand) and its font; and English's font, which every English page fetches (fails
 * when it is not one file, or above 40 kB).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  BANGLA_FONT_CSS,
  BANGLA_FONT_PACKAGE,
  BANGLA_JS_BUDGET_BYTES,
  banglaJavaScript,
  ENGLISH_FONT_BUDGET_BYTES,
  ENGLISH_FONT_PACKAGE,
  entryKeys,
  fontFilesOf,
  FIRST_PAGE_BUDGET_BYTES,
  FIRST_SCREEN_FILE_LIMITS,
  filesWithLibrary,
  routeChunkProblems,
  LIBRARY_RULES,
  staticClosure,
  type Manifest,
} from './lib/bundle-budget';
import { REPO_ROOT } from './lib/paths';

const WEB = `${REPO_ROOT}web/`;
const HOME_ROUTE = 'src/app/routes/home.tsx';
/** web/vite.config.ts, compileChunksEagerly. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(`${WEB}dist/.vite/manifest.json`, 'utf8')) as Manifest;
} catch {
  console.error(
    'No build manifest at web/dist/.vite/manifest.json: run `npm run build:emulator -w web` first.',
  );
  process.exit(1);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

const files = staticClosure(manifest, [...entryKeys(manifest), HOME_ROUTE]);
let total = 0;
console.log('JavaScript loaded for / (gzipped):');
for (const file of files) {
  const size = gzipSync(readFileSync(`${WEB}dist/${file}`)).length;
  total += size;
  console.log(`  ${kB(size).padStart(10)}  ${file}`);
}
console.log(`  ${kB(total).padStart(10)}  total (budget ${kB(FIRST_PAGE_BUDGET_BYTES)})`);

// Firebase Auth: fetched when a visitor signs in (or, where Auth has run before, after the loader),
// before the first API call for a browser that holds a session (web/src/lib/auth-session.ts).
// Weighed apart; it must not be in the list above.
const firebaseFiles = manifest['src/lib/firebase.ts']
  ? staticClosure(manifest, ['src/lib/firebase.ts']).filter((file) => !files.includes(file))
  : [];
const firebaseBytes = firebaseFiles.reduce(
  (sum, file) => sum + gzipSync(readFileSync(`${WEB}dist/${file}`)).length,
  0,
);
console.log(
  `Firebase Auth, not loaded with the first screen: ${kB(firebaseBytes)} (${firebaseFiles.join(', ')})`,
);

const routes = readdirSync(`${WEB}src/app/routes`)
  .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
  .map((name) => `src/app/routes/${name}`);
const problems = routeChunkProblems(manifest, routes);
if (problems.length === 0) console.log(`Each of the ${routes.length} route modules is its own chunk.`);

// The first screens' files, counted (FIRST_SCREEN_FILE_LIMITS).
for (const [route, limit] of Object.entries(FIRST_SCREEN_FILE_LIMITS)) {
  const loaded = staticClosure(manifest, [...entryKeys(manifest), route]);
  if (loaded.length > limit) {
    problems.push(
      `${route} loads ${loaded.length} JavaScript files, over its ${limit}: ${loaded.join(', ')}`,
    );
  } else console.log(`${route} loads ${loaded.length} JavaScript files (at most ${limit})`);
}

// Screens that check no input load no schema library, nor does Browse Listing opened without a filter
// (LIBRARY_RULES). Read from the source maps (the build writes one for every chunk but Rolldown's
// small runtime).
const mapSources = (file: string): string[] =>
  existsSync(`${WEB}dist/${file}.map`)
    ? (JSON.parse(readFileSync(`${WEB}dist/${file}.map`, 'utf8')) as { sources: string[] }).sources
    : [];
for (const { route, library } of LIBRARY_RULES) {
  const routeFile = manifest[route]?.file;
  if (!routeFile || !existsSync(`${WEB}dist/${routeFile}.map`)) {
    problems.push(`${route} has no chunk with a source map, so what it bundles cannot be checked`);
    continue;
  }
  const found = filesWithLibrary(
    staticClosure(manifest, [...entryKeys(manifest), route]),
    library,
    mapSources,
  );
  if (found.length > 0) problems.push(`${route} loads ${library}: ${found.join(', ')}`);
  else console.log(`${route} loads nothing of ${library}`);
}

// English's font: fetched with every English page, and awaited before its first screen.
const englishFonts = fontFilesOf(manifest, ENGLISH_FONT_PACKAGE);
if (englishFonts.length !== 1) {
  problems.push(`English's font should be one file of ${ENGLISH_FONT_PACKAGE}, found ${englishFonts.length}`);
}
for (const font of englishFonts) {
  const size = statSync(`${WEB}dist/${font}`).size;
  console.log(
    `English's font, with every English page: ${kB(size)} (${font}, woff2; budget ${kB(ENGLISH_FONT_BUDGET_BYTES)})`,
  );
  if (size > ENGLISH_FONT_BUDGET_BYTES) {
    problems.push(
      `English's font ${font} weighs ${kB(size)}, over its budget of ${kB(ENGLISH_FONT_BUDGET_BYTES)}`,
    );
  }
}

const gzipped = (file: string) => gzipSync(readFileSync(`${WEB}dist/${file}`)).length;
let banglaTotal = 0;
console.log('Bangla, loaded only when chosen:');
try {
  for (const file of banglaJavaScript(manifest, files)) {
    const size = gzipped(file);
    banglaTotal += size;
    console.log(`  ${kB(size).padStart(10)}  ${file} (JavaScript, gzipped)`);
  }
  const fontCss = manifest[BANGLA_FONT_CSS]?.file;
  if (!fontCss) throw new Error(`${BANGLA_FONT_CSS} is not in the build`);
  console.log(`  ${kB(gzipped(fontCss)).padStart(10)}  ${fontCss} (font stack, gzipped)`);
  const fonts = fontFilesOf(manifest, BANGLA_FONT_PACKAGE);
  if (fonts.length === 0) throw new Error(`No font files of ${BANGLA_FONT_PACKAGE} in the build`);
  for (const font of fonts) {
    console.log(`  ${kB(statSync(`${WEB}dist/${font}`).size).padStart(10)}  ${font} (font, woff2)`);
  }
  console.log(`  ${kB(banglaTotal).padStart(10)}  Bangla JavaScript (budget ${kB(BANGLA_JS_BUDGET_BYTES)})`);
  if (banglaTotal > BANGLA_JS_BUDGET_BYTES) {
    problems.push(
      `Bangla adds ${kB(banglaTotal)} of gzipped JavaScript, over its budget of ${kB(BANGLA_JS_BUDGET_BYTES)}`,
    );
  }
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
}

// Every chunk carries V8's compile hint on its first line (compileChunksEagerly in web/vite.config.ts),
// and its source map leaves that line unmapped (the code it maps starts a line lower).
const chunkFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
  file.endsWith('.js'),
);
const unhinted = chunkFiles.filter(
  (file) => !readFileSync(`${WEB}dist/${file}`, 'utf8').startsWith(`${COMPILE_HINT}\n`),
);
const mapsOut = chunkFiles.filter(
  (file) =>
    existsSync(`${WEB}dist/${file}.map`) &&
    !(JSON.parse(readFileSync(`${WEB}dist/${file}.map`, 'utf8')) as { mappings: string }).mappings.startsWith(
      ';',
    ),
);
if (!chunkFiles.some((file) => /^assets\/app-[\w-]+\.js$/.test(file))) {
  problems.push('The build has no app chunk');
}
for (const file of unhinted) {
  problems.push(`${file} does not start with V8's compile hint "${COMPILE_HINT}"`);
}
for (const file of mapsOut) {
  problems.push(`${file}'s source map maps its compile hint's line: it is a line out`);
}
if (unhinted.length === 0 && mapsOut.length === 0) {
  console.log(`All ${chunkFiles.length} chunks start with V8's compile hint.`);
}

if (total > FIRST_PAGE_BUDGET_BYTES) {
  problems.unshift(
    `/ loads ${kB(total)} of gzipped JavaScript, over the budget of ${kB(FIRST_PAGE_BUDGET_BYTES)}`,
  );
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`FAIL: ${problem}`);
  process.exit(1);
}
