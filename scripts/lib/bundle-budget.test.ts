import { describe, expect, it } from 'vitest';
import {
  banglaJavaScript,
  entryKeys,
  filesWithLibrary,
  fontFilesOf,
  routeChunkProblems,
  staticClosure,
  type Manifest,
} from './bundle-budget';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/terms.tsx'],
  },
  'src/early-start.ts': { file: 'assets/early-start.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_swiper.js': { file: 'assets/swiper.js', imports: ['_vendor.js'] },
  '_dialogs.js': { file: 'assets/sweetalert2.js' },
  'src/app/routes/home.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_swiper.js', '_vendor.js', 'home.css'],
    dynamicImports: ['_dialogs.js'],
  },
  'home.css': { file: 'assets/home.css' },
  'src/app/routes/terms.tsx': { file: 'assets/terms.js', isDynamicEntry: true },
};

describe('entryKeys', () => {
  it("names index.html's two entries: the app and the early start", () => {
    expect(entryKeys(manifest)).toEqual(['index.html', 'src/early-start.ts']);
  });

  it('fails when the build has another entry, or lacks one', () => {
    const { 'src/early-start.ts': _early, ...withoutEarly } = manifest;
    expect(() => entryKeys(withoutEarly)).toThrow(/Expected the entries index.html and src\/early-start.ts/);
    expect(() =>
      entryKeys({ ...manifest, 'other.html': { file: 'assets/other.js', isEntry: true } }),
    ).toThrow(/found index.html, src\/early-start.ts, other.html/);
  });
});

describe('staticClosure', () => {
  it('takes the chunks and what they import statically, once each, JavaScript only', () => {
    expect(staticClosure(manifest, ['index.html', 'src/app/routes/home.tsx'])).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/home.js',
      'assets/swiper.js',
    ]);
  });

  it('leaves out what is imported lazily (dialogs, other routes)', () => {
    const files = staticClosure(manifest, ['index.html', 'src/app/routes/home.tsx']);
    expect(files).not.toContain('assets/sweetalert2.js');
    expect(files).not.toContain('assets/terms.js');
  });
});

describe('routeChunkProblems', () => {
  it('accepts routes that each have a lazy chunk of their own', () => {
    expect(routeChunkProblems(manifest, ['src/app/routes/home.tsx', 'src/app/routes/terms.tsx'])).toEqual([]);
  });

  it('reports a route without a chunk, a route in the entry and two routes in one chunk', () => {
    const merged: Manifest = {
      ...manifest,
      'src/app/routes/terms.tsx': { file: 'assets/home.js', isDynamicEntry: true },
      'src/app/routes/dashboard.tsx': { file: 'assets/index.js' },
    };
    expect(
      routeChunkProblems(merged, [
        'src/app/routes/home.tsx',
        'src/app/routes/terms.tsx',
        'src/app/routes/dashboard.tsx',
        'src/app/routes/users.tsx',
      ]),
    ).toEqual([
      'src/app/routes/terms.tsx shares the chunk assets/home.js with src/app/routes/home.tsx',
      'src/app/routes/dashboard.tsx is not loaded lazily',
      'src/app/routes/dashboard.tsx is bundled into the entry chunk',
      'src/app/routes/users.tsx has no chunk of its own (is it imported statically somewhere?)',
    ]);
  });
});

describe('what Bangla adds', () => {
  const withBangla: Manifest = {
    ...manifest,
    'src/lib/i18n/messages/bn.json': {
      file: 'assets/bn.js',
      isDynamicEntry: true,
      imports: ['_vendor.js', '_plurals.js'],
    },
    '_plurals.js': { file: 'assets/plurals.js' },
    'src/lib/i18n/messages/bn.json?namespace=terms': { file: 'assets/bn-terms.js', isDynamicEntry: true },
  };

  it("counts the catalogue, its screens' parts and what they import that the first page does not load", () => {
    expect(banglaJavaScript(withBangla, ['assets/index.js', 'assets/vendor.js'])).toEqual([
      'assets/bn.js',
      'assets/plurals.js',
      'assets/bn-terms.js',
    ]);
  });

  it('refuses a Bangla catalogue bundled into the pages (not loaded on demand)', () => {
    const bundled: Manifest = { ...withBangla, 'src/lib/i18n/messages/bn.json': { file: 'assets/index.js' } };
    expect(() => banglaJavaScript(bundled, [])).toThrow(/not a chunk loaded on demand/);
  });

  it("finds the woff2 files the build emits from the font's package", () => {
    const withFonts: Manifest = {
      ...withBangla,
      '../node_modules/@fontsource/noto-sans-bengali/files/bn-700.woff2': { file: 'assets/bn-700-x.woff2' },
      '../node_modules/@fontsource/noto-sans-bengali/files/bn-400.woff2': { file: 'assets/bn-400-y.woff2' },
      '../node_modules/@fontsource/other/files/other-400.woff2': { file: 'assets/other-400-z.woff2' },
    };
    expect(fontFilesOf(withFonts, '@fontsource/noto-sans-bengali')).toEqual([
      'assets/bn-400-y.woff2',
      'assets/bn-700-x.woff2',
    ]);
  });
});

describe('filesWithLibrary', () => {
  const sources: Record<string, string[]> = {
    'assets/listing.js': ['../../src/features/roommates/listing.tsx', '../../src/contract/places.ts'],
    'assets/schemas.js': [
      '../../node_modules/zod/v4/core/core.js',
      '../../node_modules/zod/v4/classic/schemas.js',
    ],
  };
  const sourcesOf = (file: string) => sources[file] ?? [];

  it('names each file that bundles a module of the library, with the first such module', () => {
    expect(
      filesWithLibrary(['assets/listing.js', 'assets/schemas.js'], 'node_modules/zod/', sourcesOf),
    ).toEqual(['assets/schemas.js (node_modules/zod/v4/core/core.js)']);
  });

  it('finds nothing when no file bundles it', () => {
    expect(filesWithLibrary(['assets/listing.js'], 'node_modules/zod/', sourcesOf)).toEqual([]);
  });
});
