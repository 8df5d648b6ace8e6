import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import { FIRST_SCREEN_FILES_ID, FIRST_SCREENS, type FirstScreenFiles } from './src/config/first-screens.ts';
import { assertDeployable } from './deploy-check.ts';
import { parseWebEnv } from './src/config/env-schema.ts';
import { belongsTo } from './src/lib/i18n/lazy-namespaces.ts';

/**
 * The message catalogues (src/lib/i18n/messages/*.json) precompiled to ICU syntax trees, so
 * the browser gets no message parser: intl-messageformat formats the trees as they are. A message
 * with bad ICU syntax fails the build here (and catalogues.test.ts before that).
 */
function precompiledMessages(): Plugin {
  return {
    name: 'roommate-finder:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const [path = '', query = ''] = id.split('?');
      if (!/[\\/]lib[\\/]i18n[\\/]messages[\\/][a-z]+\.json$/.test(path)) return null;
      // messages/bn.json is the first page's part; messages/bn.json?namespace=terms one screen's.
      const namespace = new URLSearchParams(query).get('namespace') ?? undefined;
      const messages = JSON.parse(code) as Record<string, string>;
      const trees = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => belongsTo(key, namespace, /[\\/]([a-z]+)\.json$/.exec(path)?.[1]))
          .map(([key, text]) => {
            const tree = parse(text);
            // Only text: kept as text, which the translator formats the same (and the first page is smaller).
            const [first] = tree;
            return [key, tree.length === 1 && first?.type === TYPE.literal ? first.value : tree];
          }),
      );
      // The whole file stays JSON, which Vite's JSON plugin turns into a module after this;
      // a part (with its ?namespace= query) is not taken for JSON, so it is a module already.
      const json = JSON.stringify(trees);
      return { code: namespace === undefined ? json : `export default ${json};`, map: null };
    },
  };
}

/**
 * The stylesheet after the loader (index.html): in the head it blocks the first paint until it
 * has arrived, though the loader needs none of it (its styles are inline). In the body it lets
 * the loader paint at the first byte, and the app's module script, which waits for every
 * stylesheet before it, still renders nothing unstyled (tests/e2e/first-paint.spec.ts).
 */
function stylesheetAfterLoader(): Plugin {
  return {
    name: 'roommate-finder:stylesheet-after-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
        const rootEnd = '<!-- end of #root -->';
        if (!html.includes(rootEnd)) throw new Error(`index.html lost its "${rootEnd}" marker`);
        const withoutLinks = links.reduce((rest, link) => rest.replace(link, ''), html);
        return withoutLinks.replace(rootEnd, links.map((link) => link.trim()).join('\n    '));
      },
    },
  };
}

/**
 * src/early-start.ts, an entry of its own, goes into index.html with the list of each first
 * screen's files (config/first-screens.ts): the route's chunk and the chunks it imports, less those
 * the app's entry loads anyway, with their stylesheets and the screen's first picture (the home
 * page's hero); and Bangla's catalogue, stylesheet and font file. It asks for them as soon as it
 * runs, instead of the router once the app's code has run (docs/architecture.md, "Keeping the
 * first page light").
 */
function firstScreensStartEarly(): Plugin {
  const webRoot = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'roommate-finder:first-screens-start-early',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticFiles = (start: Rolldown.OutputChunk, seen = new Set<string>()): Set<string> => {
          if (seen.has(start.fileName)) return seen;
          seen.add(start.fileName);
          for (const file of start.imports) {
            const imported = byFileName.get(file);
            if (imported) staticFiles(imported, seen);
          }
          return seen;
        };
        const entryOf = (module: string) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === `${webRoot}${module}`);
          if (!chunk) throw new Error(`The build has no chunk of its own for ${module}`);
          return chunk;
        };
        const appFiles = staticFiles(entryOf('index.html'));
        // A chunk's own files, less the app entry's: its chunks, and the stylesheets Vite adds
        // before their code runs (a carousel's, say).
        const ownFiles = (module: string) => {
          const chunks = [...staticFiles(entryOf(module))].filter((file) => !appFiles.has(file));
          const styles = new Set(
            chunks.flatMap((file) => [...(byFileName.get(file)?.viteMetadata?.importedCss ?? [])]),
          );
          return { code: chunks.map((file) => `/${file}`), styles: [...styles].map((file) => `/${file}`) };
        };
        const assets = (name: RegExp, what: string, count: number) => {
          const found = Object.values(bundle).filter(
            (output) => output.type === 'asset' && name.test(output.fileName),
          );
          if (found.length !== count) {
            throw new Error(`Expected ${count} ${what} in the build, found ${found.length}`);
          }
          return found.map((output) => `/${output.fileName}`);
        };
        // A picture's file in the build, by its file under web/ (the route table's `firstScreen.picture`).
        const pictureFile = (source: string) => {
          const found = Object.values(bundle).find(
            (output) => output.type === 'asset' && output.originalFileNames.includes(source),
          );
          if (!found) throw new Error(`The build has no file for ${source}`);
          return `/${found.fileName}`;
        };
        const files: FirstScreenFiles = {
          screens: Object.fromEntries(
            FIRST_SCREENS.map(({ module, picture }) => [
              module,
              { ...ownFiles(module), pictures: picture ? [pictureFile(picture)] : [] },
            ]),
          ),
          english: { fonts: assets(ENGLISH_FONT_FILE, 'English font file', 1) },
          bangla: {
            code: ownFiles(BANGLA_CATALOGUE).code,
            styles: assets(BANGLA_STYLESHEET, 'Bangla stylesheet', 1),
            fonts: assets(BANGLA_FONT_FILES, 'Bangla font files', 2),
          },
        };
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: FIRST_SCREEN_FILES_ID },
              children: JSON.stringify(files),
              injectTo: 'head',
            },
            {
              tag: 'script',
              attrs: {
                type: 'module',
                async: true,
                crossorigin: true,
                src: `/${entryOf(EARLY_START).fileName}`,
              },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

/**
 * early-start.ts shares no code with the app: every module it imports (config/first-screens.ts, the
 * route table, config/api-paths.ts) comes into its file as a copy of its own, under another id
 * (`?early-start`), so that it waits for no chunk of the app's, though the app imports the same
 * modules (docs/architecture.md, "Keeping the first page light").
 */
function earlyStartOwnCopies(): Plugin {
  const copy = '?early-start';
  return {
    name: 'roommate-finder:early-start-own-copies',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise answer first.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !(importer.endsWith(EARLY_START) || importer.endsWith(copy))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?')) return resolved;
      return { ...resolved, id: `${resolved.id}${copy}` };
    },
  };
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) at the top of
 * every chunk: a chunk is fetched when the screen or part it holds is about to be drawn (the app's
 * shell with React and React Router, a route's screen, Swiper once the loader has gone, Firebase
 * Auth when a form needs it), and most of it runs then. So each is compiled in one go with the
 * file, instead of function by function as each is first called, inside the module's evaluation,
 * the first render or Swiper's setting up (figures in docs/architecture.md, "Keeping the first
 * page light"). Other browsers read a comment.
 */
function compileChunksEagerly(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'roommate-finder:compile-chunks-eagerly',
    apply: 'build',
    // After minifying, which keeps no comment.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = HINT + chunk.code;
          // The source map: the code begins a line lower.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}

/** A file of React Router's production build (its package exports only the development one). */
const reactRouterProduction = (file: string) =>
  join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production', file);

/** The second entry of the build (firstScreensStartEarly). */
const EARLY_START = 'src/early-start.ts';
/**
 * Bangla's catalogue for the first page and its font's two files, the Bengali and the Latin
 * subset (src/lib/i18n/load-messages.ts).
 */
const BANGLA_CATALOGUE = 'src/lib/i18n/messages/bn.json';
const BANGLA_FONT_FILES = /noto-sans-bengali-(bengali|latin)-\d+-normal-[\w-]+\.woff2$/;
/** Noto Sans's Latin file, English text's font (src/index.css). */
const ENGLISH_FONT_FILE = /^assets\/noto-sans-latin-wght-normal-[\w-]+\.woff2$/;
/** src/lib/i18n/bangla-font.css, as the build names it. */
const BANGLA_STYLESHEET = /^assets\/bangla-font-[\w-]+\.css$/;

export default defineConfig(({ mode, command }) => {
  // Fails the build (or the dev server) with a clear message on bad configuration.
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  // The production mode is the build firebase deploy publishes: a real project only
  // (GCLOUD_PROJECT: the project the Firebase CLI deploys to, set for predeploy commands).
  if (mode === 'production') assertDeployable(env, process.env.GCLOUD_PROJECT);
  const webConfig = parseWebEnv(env);
  return {
    plugins: [
      precompiledMessages(),
      react(),
      tailwindcss(),
      stylesheetAfterLoader(),
      firstScreensStartEarly(),
      earlyStartOwnCopies(),
      compileChunksEagerly(),
    ],
    // The parsed configuration goes into the app as a constant (src/config/env.ts),
    // so the browser does not download zod just to read it again.
    define: { __WEB_CONFIG__: JSON.stringify(webConfig) },
    resolve: {
      alias: [
        // One alias for the app's own code, so an import names where the module lives
        // (docs/architecture.md, "Layers of the web app").
        { find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
        // The catalogues arrive precompiled (precompiledMessages), so the built app leaves the
        // message parser out. The dev server and the unit tests keep it, for their error messages.
        ...(command === 'build'
          ? [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
              },
              // React Router's package exports name its development build for every condition
              // (remix-run/react-router#14102), whose warnings would run and print in the built
              // app; it ships the production build beside it, the same code without them.
              // scripts/check-bundle-budget.ts fails if the development build comes back.
              { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            ]
          : []),
      ],
    },
    server: {
      // `npm run dev -w web` against a running `npm start`: same-origin /api calls.
      proxy: { '/api': 'http://127.0.0.1:5000' },
    },
    build: {
      target: 'es2022',
      // No source maps in what Hosting serves; the emulator build keeps them for debugging.
      sourcemap: mode !== 'production',
      // Read by scripts/check-bundle-budget.ts (npm run test:budget).
      manifest: true,
      rolldownOptions: {
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          'early-start': fileURLToPath(new URL(`./${EARLY_START}`, import.meta.url)),
        },
        output: {
          // Few requests per page: over a slow phone network each file costs a round trip
          // (docs/architecture.md, "Keeping the first page light").
          codeSplitting: {
            groups: [
              // Everything the entry imports statically, in one file: the first page is the
              // entry, this and the route's chunk, not some twenty small shared pieces.
              {
                name: 'app',
                tags: ['$initial'],
                // Not the entries, nor early-start.ts's modules: it must stay a file of its own.
                test: (id) => !/(\.html|[\\/]src[\\/](main\.tsx|early-start\.ts)|\?early-start)$/.test(id),
                priority: 2,
              },
              {
                // A listing's words (its labels and its places), which the screens that show
                // listings load together: one file, however the screens happen to share them.
                name: 'listing-labels',
                test: /[\\/](features[\\/]roommates[\\/](listing-labels|habit-texts)|contract[\\/]src[\\/](places|listing-fields))\.ts$/,
                priority: 1,
              },
            ],
            // A small piece shared by some screens goes into each of them instead of a file
            // of its own (a little code twice, a round trip fewer per screen).
            experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          },
        },
        onLog(level, log, handler) {
          // The stylesheets' transform keeps no source map; with the inlining above, Rolldown
          // warns about it on every build, though the JavaScript's maps are right.
          if (log.code === 'SOURCEMAP_BROKEN' && log.plugin?.startsWith('@tailwindcss/vite')) return;
          handler(level, log);
        },
      },
    },
  };
});
