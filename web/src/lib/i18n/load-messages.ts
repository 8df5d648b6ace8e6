import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import bengaliRegular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import latinRegular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-400-normal.woff2?url';
import {
  bengali as bengaliCharacters,
  latin as latinCharacters,
} from '@fontsource/noto-sans-bengali/unicode.json';
import english from './messages/en.json';
import type { LazyNamespace } from './lazy-namespaces';
import type { Locale } from './locale';
import type { MessageId } from './message-id';

/**
 * A catalogue as the app gets it, precompiled at build time (vite.config.ts): each message
 * an ICU syntax tree, or its text when it is only text (smaller, and the same to format).
 */
export type Catalogue = Record<MessageId, MessageFormatElement[] | string>;
type Part = { default: unknown };

export const englishMessages = english as unknown as Catalogue;

/** The parts of the catalogues that screens load with themselves (lazy-namespaces.ts). */
const NAMESPACES: Record<LazyNamespace, Record<Locale, () => Promise<Part>>> = {
  terms: {
    en: () => import('./messages/en.json?namespace=terms'),
    bn: () => import('./messages/bn.json?namespace=terms'),
  },
  privacy: {
    en: () => import('./messages/en.json?namespace=privacy'),
    bn: () => import('./messages/bn.json?namespace=privacy'),
  },
  auth: {
    en: () => import('./messages/en.json?namespace=auth'),
    bn: () => import('./messages/bn.json?namespace=auth'),
  },
  authError: {
    en: () => import('./messages/en.json?namespace=authError'),
    bn: () => import('./messages/bn.json?namespace=authError'),
  },
  profile: {
    en: () => import('./messages/en.json?namespace=profile'),
    bn: () => import('./messages/bn.json?namespace=profile'),
  },
  safety: {
    en: () => import('./messages/en.json?namespace=safety'),
    bn: () => import('./messages/bn.json?namespace=safety'),
  },
  admin: {
    en: () => import('./messages/en.json?namespace=admin'),
    bn: () => import('./messages/bn.json?namespace=admin'),
  },
  trust: {
    en: () => import('./messages/en.json?namespace=trust'),
    bn: () => import('./messages/bn.json?namespace=trust'),
  },
  photoForm: {
    en: () => import('./messages/en.json?namespace=photoForm'),
    bn: () => import('./messages/bn.json?namespace=photoForm'),
  },
  messages: {
    en: () => import('./messages/en.json?namespace=messages'),
    bn: () => import('./messages/bn.json?namespace=messages'),
  },
  form: {
    en: () => import('./messages/en.json?namespace=form'),
    bn: () => import('./messages/bn.json?namespace=form'),
  },
  contactVisibility: {
    en: () => import('./messages/en.json?namespace=contactVisibility'),
    bn: () => import('./messages/bn.json?namespace=contactVisibility'),
  },
  add: {
    en: () => import('./messages/en.json?namespace=add'),
    bn: () => import('./messages/bn.json?namespace=add'),
  },
  update: {
    en: () => import('./messages/en.json?namespace=update'),
    bn: () => import('./messages/bn.json?namespace=update'),
  },
  faq: {
    en: () => import('./messages/en.json?namespace=faq'),
    bn: () => import('./messages/bn.json?namespace=faq'),
  },
};

/** The namespaces the screens shown so far asked for: a switch of language loads them again. */
const wanted = new Set<LazyNamespace>();

/** How long a language's first screen waits for its font at most before the text shows in a fallback font. */
const FONT_WAIT_MS = 1000;

/** `promise`, or false once FONT_WAIT_MS have passed without it. */
const atMostFontWait = (promise: Promise<boolean>) =>
  Promise.race([promise, new Promise<false>((resolve) => setTimeout(resolve, FONT_WAIT_MS, false))]);

/** Whether Noto Sans, English text's font (index.css), has arrived (false if it failed to). */
let englishFace: Promise<boolean> | undefined;

/**
 * Noto Sans, the font index.css sets English text in, awaited before English's first screen, at
 * most FONT_WAIT_MS: the screen is laid out once, in it, and not again as it swaps in. Its file
 * is on its way from the page's start (early-start.ts); this asks for it otherwise (a switch
 * from Bangla).
 */
async function englishFont(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  englishFace ??= document.fonts.load('1em "Noto Sans"').then(
    (faces) => faces.length > 0,
    () => false,
  );
  await atMostFontWait(englishFace);
}

/**
 * Noto Sans Bengali (@fontsource, woff2), its regular weight only: the browser draws bold text in
 * it by thickening it (font synthesis), and every Bangla visit fetches 55 kB instead of 113,
 * about a quarter of a second less on a slow phone network before the first screen, and that much
 * less of a prepaid data plan (docs/architecture.md, "Keeping the first page light"). Two of
 * @fontsource's subsets, each for the characters it holds: Bengali, and Latin for the letters,
 * digits and punctuation that Bangla text has too (commas, brackets, dashes, the English of
 * names), which would otherwise be set in a system font, looked up for every size and weight of
 * text before its first layout (docs/architecture.md, "The app's own font"). Only their
 * addresses are in the first page's code: the files are fetched when Bangla is chosen.
 */
const BANGLA_FONT_FILES = [
  { file: bengaliRegular, unicodeRange: bengaliCharacters },
  { file: latinRegular, unicodeRange: latinCharacters },
] as const;

/** Whether every Bangla font file has arrived (false if one failed to). */
let banglaFaces: Promise<boolean> | undefined;

/**
 * Marks the page while it waits for the Bangla font, for bangla-font.css to put the fallback
 * sized to it in the font stack only then: a family the system lacks costs the browser a
 * look-up for every size and weight of text, before each layout that meets it
 * (docs/architecture.md, "The app's own font").
 */
function markFontWaiting(waiting: boolean): void {
  if (waiting) document.documentElement.dataset.banglaFont = 'waiting';
  else delete document.documentElement.dataset.banglaFont;
}

/**
 * The Bangla font, fetched as soon as Bangla is chosen (not once a stylesheet naming it has
 * arrived, nor when text first needs it), so the first screen is laid out once, in the right font
 * (docs/architecture.md, "Keeping the first page light"); with the body's Bangla font stack
 * (bangla-font.css). Waits at most FONT_WAIT_MS for the files; if they have not come by then, the
 * text shows in the fallback until they do.
 */
async function banglaFont(): Promise<void> {
  const styles = import('./bangla-font.css');
  if (typeof document !== 'undefined') {
    if (!document.fonts || typeof FontFace === 'undefined') markFontWaiting(true);
    else {
      banglaFaces ??= Promise.all(
        BANGLA_FONT_FILES.map(({ file, unicodeRange }) => {
          const face = new FontFace('Noto Sans Bengali', `url(${file}) format('woff2')`, {
            weight: '400',
            style: 'normal',
            display: 'swap',
            unicodeRange,
          });
          document.fonts.add(face);
          return face.load().then(
            () => true,
            () => false,
          );
        }),
      ).then((loaded) => loaded.every(Boolean));
      const arrived = await atMostFontWait(banglaFaces);
      if (!arrived) {
        markFontWaiting(true);
        // Late, it swaps in and the fallback leaves the stack; failed, the fallback stays.
        void banglaFaces.then((loaded) => loaded && markFontWaiting(false));
      }
    }
  }
  await styles;
}

/**
 * The catalogue of a language, with the namespaces already asked for, once its font is ready
 * (or has been awaited long enough). English is in the first page's code; Bangla, with its
 * font, is fetched only when Bangla is chosen (scripts/check-bundle-budget.ts weighs it apart).
 */
export async function loadMessages(locale: Locale): Promise<Catalogue> {
  const parts = [...wanted].map((namespace) => NAMESPACES[namespace][locale]());
  const base =
    locale === 'en'
      ? await englishFont().then(() => englishMessages)
      : (await Promise.all([import('./messages/bn.json'), banglaFont()]))[0].default;
  const loaded = await Promise.all(parts);
  return Object.assign({}, base, ...loaded.map((part) => part.default)) as Catalogue;
}

/** Loads a namespace of `locale` into `catalogue` (a screen's loader awaits it before the screen shows). */
export async function loadNamespace(
  namespace: LazyNamespace,
  locale: Locale,
  catalogue: Catalogue,
): Promise<void> {
  wanted.add(namespace);
  const part = await NAMESPACES[namespace][locale]();
  Object.assign(catalogue, part.default);
}
