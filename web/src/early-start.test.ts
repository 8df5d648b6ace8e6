import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { mayBeSignedIn, rememberSession } from '@/lib/auth-session';
import { initialLocale, rememberLocale } from '@/lib/i18n/locale';
import { FIRST_SCREEN_FILES_ID, type FirstScreenFiles } from './config/first-screens';
import { startFirstScreen } from './early-start';

/** The files index.html lists for each first screen (as vite.config.ts writes them). */
const FILES: FirstScreenFiles = {
  screens: {
    'src/app/routes/home.tsx': {
      code: ['/assets/home-1.js'],
      styles: ['/assets/home-1.css'],
      pictures: ['/assets/hero-city-1.svg'],
    },
    'src/app/routes/browse-listings.tsx': {
      code: ['/assets/browse-listings-1.js', '/assets/places-1.js'],
      styles: [],
      pictures: [],
    },
    'src/app/routes/listing-details.tsx': {
      code: ['/assets/listing-details-1.js'],
      styles: ['/assets/carousel-1.css'],
      pictures: [],
    },
  },
  english: { fonts: ['/assets/noto-sans-latin-1.woff2'] },
  bangla: {
    code: ['/assets/bn-1.js'],
    styles: ['/assets/bangla-font-1.css'],
    fonts: ['/assets/bengali-400.woff2'],
  },
};

/** What the script asked for: each link it added to the head. */
const asked = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
    ...(link.hasAttribute('fetchpriority') ? { fetchPriority: link.getAttribute('fetchpriority') } : {}),
  }));

const code = (href: string) => ({ rel: 'modulepreload', href, as: null, crossOrigin: 'anonymous' });
const data = (href: string) => ({ rel: 'preload', href, as: 'fetch', crossOrigin: 'anonymous' });
const font = (href: string) => ({ rel: 'preload', href, as: 'font', crossOrigin: 'anonymous' });
const style = (href: string) => ({ rel: 'preload', href, as: 'style', crossOrigin: 'anonymous' });
/** English's font, which an English page asks for after its screen's files. */
const englishFont = font('/assets/noto-sans-latin-1.woff2');
/** As the <img> that shows it asks for it: no CORS; and first. */
const picture = (href: string) => ({
  rel: 'preload',
  href,
  as: 'image',
  crossOrigin: null,
  fetchPriority: 'high',
});

/** The browser's languages, as navigator.languages tells them. */
function preferLanguages(languages: string[]): void {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

beforeEach(() => {
  document.head.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_FILES_ID}">${JSON.stringify(FILES)}</script>`;
});

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  preferLanguages(['en-US', 'en']);
});

describe('early-start: a first screen’s code and a visitor’s data are asked for at once', () => {
  it('the home page: the featured listings, its hero picture, its chunk and its stylesheet', async () => {
    await startFirstScreen({ pathname: paths.home, search: '' });
    expect(asked()).toEqual([
      data('/api/featured-roommates'),
      picture('/assets/hero-city-1.svg'),
      code('/assets/home-1.js'),
      style('/assets/home-1.css'),
      englishFont,
    ]);
  });

  it('Browse Listing: the first page of listings and its chunks', async () => {
    await startFirstScreen({ pathname: paths.browse, search: '' });
    expect(asked()).toEqual([
      data('/api/roommates'),
      code('/assets/browse-listings-1.js'),
      code('/assets/places-1.js'),
      englishFont,
    ]);
  });

  it('a search or a later page of Browse Listing: only the code (the address tells too little of the call)', async () => {
    await startFirstScreen({ pathname: paths.browse, search: '?city=Dhaka' });
    expect(asked()).toEqual([code('/assets/browse-listings-1.js'), code('/assets/places-1.js'), englishFont]);
  });

  it('a listing: the listing, its id spelled as the app spells it, its chunk and its stylesheet', async () => {
    await startFirstScreen({ pathname: paths.listing('mess seat/1'), search: '' });
    expect(asked()).toEqual([
      data(`/api/roommates/${encodeURIComponent('mess seat/1')}`),
      code('/assets/listing-details-1.js'),
      style('/assets/carousel-1.css'),
      englishFont,
    ]);
  });

  it('a listing address that is not a valid encoding: the code only', async () => {
    await startFirstScreen({ pathname: `${paths.listing('')}%E0%A4`, search: '' });
    expect(asked()).toEqual([
      code('/assets/listing-details-1.js'),
      style('/assets/carousel-1.css'),
      englishFont,
    ]);
  });

  it('a browser that may hold a session (lib/auth-session.ts): no data, whose reads carry a token', async () => {
    rememberSession(true);
    expect(mayBeSignedIn()).toBe(true);
    await startFirstScreen({ pathname: paths.browse, search: '' });
    expect(asked()).toEqual([code('/assets/browse-listings-1.js'), code('/assets/places-1.js'), englishFont]);

    rememberSession(false);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    await startFirstScreen({ pathname: paths.browse, search: '' });
    expect(asked()).toContainEqual(data('/api/roommates'));
  });

  it('asks for the data in the task that ran the script, and for each file after it in a task of its own', async () => {
    preferLanguages(['bn-BD', 'en']);
    const started = startFirstScreen({ pathname: paths.listing('1'), search: '' });
    // Each link starts its request as it is added: not all of them in the task that ran the script.
    // The data's comes first: added after the app had asked for the same address itself (its code
    // cached), the preload would be left for the app's next call there, with a token perhaps.
    expect(asked()).toEqual([data('/api/roommates/1')]);
    await started;
    expect(asked()).toEqual([
      data('/api/roommates/1'),
      code('/assets/bn-1.js'),
      style('/assets/bangla-font-1.css'),
      font('/assets/bengali-400.woff2'),
      code('/assets/listing-details-1.js'),
      style('/assets/carousel-1.css'),
    ]);
  });

  it('any other screen: its language’s font only; a page without the list: nothing', async () => {
    await startFirstScreen({ pathname: paths.signIn, search: '' });
    await startFirstScreen({ pathname: `${paths.listing('1')}/edit`, search: '' });
    expect(asked()).toEqual([englishFont, englishFont]);

    document.head.innerHTML = '';
    await startFirstScreen({ pathname: paths.home, search: '' });
    expect(asked()).toEqual([data('/api/featured-roommates')]);
  });
});

describe('early-start: Bangla’s catalogue, stylesheet and font, when the page starts in Bangla', () => {
  const bangla = [
    code('/assets/bn-1.js'),
    style('/assets/bangla-font-1.css'),
    font('/assets/bengali-400.woff2'),
  ];

  it('a browser that prefers Bangla: asked for with the screen’s code and data', async () => {
    preferLanguages(['bn-BD', 'en']);
    await startFirstScreen({ pathname: paths.browse, search: '' });
    expect(asked()).toEqual([
      data('/api/roommates'),
      ...bangla,
      code('/assets/browse-listings-1.js'),
      code('/assets/places-1.js'),
    ]);
  });

  it('a person who chose Bangla, on any screen; and English’s font for one who chose English', async () => {
    rememberLocale('bn');
    await startFirstScreen({ pathname: paths.signIn, search: '' });
    expect(asked()).toEqual(bangla);

    document.head.querySelectorAll('link').forEach((link) => link.remove());
    rememberLocale('en');
    preferLanguages(['bn-BD']);
    await startFirstScreen({ pathname: paths.signIn, search: '' });
    expect(asked()).toEqual([englishFont]);
  });

  it('decides the language as the app does (lib/i18n/locale.ts)', async () => {
    const cases: { languages: string[]; stored?: 'en' | 'bn' }[] = [
      { languages: ['en-US', 'en'] },
      { languages: ['bn-BD', 'en'] },
      { languages: ['bn'] },
      { languages: ['en-GB', 'bn-BD'] },
      { languages: ['fr-FR', 'bn'] },
      { languages: ['fr-FR'] },
      { languages: ['bn-BD'], stored: 'en' },
      { languages: ['en-US'], stored: 'bn' },
    ];
    for (const { languages, stored } of cases) {
      localStorage.clear();
      document.head.querySelectorAll('link').forEach((link) => link.remove());
      preferLanguages(languages);
      if (stored) rememberLocale(stored);
      await startFirstScreen({ pathname: paths.signIn, search: '' });
      expect(asked(), `${languages.join(',')} ${stored ?? ''}`).toEqual(
        initialLocale() === 'bn' ? bangla : [englishFont],
      );
    }
  });
});

describe('early-start: English’s font, when the page starts in English', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asked for on every screen, and nothing laid out to find a system font', async () => {
    const layouts = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const before = document.body.innerHTML;
    for (const pathname of [paths.home, paths.browse, paths.listing('1'), paths.signIn]) {
      document.head.querySelectorAll('link').forEach((link) => link.remove());
      await startFirstScreen({ pathname, search: '' });
      expect(asked().filter((link) => link.as === 'font')).toEqual([englishFont]);
    }
    expect(layouts).not.toHaveBeenCalled();
    expect(document.body.innerHTML).toBe(before);
  });

  it('not on a page that starts in Bangla, whose text is set in Noto Sans Bengali', async () => {
    preferLanguages(['bn-BD', 'en']);
    await startFirstScreen({ pathname: paths.browse, search: '' });
    expect(asked()).not.toContainEqual(englishFont);
    expect(asked()).toContainEqual(font('/assets/bengali-400.woff2'));
  });
});
