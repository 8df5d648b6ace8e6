/**
 * What the first page costs: from Vite's build manifest, the JavaScript a
 * browser loads for `/` (the entry chunk, the home route's chunk, and every
 * chunk they import statically), and whether each route module is a chunk
 * of its own (code-splitting per screen).
 */

/** One entry of web/dist/.vite/manifest.json (the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * 130 kB (kB as Vite prints them: 1000 bytes), gzipped: what `/` loads (127.3 kB, once Firebase
 * Auth's SDK left the first page for a chunk fetched after it, lib/auth-session.ts; 128.5 kB with
 * the early start, src/early-start.ts), plus a small margin. It was 163 kB for 160.4 kB in four files (once the entry's static imports became one
 * chunk and the home route's small pieces went into it), 165 kB when Swiper left the first page (162.1 kB), 195 kB with
 * the language layer and the matching section's entry (192.6 kB), and 185 kB when the home
 * page's later sections became a chunk of their own (179.1 kB, before Bangla). Raise it only
 * with a reason in the commit.
 */
export const FIRST_PAGE_BUDGET_BYTES = 130_000;

/**
 * The manifest keys of what index.html loads: the app's entry and src/early-start.ts, which
 * asks for the first screen's files early (web/vite.config.ts).
 */
export const ENTRY_KEYS = ['index.html', 'src/early-start.ts'] as const;

/** The manifest keys of index.html's entries, checked: the build has these and no other. */
export function entryKeys(manifest: Manifest): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const expected: readonly string[] = ENTRY_KEYS;
  if (entries.length !== expected.length || !entries.every((key) => expected.includes(key))) {
    throw new Error(
      `Expected the entries ${expected.join(' and ')} in the manifest, found ${entries.join(', ')}`,
    );
  }
  return entries;
}

/** The manifest key of the app's entry (index.html). */
export function entryKey(manifest: Manifest): string {
  if (!manifest['index.html']?.isEntry) throw new Error('The manifest has no entry for index.html');
  return 'index.html';
}

/** The JavaScript files loaded when the given chunks load: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** Every problem with code-splitting: a route that is missing, not lazy, or sharing a chunk. */
export function routeChunkProblems(manifest: Manifest, routeModules: readonly string[]): string[] {
  const problems: string[] = [];
  const entryFile = manifest[entryKey(manifest)]!.file;
  const owners = new Map<string, string>();
  for (const route of routeModules) {
    const chunk = manifest[route];
    if (!chunk) {
      problems.push(`${route} has no chunk of its own (is it imported statically somewhere?)`);
      continue;
    }
    if (!chunk.isDynamicEntry) problems.push(`${route} is not loaded lazily`);
    if (chunk.file === entryFile) problems.push(`${route} is bundled into the entry chunk`);
    const owner = owners.get(chunk.file);
    if (owner) problems.push(`${route} shares the chunk ${chunk.file} with ${owner}`);
    owners.set(chunk.file, route);
  }
  return problems;
}

/** What choosing Bangla may add, gzipped: its catalogue and anything it needs that `/` does not load. */
export const BANGLA_JS_BUDGET_BYTES = 30_000;

/** The manifest keys of what Bangla loads on demand (web/src/lib/i18n/load-messages.ts). */
export const BANGLA_CATALOGUE = 'src/lib/i18n/messages/bn.json';
export const BANGLA_FONT_CSS = 'src/lib/i18n/bangla-font.css';

/**
 * The JavaScript files choosing Bangla may load beyond those of the first page: the
 * catalogue and the parts screens load with themselves (`bn.json?namespace=terms`).
 */
export function banglaJavaScript(manifest: Manifest, firstPage: readonly string[]): string[] {
  if (!manifest[BANGLA_CATALOGUE]?.isDynamicEntry) {
    throw new Error(`${BANGLA_CATALOGUE} is not a chunk loaded on demand: Bangla would weigh on every page`);
  }
  const parts = Object.keys(manifest).filter((key) => key.startsWith(`${BANGLA_CATALOGUE}?`));
  return staticClosure(manifest, [BANGLA_CATALOGUE, ...parts]).filter((file) => !firstPage.includes(file));
}

/** The woff2 files the build emits from a package's font files (`@fontsource/...`), as paths under dist/. */
export const fontFilesOf = (manifest: Manifest, fontPackage: string): string[] =>
  Object.entries(manifest)
    .filter(([key, chunk]) => key.includes(`/${fontPackage}/`) && chunk.file.endsWith('.woff2'))
    .map(([, chunk]) => chunk.file)
    .sort();

/** The package of the Bangla font, whose files load-messages.ts fetches when Bangla is chosen. */
export const BANGLA_FONT_PACKAGE = '@fontsource/noto-sans-bengali';

/**
 * The package of English text's font (web/src/index.css), whose Latin file every English page
 * fetches and waits for (docs/architecture.md, "The app's own font"); and the most that file may
 * weigh, woff2: every weight of Noto Sans's Latin characters is 36 kB.
 */
export const ENGLISH_FONT_PACKAGE = '@fontsource-variable/noto-sans';
export const ENGLISH_FONT_BUDGET_BYTES = 40_000;

/**
 * The most JavaScript files each first screen (web/src/config/first-screens.ts) may load with the
 * page's entries, counting their static imports: over slow 4G every file is a round trip, so the
 * build puts what the entry imports into one chunk, and a listing's words (its labels and places)
 * into one file (`codeSplitting` in web/vite.config.ts). The count, not the size: how the bundler
 * happens to share modules between screens can split a file in two without adding a byte.
 */
export const FIRST_SCREEN_FILE_LIMITS: Readonly<Record<string, number>> = {
  'src/app/routes/home.tsx': 5,
  'src/app/routes/browse-listings.tsx': 6,
  'src/app/routes/listing-details.tsx': 7,
};

/**
 * Libraries some screens must not load. Building the contract's zod schemas was the longest task
 * of a listing's page and of Browse Listing (docs/architecture.md, "Keeping the first page light"):
 * screens that only show listings take their words from the zod-free `listing-fields.ts` and
 * `habit-fields.ts`; Browse Listing reads an address that names a filter with the query schema,
 * written with zod/mini, which it loads only then (listing-search.ts): opened without one, as
 * most visits open it, it loads no zod at all.
 * The screens that only read paged answers (the messages, a conversation, the users, My Listings)
 * take the paged answers' headers from the zod-free `listing-query-options.ts`, and load no zod.
 */
export const LIBRARY_RULES: readonly { route: string; library: string }[] = [
  { route: 'src/app/routes/home.tsx', library: 'node_modules/zod/' },
  { route: 'src/app/routes/listing-details.tsx', library: 'node_modules/zod/' },
  { route: 'src/app/routes/browse-listings.tsx', library: 'node_modules/zod/' },
  { route: 'src/app/routes/messages.tsx', library: 'node_modules/zod/' },
  { route: 'src/app/routes/conversation.tsx', library: 'node_modules/zod/' },
  { route: 'src/app/routes/users.tsx', library: 'node_modules/zod/' },
  { route: 'src/app/routes/my-listings.tsx', library: 'node_modules/zod/' },
  // React Router's development build, which its package exports by default (web/vite.config.ts).
  { route: 'src/app/routes/home.tsx', library: 'node_modules/react-router/dist/development/' },
];

/**
 * The files among `files` whose source map names a module of `library` (a path part such as
 * `node_modules/zod/`), each with the first such module; `sourcesOf` reads a file's map sources.
 */
export function filesWithLibrary(
  files: readonly string[],
  library: string,
  sourcesOf: (file: string) => readonly string[],
): string[] {
  return files.flatMap((file) => {
    const source = sourcesOf(file).find((name) => name.includes(library));
    return source ? [`${file} (${source.slice(source.indexOf(library))})`] : [];
  });
}
