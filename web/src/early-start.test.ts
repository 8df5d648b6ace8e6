import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { mayBeSignedIn, rememberSession } from '@/lib/auth-session';
import { initialLocale, rememberLocale } from '@/lib/i18n/locale';
import { FIRST_SCREEN_FILES_ID, type FirstScreenFiles } from './config/first-screens';
import { browse, listing } from './config/routes';
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
    ]);
  });

  it('Browse Listing: the first page of listings and its chunks', async () => {
    await startFirstScreen({ pathname: paths.browse, search: '' });
    expect(asked()).toEqual([
      data('/api/roommates'),
      code('/assets/browse-listings-1.js'),
      code('/assets/places-1.js'),
    ]);
  });

  it('a search or a later page of Browse Listing: only the code (the address tells too little of the call)', async () => {
    await startFirstScreen({ pathname: paths.browse, search: '?city=Dhaka' });
    expect(asked()).toEqual([code('/assets/browse-listings-1.js'), code('/assets/places-1.js')]);
  });

  it('a listing: the listing, its id spelled as the app spells it, its chunk and its stylesheet', async () => {
    await startFirstScreen({ pathname: paths.listing('mess seat/1'), search: '' });
    expect(asked()).toEqual([
      data(`/api/roommates/${encodeURIComponent('mess seat/1')}`),
      code('/assets/listing-details-1.js'),
      style('/assets/carousel-1.css'),
    ]);
  });

  it('a listing address that is not a valid encoding: the code only', async () => {
    await startFirstScreen({ pathname: `${paths.listing('')}%E0%A4`, search: '' });
    expect(asked()).toEqual([code('/assets/listing-details-1.js'), style('/assets/carousel-1.css')]);
  });

  it('a browser that may hold a session (lib/auth-session.ts): no data, whose reads carry a token', async () => {
    rememberSession(true);
    expect(mayBeSignedIn()).toBe(true);
    await startFirstScreen({ pathname: paths.browse, search: '' });
    expect(asked()).toEqual([code('/assets/browse-listings-1.js'), code('/assets/places-1.js')]);

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

  it('any other screen, or a page without the list: nothing', async () => {
    await startFirstScreen({ pathname: paths.signIn, search: '' });
    await startFirstScreen({ pathname: `${paths.listing('1')}/edit`, search: '' });
    expect(asked()).toEqual([]);

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

  it('a person who chose Bangla, on any screen; and none for one who chose English', async () => {
    rememberLocale('bn');
    await startFirstScreen({ pathname: paths.signIn, search: '' });
    expect(asked()).toEqual(bangla);

    document.head.querySelectorAll('link').forEach((link) => link.remove());
    rememberLocale('en');
    preferLanguages(['bn-BD']);
    await startFirstScreen({ pathname: paths.signIn, search: '' });
    expect(asked()).toEqual([]);
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
      expect(asked().length > 0, `${languages.join(',')} ${stored ?? ''}`).toBe(initialLocale() === 'bn');
    }
  });
});

describe('early-start: the fonts of the screen’s text are found before the app draws it', () => {
  /** Each element laid out on its own (getBoundingClientRect), as it was then. */
  function recordLayouts() {
    const laidOut: {
      text: string;
      fontSize: string;
      fontWeight: string;
      hidden: boolean;
      inPage: boolean;
    }[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      laidOut.push({
        text: this.textContent ?? '',
        fontSize: this.style.fontSize,
        fontWeight: this.style.fontWeight,
        hidden: this.style.visibility === 'hidden' && this.getAttribute('aria-hidden') === 'true',
        inPage: this.isConnected,
      });
      return new DOMRect();
    });
    return laidOut;
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lays out a hidden sample in each of the screen’s text styles after its links, then takes it away', async () => {
    const laidOut = recordLayouts();
    const before = document.body.innerHTML;
    const started = startFirstScreen({ pathname: paths.listing('1'), search: '' });
    // Not in the task that ran the script, which asks for the data.
    expect(laidOut).toEqual([]);
    await started;
    expect(laidOut).toEqual(
      listing.firstScreen.textStyles.map(([size, weight]) => ({
        // A letter and a digit.
        text: 'a1',
        fontSize: `${size}px`,
        fontWeight: String(weight),
        hidden: true,
        inPage: true,
      })),
    );
    expect(asked()).toHaveLength(3);
    expect(document.body.innerHTML).toBe(before);
  });

  it('each screen its own styles; any other screen, none', async () => {
    const laidOut = recordLayouts();
    await startFirstScreen({ pathname: paths.browse, search: '?city=Dhaka' });
    expect(laidOut.map(({ fontSize, fontWeight }) => [parseInt(fontSize), Number(fontWeight)])).toEqual(
      browse.firstScreen.textStyles,
    );

    laidOut.length = 0;
    await startFirstScreen({ pathname: paths.signIn, search: '' });
    expect(laidOut).toEqual([]);
  });

  it('none on a page that starts in Bangla, whose text is set in a font of the page’s own', async () => {
    const laidOut = recordLayouts();
    preferLanguages(['bn-BD', 'en']);
    await startFirstScreen({ pathname: paths.browse, search: '' });
    expect(asked()).toContainEqual(data('/api/roommates'));
    expect(laidOut).toEqual([]);
  });
});
