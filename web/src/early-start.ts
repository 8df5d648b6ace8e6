/**
 * The first thing the page runs (index.html loads it, async, with the app's own code): when the
 * address is one of the first screens (config/first-screens.ts), it asks for that screen's code
 * (with its stylesheets), its first picture (the home page's hero) and, for a visitor, its data,
 * at once; and on any page, for its language's font (in Bangla, with Bangla's catalogue and
 * stylesheet). Without it they start only once the app's code (the largest file) has arrived and
 * run, one round trip after another on a slow phone network. The app then imports and fetches the
 * same files as ever, and the browser hands it what has arrived or is on its way
 * (docs/architecture.md, "Keeping the first page light").
 *
 * It shares no code with the app, so that it stays one small file that waits for nothing.
 */
import {
  FIRST_SCREEN_FILES_ID,
  FIRST_SCREENS,
  type FirstScreen,
  type FirstScreenFiles,
} from './config/first-screens';

/** lib/auth-session.ts's hint that this browser may hold a session (early-start.test.ts checks they agree). */
const SESSION_HINT_KEY = 'roommate-finder:session';

/**
 * A visitor, as lib/auth-session.ts's `mayBeSignedIn` tells: a signed-in person's reads carry their
 * ID token, which this script does not have, so only a visitor's data is asked for here.
 */
function isVisitor(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === null;
  } catch {
    return false;
  }
}

/** lib/i18n/locale.ts's remembered choice of language (early-start.test.ts checks they agree). */
const LOCALE_STORAGE_KEY = 'roommate-finder:locale';

/** Whether the page starts in Bangla, as lib/i18n/locale.ts's `initialLocale` decides. */
function startsInBangla(): boolean {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    if (stored === 'bn' || stored === 'en') return stored === 'bn';
  } catch {
    // Storage blocked: the browser's languages decide.
  }
  const preferred = (navigator.languages ?? [navigator.language]).map(
    (tag) => tag.toLowerCase().split('-')[0],
  );
  const bangla = preferred.indexOf('bn');
  const english = preferred.indexOf('en');
  return bangla !== -1 && (english === -1 || bangla < english);
}

function addLink(
  rel: 'modulepreload' | 'preload',
  href: string,
  as?: 'fetch' | 'font' | 'image' | 'style',
): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as === 'image') {
    // The picture the screen shows first and largest: as the <img> asks for it (no CORS), and
    // before the rest.
    link.setAttribute('fetchpriority', 'high');
  } else {
    // The app's module imports, its fetch() calls, its FontFace loads and the stylesheets Vite adds
    // for a chunk are CORS requests without credentials beyond same-origin ones; a preload is
    // handed only to a request made the same way.
    link.crossOrigin = 'anonymous';
  }
  if (as) link.setAttribute('as', as);
  if (as === 'font') link.type = 'font/woff2';
  document.head.append(link);
}

/** The files the build listed in index.html. */
function listedFiles(): FirstScreenFiles {
  try {
    const listed = JSON.parse(
      document.getElementById(FIRST_SCREEN_FILES_ID)?.textContent ?? 'null',
    ) as FirstScreenFiles | null;
    if (listed) return listed;
  } catch {
    // Nothing listed: nothing asked for early; the app asks as it always does.
  }
  return { screens: {}, english: { fonts: [] }, bangla: { code: [], styles: [], fonts: [] } };
}

/** One link for addLink to add: what it takes. */
type Ask = Parameters<typeof addLink>;

/** The first screen at `location`, if it is one, and what the address tells of its data. */
type FirstScreenAt = { screen: FirstScreen; data?: string } | undefined;

function firstScreenAt(location: Pick<Location, 'pathname' | 'search'>): FirstScreenAt {
  for (const screen of FIRST_SCREENS) {
    const found = screen.match(location.pathname, location.search);
    if (found) return { screen, data: found.data };
  }
  return undefined;
}

/** What the page asks for at once, in the order it asks. */
function firstScreenAsks(at: FirstScreenAt, bangla: boolean): Ask[] {
  const files = listedFiles();
  const asks: Ask[] = [];
  const screenFiles = at && files.screens[at.screen.module];
  // The screen's data first, in the task that ran this script (startFirstScreen): a preload of the
  // API call added after the app has made that call itself (its code cached, on a later visit)
  // would be left for the next call to the same address, which may carry a signed-in person's token.
  if (at?.data !== undefined && isVisitor()) asks.push(['preload', at.data, 'fetch']);
  // Bangla's catalogue, stylesheet and font, which every page in Bangla waits for
  // (lib/i18n/load-messages.ts).
  if (bangla) {
    for (const file of files.bangla.code) asks.push(['modulepreload', file]);
    for (const file of files.bangla.styles) asks.push(['preload', file, 'style']);
    for (const file of files.bangla.fonts) asks.push(['preload', file, 'font']);
  }
  for (const file of screenFiles?.pictures ?? []) asks.push(['preload', file, 'image']);
  for (const file of screenFiles?.code ?? []) asks.push(['modulepreload', file]);
  for (const file of screenFiles?.styles ?? []) asks.push(['preload', file, 'style']);
  // English's font, which every English page waits for too (lib/i18n/load-messages.ts), but at
  // most a second, and a third of the app's code's size: asked for after the screen's files.
  if (!bangla) for (const file of files.english.fonts) asks.push(['preload', file, 'font']);
  return asks;
}

/** A task of its own, without the clamp that nested timers get. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Adds the page's links (firstScreenAsks), the first (the data's) at once and each of the others
 * in a task of its own: each link starts its request then and there, a millisecond or more of the
 * main thread each, and all of them in the one task that ran this script made it a long task (the
 * seven to nine of a page in Bangla took 4-18 ms in quiet loads here, and made a task of 10-44 ms
 * in Lighthouse's trace of a listing). Resolves once all are added.
 */
export async function startFirstScreen(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const at = firstScreenAt(location);
  const bangla = startsInBangla();
  for (const [index, ask] of firstScreenAsks(at, bangla).entries()) {
    if (index > 0) await nextTask();
    addLink(...ask);
  }
}

void startFirstScreen(window.location);
