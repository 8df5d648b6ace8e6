import { expect, test, type Locator, type Page } from '@playwright/test';
import { pageLoader } from './helpers/page-loader';
import { holdRequests } from './helpers/hold-requests';
import { paths } from '../../web/src/config/paths';
import { noteFontAtFirstScreen, platformFonts } from './helpers/platform-fonts';
import { BROWSER_LANGUAGES } from './helpers/languages';

/**
 * docs/product.md, "Layout": the full-page loader of the first 2 seconds. It is
 * in the HTML itself (web/index.html), so it shows at the first byte, before
 * any script has run, and the first screen takes its place without moving.
 */

// With the home page's motion, as most people see it (the other spec files run with reduced
// motion, playwright.config.ts): the typewriter and the slider must not move the layout either.
test.use({ reducedMotion: 'no-preference' });

test('the loader is in the HTML itself, before any script has run', async ({ browser, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<div id="root">\s*<div class="boot-loader" role="status"[^>]*>[\s\S]*Loading\.\.\./);

  // A browser that runs no script at all still shows it.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(paths.browse);
    await expect(pageLoader(page)).toBeVisible();
    await expect(page.locator('.boot-loader__spinner')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the loader shows for 2 seconds and the first screen replaces it without a layout shift', async ({
  page,
}) => {
  // Before the page's own scripts: when the loader goes away, and every layout shift.
  await page.addInitScript(() => {
    const state = { shift: 0, shifts: [] as string[], loaderGoneAt: -1, loaderSeenAt: -1 };
    (window as unknown as { firstPaint: typeof state }).firstPaint = state;
    // The hero's typewriter line types letter by letter, and its cursor moves with
    // the letters: an animation inside one line, not the page moving. Any other
    // element that moves counts.
    const inTypewriterLine = (node: Node | null | undefined) => {
      const element = node instanceof Element ? node : node?.parentElement;
      return Boolean(element?.closest('.hero-slider p > span[aria-hidden="true"]'));
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources ?? [];
        if (sources.length > 0 && sources.every((source) => inTypewriterLine(source.node))) continue;
        state.shift += entry.value;
        const nodes = sources
          .map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : '#text'))
          .join(', ');
        state.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms (${nodes})`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const loaderShown = () =>
      [...document.querySelectorAll('[role="status"]')].some((node) => node.textContent === 'Loading...');
    new MutationObserver(() => {
      const shown = loaderShown();
      if (shown && state.loaderSeenAt < 0) state.loaderSeenAt = performance.now();
      if (!shown && state.loaderSeenAt >= 0 && state.loaderGoneAt < 0) state.loaderGoneAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  await page.goto('/', { waitUntil: 'commit' });
  await expect(pageLoader(page)).toBeVisible();
  await expect(pageLoader(page)).toBeHidden({ timeout: 6_000 });

  // The hero is there when the loader goes. The featured listings wait on their own
  // (docs/architecture.md, "Reading"): in a slot of their own size, so that their arrival,
  // however late on a busy machine, moves nothing; the shifts below include it.
  await expect(page.getByRole('region', { name: 'Welcome to Roommate Finder' })).toBeVisible();
  const featured = page.getByRole('region', { name: /Find Your Perfect Roommate/ });
  await expect(featured.getByRole('link', { name: /See more/ }).first()).toBeVisible();

  // Time to settle: the slider, the featured cards and the sections below them.
  await page.waitForTimeout(1_500);
  const state = await page.evaluate(
    () =>
      (
        window as unknown as {
          firstPaint: { shift: number; shifts: string[]; loaderGoneAt: number; loaderSeenAt: number };
        }
      ).firstPaint,
  );
  expect(state.loaderSeenAt, 'the loader was in the page as it was parsed').toBeGreaterThanOrEqual(0);
  expect(state.loaderGoneAt, 'the loader stayed for 2 seconds after the page started').toBeGreaterThanOrEqual(
    2_000,
  );
  expect(state.shift, `layout shifts: ${state.shifts.join('; ')}`).toBeLessThan(0.01);
});

test('the headline types once, from its first letter: nothing typed under the loader vanishes as the slider comes', async ({
  page,
}) => {
  // Every frame, the line the hero types (the slide in view, or the one drawn before the
  // slider), each time it changes, and whether the loader was still in the page.
  await page.addInitScript(() => {
    const typed: { text: string; underLoader: boolean }[] = [];
    (window as unknown as { heroTyped: typeof typed }).heroTyped = typed;
    const look = () => {
      const slide =
        document.querySelector('.hero-slider .swiper-slide-active') ?? document.querySelector('.hero-slider');
      const line = slide?.querySelector('p > span[aria-hidden="true"]');
      if (line) {
        // The typed letters, without the cursor that follows them.
        const text = (line.textContent ?? '').replace(/_$/, '');
        if (typed.at(-1)?.text !== text) {
          typed.push({ text, underLoader: document.querySelector('[data-page-loader]') !== null });
        }
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });

  await page.goto('/', { waitUntil: 'commit' });
  await expect(pageLoader(page)).toBeVisible();
  await expect(pageLoader(page)).toBeHidden({ timeout: 6_000 });
  const phrase = 'Find Your Perfect Roommate';
  const typed = () =>
    page.evaluate(
      () => (window as unknown as { heroTyped: { text: string; underLoader: boolean }[] }).heroTyped,
    );
  await expect.poll(async () => (await typed()).map((step) => step.text)).toContain(phrase);

  const steps = await typed();
  expect(
    steps.filter((step) => step.underLoader && step.text !== ''),
    'nothing is typed under the loader',
  ).toEqual([]);
  // Up to the whole first phrase, every change adds letters to what was there: none vanish.
  const untilPhrase = steps
    .slice(0, steps.findIndex((step) => step.text === phrase) + 1)
    .map((step) => step.text);
  const vanished = untilPhrase.filter(
    (text, index) => index > 0 && !text.startsWith(untilPhrase[index - 1]!),
  );
  expect(vanished, `typed: ${untilPhrase.join(' | ')}`).toEqual([]);
  expect(untilPhrase.length, 'typed letter by letter').toBeGreaterThan(10);
});

test('what animates under the loader stands still until the loader goes: the skeletons', async ({ page }) => {
  // The featured listings held back: their skeletons pulse under the loader and after it.
  const release = await holdRequests(page, /\/api\/featured-roommates/);
  await page.addInitScript(() => {
    const seen = { underLoader: { paused: 0, running: 0 }, after: 0 };
    (window as unknown as { animationsSeen: typeof seen }).animationsSeen = seen;
    // Every frame: the animations of the page under the loader (not the loader's own spinner),
    // while an element marked as the loader (the HTML's or React's) is in the page, and after.
    const look = () => {
      const shown = document.querySelector('[data-page-loader]') !== null;
      for (const animation of document.getAnimations()) {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        if (!target || target.closest('[data-page-loader], .boot-loader')) continue;
        if (shown) seen.underLoader[animation.playState === 'paused' ? 'paused' : 'running']++;
        else if (animation.playState === 'running') seen.after++;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });

  await page.goto('/', { waitUntil: 'commit' });
  await expect(pageLoader(page)).toBeVisible();
  await expect(pageLoader(page)).toBeHidden({ timeout: 6_000 });
  const featured = page.getByRole('region', { name: /Find Your Perfect Roommate/ });
  await expect(featured.getByRole('status')).toHaveText('Loading featured roommates...');
  const seen = () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            animationsSeen: { underLoader: { paused: number; running: number }; after: number };
          }
        ).animationsSeen,
    );
  await expect.poll(async () => (await seen()).after, 'the skeletons move now').toBeGreaterThan(0);
  const { underLoader } = await seen();
  expect(underLoader.paused, 'the skeletons were there under the loader').toBeGreaterThan(0);
  expect(underLoader.running, 'nothing under the loader moved').toBe(0);
  release();
  await expect(featured.getByRole('link', { name: /See more/ }).first()).toBeVisible();
});

test('the loader paints before the stylesheet arrives, and the app waits for it', async ({ page }) => {
  // The stylesheets held back, as on a slow network.
  const releaseStylesheet = await holdRequests(page, /\/assets\/[\w-]+\.css$/);
  await page.goto('/', { waitUntil: 'commit' });

  // The browser has painted the loader (its first contentful paint) with no stylesheet yet.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), {
      timeout: 2_000,
    })
    .toBe(1);
  // And the app has not replaced the HTML's loader: nothing of it shows unstyled.
  await page.waitForTimeout(500);
  await expect(page.locator('#root > .boot-loader')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  releaseStylesheet();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const styled = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(styled, 'the body has the stylesheet’s background').not.toBe('rgba(0, 0, 0, 0)');
});

test("the app's text is set in Noto Sans, ready before the first screen is drawn, with no font a browser must look up in vain", async ({
  page,
}) => {
  // Whether the font is ready, for regular and extra-bold text (the boldest the app sets), when
  // the screen's heading joins the page.
  const { readyAtFirstScreen } = await noteFontAtFirstScreen(page, 'Noto Sans', 'a', [400, 800]);
  // The font held back until a moment after the app's code has arrived, as on a slow network
  // (within the second the first screen waits for it): the screen waits for the font.
  const releaseFont = await holdRequests(page, /\/assets\/noto-sans-latin-wght-normal-[\w-]+\.woff2$/);
  const appArrived = page.waitForResponse(/\/assets\/app-[\w-]+\.js$/);
  await page.goto(paths.browse, { waitUntil: 'commit' });
  await appArrived;
  await page.waitForTimeout(300);
  releaseFont();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  expect(await readyAtFirstScreen()).toEqual({ 400: true, 800: true });
  const { loaderFont, appFont } = await page.evaluate(() => ({
    // The HTML loader's own style (index.html), as it was before any script ran.
    loaderFont: [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .find((rule) => rule.selectorText === '.boot-loader')?.style.fontFamily,
    appFont: getComputedStyle(document.body).fontFamily,
  }));
  // The loader shows before any font has arrived: the system's, as the app's falls back to.
  expect(loaderFont).toBe('system-ui, sans-serif');
  expect(appFont).toBe('"Noto Sans", system-ui, sans-serif');
  // Emoji fonts named in the stack cost a lookup each before the first layout (docs/architecture.md,
  // "The app's own font"); an emoji finds the system's emoji font without them. Nor
  // ui-sans-serif, which only Safari knows: every other browser looks it up in vain.
  expect(appFont).not.toMatch(/emoji|symbol|ui-sans-serif/i);
});

test("the slider's code is fetched only once the 2-second loader has gone", async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Welcome to Roommate Finder' });
  // The slider has taken the first slide's place.
  await expect(hero.locator('.swiper-initialized')).toBeVisible();
  const startedAt = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/hero-carousel-[\w-]+\.js$/.test(entry.name))?.startTime,
  );
  expect(startedAt, "the slider's chunk was fetched").toBeDefined();
  expect(startedAt!).toBeGreaterThanOrEqual(2000);
});

/** Whether what `element` holds is drawn: not skipped by content-visibility (docs/architecture.md, "What is off screen is not laid out"). */
const isDrawn = (element: Locator) =>
  element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));

/** One frame as watchFirstFrames saw it: each watched element's top and whether it was drawn. */
type Frame = { top: number; drawn: boolean }[];

/**
 * Before the page loads: once `count` elements match `selector`, looks at them in that frame and
 * the next two, each time once the frame has been drawn. The function returned reads the frames
 * seen so far.
 */
async function watchFirstFrames(
  page: Page,
  selector: string,
  count: number,
): Promise<() => Promise<Frame[]>> {
  await page.addInitScript(
    ([selector, count]) => {
      const frames: Frame[] = [];
      (window as unknown as { firstFrames: Frame[] }).firstFrames = frames;
      const watch = new MutationObserver(() => {
        const elements = document.querySelectorAll(selector);
        if (elements.length < count) return;
        watch.disconnect();
        const look = () => {
          frames.push(
            [...elements].map((element) => ({
              top: element.getBoundingClientRect().top,
              drawn: element.checkVisibility({ contentVisibilityAuto: true }),
            })),
          );
          if (frames.length < 3) requestAnimationFrame(() => setTimeout(look));
        };
        requestAnimationFrame(() => setTimeout(look));
      });
      watch.observe(document, { childList: true, subtree: true });
    },
    [selector, count] as const,
  );
  return () => page.evaluate(() => (window as unknown as { firstFrames: Frame[] }).firstFrames);
}

test("a footer on the first screen (a short page's) is drawn with it, from its first frame, and moves nothing", async ({
  page,
}) => {
  // The footer is laid out only as it comes near the viewport (docs/architecture.md, "What is off
  // screen is not laid out"); on a short page it is there at once, and must show at once.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const footerFrames = await watchFirstFrames(page, 'footer p', 1);
  await page.goto(paths.signIn);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect.poll(async () => (await footerFrames()).length).toBe(3);
  const frames = await footerFrames();
  expect(frames[0]![0]!.top, 'the footer is on the first screen').toBeLessThan(1000);
  expect(frames.flat().every((text) => text.drawn)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true });

  test("Browse Listing's cards and footer below the first screen are laid out only as they come near, and show when scrolled to", async ({
    page,
  }) => {
    await page.goto(paths.browse);
    const cards = page.getByRole('region', { name: 'Listings' }).locator('tbody tr');
    await expect(cards.first()).toBeAttached();
    // The last card is far below the first screen: its content is skipped (not laid out or drawn).
    const last = cards.last();
    const lastCell = last.locator('td').first();
    expect(await isDrawn(lastCell)).toBe(false);
    // Nor is the footer's, below them all: its box holds its place, its text is skipped.
    const footer = page.getByRole('contentinfo');
    const footerText = footer.getByText(/All rights reserved/);
    expect(await isDrawn(footerText)).toBe(false);
    const heldHeight = (await footer.boundingBox())!.height;
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole('link', { name: /See more/ })).toBeVisible();
    // Chromium decides what content-visibility skips at its next rendering step after the scroll,
    // which may come after the link counts as visible: asked again until then (a single look came
    // too early once, in a full run on two busy cores).
    await expect.poll(() => isDrawn(lastCell)).toBe(true);
    await footerText.scrollIntoViewIfNeeded();
    await expect(footerText).toBeVisible();
    await expect.poll(() => isDrawn(footerText)).toBe(true);
    // Until then it held its place with its own height, or a little more (index.css): drawn, it
    // moves nothing above it, and what lay under its text was the footer, not the page.
    const drawnHeight = (await footer.boundingBox())!.height;
    expect(heldHeight).toBeGreaterThanOrEqual(drawnHeight);
    expect(heldHeight - drawnHeight).toBeLessThan(80);
  });

  test("Browse Listing's first frame lays out only the cards it keeps: each holds a card's height until drawn", async ({
    page,
  }) => {
    // Which cards are drawn in each of the first three frames after the twenty are put in.
    const cardFrames = await watchFirstFrames(page, 'main tbody tr > td:first-child', 20);
    await page.goto(paths.browse);
    await expect.poll(async () => (await cardFrames()).length).toBe(3);
    const [first, ...later] = (await cardFrames()).map((frame) =>
      frame.map((card) => (card.drawn ? 'D' : '-')).join(''),
    );
    // Some cards drawn, the last far below skipped, and none drawn in the first frame to be dropped
    // in the next: Chromium placed the skipped cards by the height they hold (index.css).
    expect(first).toMatch(/^D+-+$/);
    expect(later).toEqual([first, first]);

    // That height is a card's own: the last card's, before and once it is drawn.
    const last = page.getByRole('region', { name: 'Listings' }).locator('tbody tr').last();
    const held = (await last.boundingBox())!.height;
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => isDrawn(last.locator('td').first())).toBe(true);
    const drawn = (await last.boundingBox())!.height;
    expect(Math.abs(held - drawn)).toBeLessThan(32);
  });

  test("Browse Listing's form sets no Bangla in an English first layout: its lists are sized by the option chosen", async ({
    page,
  }) => {
    // docs/architecture.md, "The app's own font": a list sized by its widest option has the browser
    // set every option's text before the first screen is drawn, the cities' Bangla names in an
    // English page too, each size of it a look-up of the system's fonts; and so does a placeholder.
    await page.goto(paths.browse);
    await expect(pageLoader(page)).toHaveCount(0, { timeout: 5_000 });
    expect(await page.getByLabel('Place').getAttribute('placeholder')).not.toMatch(/[\u0980-\u09ff]/);
    const city = page.getByLabel('City');
    // The width the list would ask for of itself, and the width it has: the form's, whatever the
    // option (nor does a long option widen a narrow phone's form: layout.spec.ts).
    const ownWidth = () =>
      city.evaluate((select) => {
        const has = select.getBoundingClientRect().width;
        select.style.width = 'max-content';
        const { width } = select.getBoundingClientRect();
        select.style.width = '';
        return { has, width };
      });
    const withAnyCity = await ownWidth();
    await city.selectOption({ label: 'Mymensingh (ময়মনসিংহ)' });
    const withMymensingh = await ownWidth();
    expect(withMymensingh.width).toBeGreaterThan(withAnyCity.width + 40);
    expect(withMymensingh.has).toBe(withAnyCity.has);
  });

  for (const { locale, lang } of BROWSER_LANGUAGES) {
    test.describe(`for a browser preferring ${locale}`, () => {
      test.use({ locale });

      test("the home page's sections below the first screen each hold about their own height until drawn", async ({
        page,
      }) => {
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const sections = page.locator('main section.below-the-fold');
        await expect(sections).toHaveCount(5);
        await expect(page.locator('[data-page-loader]')).toHaveCount(0);
        // The last section, far below the first screen, is skipped: its box is the height it holds.
        expect(await isDrawn(sections.last().locator('h2'))).toBe(false);
        const boxes = async () =>
          sections.evaluateAll((elements) =>
            elements.map((element) => element.getBoundingClientRect().height),
          );
        const held = await boxes();
        for (const section of await sections.all()) {
          await section.scrollIntoViewIfNeeded();
          await expect.poll(() => isDrawn(section.locator('*').first())).toBe(true);
        }
        // Each holds its own (index.css, `--section-height`), within a few lines: the 40rem they all
        // held before (and their padding) was ten times the marquee's height and two thirds of the
        // introduction's on a phone.
        const drawn = await boxes();
        for (const [index, height] of held.entries()) {
          expect(
            Math.abs(height - drawn[index]!),
            `section ${index + 1}: held ${height}, drawn ${drawn[index]}`,
          ).toBeLessThan(112);
        }
      });
    });
  }

  /**
   * docs/architecture.md, "The app's own font": every text of a first screen is drawn in Noto Sans,
   * the font the page brings, and none in a font the browser had to find on the system (for each
   * size and weight of text, before the screen's first layout).
   */
  const firstScreens = [
    { name: 'the home page', path: async () => '/' },
    { name: 'Browse Listing', path: async () => paths.browse },
    { name: 'a listing', path: async (id: string) => paths.listing(id) },
  ];
  for (const screen of firstScreens) {
    test(`${screen.name}: all its text is drawn in Noto Sans`, async ({ page, request }) => {
      const featured = (await (await request.get('/api/featured-roommates')).json()) as { _id: string }[];
      await page.goto(await screen.path(featured[0]!._id));
      await expect(pageLoader(page)).toHaveCount(0, { timeout: 5_000 });
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await page.waitForLoadState('networkidle');
      // What the browser lays out with text of its own: not what is not displayed, nor what
      // content-visibility skips.
      await page.evaluate(() => {
        for (const element of document.body.querySelectorAll('*')) {
          const ownText = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          if (ownText && element.checkVisibility({ contentVisibilityAuto: true })) {
            element.setAttribute('data-drawn-text', '');
          }
        }
      });
      const drawn = page.locator('[data-drawn-text]');
      const texts = await drawn.allTextContents();
      const fonts = await platformFonts(page, drawn);
      // A place's Bangla name beside its English one ("Dhaka (ঢাকা)"): Noto Sans's Latin file has
      // no Bengali letters, which the system's Bengali font draws.
      const bengali = /[\u0980-\u09ff]/;
      const checked = texts
        .map((text, index) => ({ text, fonts: fonts[index] ?? null }))
        .filter((element): element is { text: string; fonts: string[] } => element.fonts !== null);
      expect(checked.length).toBeGreaterThan(10);
      const notInNotoSans = checked.filter(
        ({ text, fonts }) => !fonts.includes('Noto Sans') || (!bengali.test(text) && fonts.length > 1),
      );
      expect(notInNotoSans).toEqual([]);
    });
  }
});

/**
 * docs/architecture.md, "Keeping the first page light": the first screens' code and a visitor's
 * data are asked for by web/src/early-start.ts while the app's code is still on its way, and the
 * app is handed what was asked for instead of asking again.
 */
test.describe('a first screen starts loading with the app, not after it', () => {
  const screens = [
    {
      name: 'the home page',
      path: async () => '/',
      chunk: /\/assets\/home-[\w-]+\.js$/,
      data: '/api/featured-roommates',
    },
    {
      name: 'Browse Listing',
      path: async () => paths.browse,
      chunk: /\/assets\/browse-listings-[\w-]+\.js$/,
      data: '/api/roommates',
    },
    {
      name: 'a listing',
      path: async (id: string) => paths.listing(id),
      chunk: /\/assets\/listing-details-[\w-]+\.js$/,
      data: '/api/roommates/',
    },
  ];
  for (const screen of screens) {
    test(`${screen.name}: its code and data are asked for while the app's code is held back, once`, async ({
      page,
      request,
    }) => {
      const featured = (await (await request.get('/api/featured-roommates')).json()) as { _id: string }[];
      const id = featured[0]!._id;
      const path = await screen.path(id);
      const dataPath = screen.data.endsWith('/') ? `${screen.data}${id}` : screen.data;
      const asked = pathsAsked(page);
      const releaseApp = await holdRequests(page, /\/assets\/app-[\w-]+\.js$/);

      await page.goto(path, { waitUntil: 'commit' });
      await expect.poll(() => asked.some((url) => screen.chunk.test(url)), { timeout: 5_000 }).toBe(true);
      await expect.poll(() => asked.filter((url) => url === dataPath).length, { timeout: 5_000 }).toBe(1);

      releaseApp();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(pageLoader(page)).toHaveCount(0, { timeout: 5_000 });
      // The screen shows what was fetched early, without asking for it again.
      expect(asked.filter((url) => url === dataPath)).toHaveLength(1);
    });
  }

  test("the home page: the hero's first picture too, the same file the hero then shows, once", async ({
    page,
  }) => {
    const asked = pathsAsked(page);
    const releaseApp = await holdRequests(page, /\/assets\/app-[\w-]+\.js$/);

    await page.goto('/', { waitUntil: 'commit' });
    await expect
      .poll(() => asked.filter((url) => HERO_PICTURE.test(url)), { timeout: 5_000 })
      .toHaveLength(1);

    releaseApp();
    const hero = page.getByRole('region', { name: 'Welcome to Roommate Finder' });
    const shown = hero.locator('img').first();
    await expect(shown).toBeVisible();
    const src = new URL((await shown.evaluate((image: HTMLImageElement) => image.currentSrc)) || '/')
      .pathname;
    expect(asked.filter((url) => HERO_PICTURE.test(url))).toEqual([src]);
  });

  test("a listing: its gallery's first photo is asked for as soon as the listing is read, before the screen is drawn, and shown from that one request", async ({
    page,
    request,
  }) => {
    const listing = (await (await request.get('/api/roommates/demo-khulna-sonadanga')).json()) as {
      photos: { url: string; thumbUrl: string }[];
    };
    const cover = listing.photos[0]!;
    const coverFiles = [cover.url, cover.thumbUrl];
    // When the gallery's first picture is put in the page, by the page's own clock.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('img[srcset*="/photos/listings/"]')) return;
        (window as { galleryDrawnAt?: number }).galleryDrawnAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const asked = pathsAsked(page);
    // The screen is drawn once English's font has come (or after a second without it): held, the
    // font keeps the screen undrawn while the listing is read.
    const releaseFont = await holdRequests(page, /\/assets\/noto-sans-latin-wght-[\w-]+\.woff2$/);

    await page.goto(paths.listing('demo-khulna-sonadanga'), { waitUntil: 'commit' });
    await expect
      .poll(() => asked.filter((url) => coverFiles.includes(url)), { timeout: 5_000 })
      .toHaveLength(1);
    releaseFont();
    const gallery = page.getByRole('region', { name: 'Photos of the place' });
    const shown = gallery.locator('img').first();
    await expect(shown).toHaveJSProperty('complete', true);
    const timing = await shown.evaluate((image: HTMLImageElement) => {
      const file = performance.getEntriesByName(image.currentSrc)[0];
      return {
        file: new URL(image.currentSrc).pathname,
        askedAt: file?.startTime,
        drawnAt: (window as { galleryDrawnAt?: number }).galleryDrawnAt,
      };
    });
    expect(timing.askedAt).toBeLessThan(timing.drawnAt!);
    expect(asked.filter((url) => coverFiles.includes(url))).toEqual([timing.file]);
  });

  test("Browse Listing and a listing do not ask for the home page's hero picture", async ({
    page,
    request,
  }) => {
    const asked = pathsAsked(page);
    const featured = (await (await request.get('/api/featured-roommates')).json()) as { _id: string }[];
    for (const path of [paths.browse, paths.listing(featured[0]!._id)]) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(pageLoader(page)).toHaveCount(0, { timeout: 5_000 });
    }
    expect(asked.filter((url) => HERO_PICTURE.test(url))).toEqual([]);
  });
});

/** The path of every request the page makes from now on, in the order it makes them (filled as they go). */
function pathsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  return asked;
}

/** The home page's hero: its first slide's picture (web/src/config/routes.ts, `firstScreen.picture`). */
const HERO_PICTURE = /\/assets\/hero-city-[\w-]+\.svg$/;

// docs/architecture.md, "Keeping the first page light": a picture in an SVG file is a document
// of its own, which the browser builds on the main thread (4-15 ms a file here).
test("Browse Listing and a listing fetch no SVG file: a visitor's avatar, the footer's icons and the tab's icon", async ({
  page,
  request,
}) => {
  const svgs: string[] = [];
  page.on('response', (response) => {
    if (response.headers()['content-type']?.startsWith('image/svg+xml'))
      svgs.push(new URL(response.url()).pathname);
  });
  const featured = (await (await request.get('/api/featured-roommates')).json()) as { _id: string }[];
  for (const path of [paths.browse, paths.listing(featured[0]!._id)]) {
    await page.goto(path);
    await expect(pageLoader(page)).toHaveCount(0, { timeout: 5_000 });
    await expect(page.locator('[data-avatar="placeholder"]')).toBeVisible();
    // The footer, and the icons in it, in view too.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: /Facebook/ }).locator('svg path')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(svgs).toEqual([]);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('type', 'image/png');
});
