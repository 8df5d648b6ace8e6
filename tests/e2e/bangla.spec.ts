/**
 * The site in Bangla (docs/product.md, "Languages"): the switch in the navigation bar
 * (and in the phone menu), the choice kept across a reload with `<html lang="bn">`, every
 * route signed out and signed in at desktop and phone width with no English word left in
 * the navigation, footer, headings, buttons, labels, listed facts and dialogs (user content, e-mail
 * addresses and the brand name excepted), no serious or critical axe violation, no breach of
 * the Content Security Policy, and a screenshot of each in the test output (test-results/e2e/<test>/bn-<route>-<width>.png);
 * Bangla digits in rents, counts and the users screen; a rent typed "৮০০০" stored as
 * 8000; and "মিরপুর" finding the Mirpur listings.
 */
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { Listing } from '@roommate-finder/contract/listing';
import { api } from '../support/api';
import { grantModerator } from '../support/auth-emulator';
import { accountsAndListings } from '../support/listings';
import { signInThroughForm } from './helpers/accounts';
import { axeViolations } from './helpers/axe';
import { cspViolations, watchCsp } from './helpers/csp';
import {
  demoListing,
  inGroups,
  moderatorPaths,
  routeTitle,
  SIGNED_IN_ROUTES,
  VIEWPORT_NAMES,
  VIEWPORTS,
  VISITOR_ROUTES,
  type SignedInRoute,
  type VisitorRoute,
} from './helpers/routes';
import { holdRequests } from './helpers/hold-requests';
import { openInApp } from './helpers/open-in-app';
import { noteFontAtFirstScreen, platformFonts } from './helpers/platform-fonts';
import { signedInTest } from './helpers/signed-in';
import { paths } from '../../web/src/config/paths';

const { accounts, listings, deleteAll } = accountsAndListings();
test.afterAll(deleteAll);

const LOCALE_KEY = 'roommate-finder:locale';
/** The address of one of the Bangla font's two files, as the build names it (load-messages.ts). */
const banglaFontFile = (subset: 'bengali' | 'latin') =>
  new RegExp(`noto-sans-bengali-${subset}-400-normal-[\\w-]+\\.woff2$`);
const BANGLA_DIGITS = /[০-৯]/;

/** What an owner wrote in a listing (shown as written, in any language), as the scan exempts it. */
type Written = Pick<Listing, 'title' | 'location' | 'roomType' | 'description' | 'contactInfo' | 'name'> & {
  lifestylePreferences: string | readonly string[];
};
const writtenIn = (listing: Written): string[] =>
  [
    listing.title,
    listing.location,
    listing.roomType,
    listing.description,
    listing.contactInfo,
    listing.name,
    ...[listing.lifestylePreferences].flat(),
  ].filter((text): text is string => Boolean(text));

/** Everything the owners of the featured listings wrote (the home page and a listing's page show it). */
async function featuredWriting(): Promise<string[]> {
  return (await api<Listing[]>('/featured-roommates')).body.flatMap(writtenIn);
}

/** The full-page loader in Bangla, gone. */
async function waitForLoader(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^লোড হচ্ছে\.\.\.$/ })).toBeHidden({
    timeout: 10_000,
  });
}

/** The language switch: in the bar on a desktop, in the menu behind the hamburger on a phone. */
async function languageSwitch(page: Page, name: 'বাংলা' | 'English'): Promise<Locator> {
  const button = page
    .getByRole('navigation', { name: /^(Main|প্রধান মেনু)$/ })
    .getByRole('button', { name, exact: true });
  const menu = page.getByRole('button', { name: name === 'বাংলা' ? 'Menu' : 'মেনু', exact: true });
  // Waits for the bar to be drawn (the page may still be loading): one of the two shows.
  await expect(button.or(menu).filter({ visible: true }).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await expect(button).toBeVisible();
  return button;
}

/** Switches to Bangla from the keyboard, as a person would with Tab and Enter. */
async function switchToBangla(page: Page) {
  const button = await languageSwitch(page, 'বাংলা');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // On a phone the menu closes after the switch: the link is there, hidden.
  await expect(
    page
      .getByRole('navigation', { name: 'প্রধান মেনু' })
      .getByRole('link', { name: 'হোম', exact: true, includeHidden: true }),
  ).toBeAttached();
}

/**
 * The English words the page still shows where it speaks for itself: visible text of the
 * navigation, footer, headings, buttons, labels, table heads, the terms and values of
 * description lists (a listing's facts), badges (`data-badge`: verified, availability, match, stale), dialogs, and the page title. Text marked translate="no" (what people wrote, the brand) or lang="en" (the
 * switch's "English"), e-mail addresses and the names of other companies do not count.
 */
async function englishLeft(page: Page, userContent: string[] = []): Promise<string[]> {
  return page.evaluate((exempt) => {
    const KEPT = new Set(['Roommate', 'Finder', 'Google', 'URL', 'https']);
    const selectors =
      'nav, footer, h1, h2, h3, h4, button, label, legend, th, dt, dd, summary, [data-badge], [role="dialog"], .swal2-popup';
    const found = new Set<string>();
    const textOf = (element: Element): string => {
      if (element.closest('[translate="no"], [lang="en"]')) return '';
      let text = '';
      for (const child of element.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
        else if (child instanceof HTMLElement) {
          if (child.closest('[translate="no"], [lang="en"]')) continue;
          const style = getComputedStyle(child);
          if (style.display === 'none' || style.visibility === 'hidden') continue;
          text += ` ${textOf(child)} `;
        }
      }
      return text;
    };
    const texts = [...document.querySelectorAll(selectors)].map(textOf);
    texts.push(document.title);
    for (const text of texts) {
      const words = exempt
        .reduce((rest, content) => rest.split(content).join(' '), text)
        .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
        .match(/[A-Za-z]+/g);
      for (const word of words ?? []) if (!KEPT.has(word)) found.add(word);
    }
    return [...found];
  }, userContent);
}

async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  [path, userContent]: [string, string[]],
  size: string,
) {
  await test.step(path, async () => {
    await watchCsp(page);
    await openInApp(page, path);
    await waitForLoader(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await expect(page.getByText('বাছাই করা রুমমেট লোড হচ্ছে...')).toBeHidden();
    expect.soft(await englishLeft(page, userContent), `${path}: English words left`).toEqual([]);

    expect
      .soft(
        await axeViolations(page, ['serious', 'critical']),
        `${path}: no serious or critical axe violation`,
      )
      .toEqual([]);

    const name = path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
    await page.screenshot({ path: testInfo.outputPath(`bn-${name}-${size}.png`), fullPage: true });
    // Bangla brings its own font and texts: the policy allows them as it does English's.
    expect
      .soft(await cspViolations(page), `${path} breaks no rule of the Content Security Policy`)
      .toEqual([]);
  });
}

for (const size of VIEWPORT_NAMES) {
  test.describe(`in Bangla at ${size} width`, () => {
    test.use({ viewport: VIEWPORTS[size], reducedMotion: 'reduce' });

    test('the switch turns the site to Bangla, and the choice holds after a reload', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await switchToBangla(page);
      await page.reload();
      await waitForLoader(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)).toBe('bn');
      await expect(page.getByRole('heading', { name: 'সচরাচর জিজ্ঞাসা' })).toBeVisible();

      // And back: the switch now reads "English".
      await (await languageSwitch(page, 'English')).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    });

    for (const names of inGroups(Object.keys(VISITOR_ROUTES) as VisitorRoute[])) {
      test(`a visitor opens every route in Bangla: ${names.map(routeTitle).join(', ')}`, async ({
        page,
      }, testInfo) => {
        test.setTimeout(120_000);
        const demo = await demoListing();
        await page.addInitScript((key) => localStorage.setItem(key, 'bn'), LOCALE_KEY);
        // What owners wrote stays as they wrote it (a listing's title is in the page's title too);
        // everything around it, the facts' names included, is in Bangla.
        const written = await featuredWriting();
        for (const name of names) {
          await checkScreen(page, testInfo, [VISITOR_ROUTES[name]({ demo: demo._id }), written], size);
        }
      });
    }

    for (const names of inGroups(Object.keys(SIGNED_IN_ROUTES) as SignedInRoute[])) {
      // The worker's signed-in person (helpers/signed-in.ts), who chose Bangla.
      signedInTest(
        `a signed-in person opens every route in Bangla: ${names.map(routeTitle).join(', ')}`,
        async ({ page, signedIn: { own, conversation, writer } }, testInfo) => {
          test.setTimeout(120_000);
          const featured = await demoListing();
          await page.addInitScript((key) => localStorage.setItem(key, 'bn'), LOCALE_KEY);
          const written = await featuredWriting();
          for (const name of names) {
            const path = SIGNED_IN_ROUTES[name]({ demo: featured._id, own: own.id, conversation });
            // Names are what people wrote too: the conversation's other person's, in 'Block {name}'.
            await checkScreen(
              page,
              testInfo,
              [path, [...written, ...writtenIn(own.input), writer.name]],
              size,
            );
          }
        },
      );
    }

    // The worker's signed-in person (helpers/signed-in.ts), who chose Bangla: the delete question is cancelled.
    signedInTest(
      'a dialog speaks Bangla: the delete question and the report dialog',
      async ({ page, signedIn: { own } }, testInfo) => {
        const featured = await demoListing();
        await page.addInitScript((key) => localStorage.setItem(key, 'bn'), LOCALE_KEY);

        // The delete question of My Listings, in Bangla; cancelled.
        await page.goto(paths.myListings);
        await waitForLoader(page);
        await page.getByRole('button', { name: `মুছুন: ${own.input.title}` }).click();
        const dialog = page.getByRole('dialog', { name: 'আপনি কি নিশ্চিত?' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'হ্যাঁ, মুছে ফেলুন!' })).toBeVisible();
        expect(await englishLeft(page)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`bn-delete-dialog-${size}.png`) });
        await dialog.getByRole('button', { name: 'বাতিল' }).click();
        await expect(dialog).toBeHidden();

        // The report dialog of someone else's listing, in Bangla; cancelled.
        await page.goto(paths.listing(featured._id));
        await waitForLoader(page);
        await page.getByRole('button', { name: 'রিপোর্ট করুন' }).click();
        const report = page.getByRole('dialog', { name: `“${featured.title}” বিজ্ঞাপনটি রিপোর্ট করুন` });
        await expect(report.getByRole('radio', { name: 'প্রতারণা' })).toBeVisible();
        // Behind the dialog, the listing's page shows what its owner wrote.
        const shown = (await api<Listing>(`/roommates/${featured._id}`)).body;
        expect(await englishLeft(page, writtenIn(shown))).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`bn-report-dialog-${size}.png`) });
        await report.getByRole('button', { name: 'বাতিল' }).click();
        await expect(report).toBeHidden();
      },
    );

    test('a moderator opens the moderation screens in Bangla', async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const moderator = await grantModerator(await accounts.create());
      await signInThroughForm(page, moderator);
      await switchToBangla(page);
      // What people wrote (listings' titles, names, reports' details) is marked translate="no".
      for (const path of moderatorPaths()) {
        await checkScreen(page, testInfo, [path, []], size);
      }
    });
  });
}

test('a switch to Bangla whose texts cannot be fetched says so and keeps English; after a reload it works', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  // Bangla's catalogue cannot be fetched, as when the connection drops.
  const catalogue = /\/assets\/bn-[\w-]+\.js$/;
  await page.route(catalogue, (route) => route.abort('internetdisconnected'));
  await (await languageSwitch(page, 'বাংলা')).click();
  const dialog = page.getByRole('dialog', { name: 'The language could not be changed' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Could not reach Roommate Finder. Check your connection, then reload the page and try again.',
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)).toBeNull();

  // The connection is back; as the dialog says, a reload, and the switch works.
  await page.unroute(catalogue);
  await page.reload();
  await switchToBangla(page);
  await expect(page.getByRole('heading', { name: 'সচরাচর জিজ্ঞাসা' })).toBeVisible();
});

/** The font files the page fetched, by their addresses' paths. */
const fetchedFonts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((name) => /\.woff2?$/.test(name)),
  );

test('a browser that prefers English fetches no Bangla font: English’s only', async ({ page }) => {
  await page.goto(paths.browse);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Listing' })).toBeVisible();
  const fonts = await fetchedFonts(page);
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/^\/assets\/noto-sans-latin-wght-normal-[\w-]+\.woff2$/);
});

test.describe('a browser that prefers Bangla', () => {
  test.use({ locale: 'bn-BD' });

  test('gets Bangla on its first visit', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { name: 'সচরাচর জিজ্ঞাসা' })).toBeAttached();
  });

  test("starts in English, not never, when Bangla's texts cannot be fetched", async ({ page }) => {
    await page.route(/\/assets\/bn-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The switch offers Bangla again.
    await expect(await languageSwitch(page, 'বাংলা')).toBeVisible();
  });

  test('fetches Bangla’s font files, and not English’s', async ({ page }) => {
    await page.goto(paths.browse);
    await expect(page.getByRole('heading', { level: 1, name: 'সব বিজ্ঞাপন' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const fonts = await fetchedFonts(page);
    expect(fonts.sort()).toEqual([
      expect.stringMatching(banglaFontFile('bengali')),
      expect.stringMatching(banglaFontFile('latin')),
    ]);
  });

  test('has the Bangla font before the first screen is drawn (laid out once, not again as it swaps in), its bold synthesized from it', async ({
    page,
  }) => {
    // Whether the font is ready, for regular and bold text, when the screen's heading joins the page.
    const { readyAtFirstScreen } = await noteFontAtFirstScreen(page, 'Noto Sans Bengali', 'অ', [400, 700]);
    await page.goto(paths.browse);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    expect(await readyAtFirstScreen()).toEqual({ 400: true, 700: true });
  });

  test('sets Bangla in its font and the system one, the fallback sized to it in the stack only while the font is awaited', async ({
    page,
  }) => {
    // A family the system lacks is looked up for each size and weight of text
    // (docs/architecture.md, "The app's own font").
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const heading = page.getByRole('heading', { level: 1, name: 'সব বিজ্ঞাপন' });
    await page.goto(paths.browse);
    await expect(heading).toBeVisible();
    expect(await bodyFont()).toBe('"Noto Sans Bengali", system-ui, sans-serif');
    // The comma and dash of Bangla text are the font's own too (its Latin file), not the
    // system font's, which the browser would look up for every size and weight.
    const count = page.getByText(/^বিজ্ঞাপন ১–২০, /);
    await expect(count).toBeVisible();
    expect(await platformFonts(page, count)).toEqual([['Noto Sans Bengali']]);

    // The font held back past the second the first screen waits for it, as on a slow network.
    const releaseFont = await holdRequests(page, banglaFontFile('bengali'));
    await page.reload({ waitUntil: 'commit' });
    await expect(heading).toBeVisible();
    expect(await bodyFont()).toBe('"Noto Sans Bengali", "Noto Sans Bengali Fallback", system-ui, sans-serif');
    releaseFont();
    await expect.poll(bodyFont).toBe('"Noto Sans Bengali", system-ui, sans-serif');
    expect(await page.evaluate(() => document.fonts.check('1em "Noto Sans Bengali"', 'অ'))).toBe(true);
  });

  test('fetches the Bangla font, its Bengali and Latin files, at once, without waiting for the Bangla stylesheet', async ({
    page,
  }) => {
    // The stylesheet with Bangla's font stack held back, as on a slow network.
    const releaseStylesheet = await holdRequests(page, /\/assets\/bangla-font-[\w-]+\.css$/);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2$/.test(request.url())) fonts.push(new URL(request.url()).pathname);
    });
    const fontAsked = (subset: 'bengali' | 'latin') =>
      page.waitForRequest((request) => banglaFontFile(subset).test(request.url()), { timeout: 10_000 });
    const bothAsked = Promise.all([fontAsked('bengali'), fontAsked('latin')]);
    await page.goto(paths.browse, { waitUntil: 'commit' });
    await bothAsked;
    releaseStylesheet();
    await expect(page.getByRole('heading', { level: 1, name: 'সব বিজ্ঞাপন' })).toBeVisible();
    // Bold text is the regular weight thickened: no file of another weight (docs/architecture.md).
    expect(fonts).toHaveLength(2);
  });

  test("asks for Bangla's catalogue, stylesheet and font while the app's code is still held back (web/src/early-start.ts)", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const releaseApp = await holdRequests(page, /\/assets\/app-[\w-]+\.js$/);
    await page.goto(paths.browse, { waitUntil: 'commit' });
    const files = [
      /^\/assets\/bn-[\w-]+\.js$/,
      /^\/assets\/bangla-font-[\w-]+\.css$/,
      banglaFontFile('bengali'),
      banglaFontFile('latin'),
    ];
    for (const file of files) {
      await expect
        .poll(() => asked.some((url) => file.test(url)), { timeout: 5_000, message: String(file) })
        .toBe(true);
    }
    releaseApp();
    await expect(page.getByRole('heading', { level: 1, name: 'সব বিজ্ঞাপন' })).toBeVisible();
    // Each was fetched once: the app was handed what the early start had asked for.
    for (const file of files)
      expect(
        asked.filter((url) => file.test(url)),
        String(file),
      ).toHaveLength(1);
  });

  test("the first screen's code and data load while Bangla's catalogue is on its way, and a refused search still reads in Bangla", async ({
    page,
  }) => {
    // The Bangla catalogue held back, as on a slow network.
    const releaseCatalogue = await holdRequests(page, /\/assets\/bn-[\w-]+\.js$/);
    const dataAsked = page.waitForRequest((request) => request.url().includes('/api/roommates?'), {
      timeout: 10_000,
    });
    // A place of another city than the city chosen: one of the few searches the API refuses.
    await page.goto(`${paths.browse}?q=Sylhet&city=dhaka`, { waitUntil: 'commit' });

    // The listings are asked for before the catalogue has come (main.tsx)...
    await dataAsked;
    releaseCatalogue();
    // ...and the refusal, kept by the loader, is written in the language shown.
    const refusal = page.getByRole('alert');
    await expect(refusal).toHaveText(
      'এই খোঁজের উত্তর দেওয়া যাচ্ছে না: বাছাই করা জায়গাগুলো আলাদা আলাদা শহরের: একটি শহরের জায়গাই বাছুন',
    );
    // The filters stay as they were, to change one of them.
    await expect(page.getByLabel('এলাকা বা শহর')).toHaveValue('Sylhet');
    await expect(page.getByLabel('শহর', { exact: true })).toHaveValue('dhaka');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  });
});

/** After signing in (in English, as the helper does), the next page loads in Bangla. */
const chooseBangla = (page: Page) => page.evaluate((key) => localStorage.setItem(key, 'bn'), LOCALE_KEY);

test.describe('numbers and places in Bangla', () => {
  test("a listing's rent and interested count, and the users count, are in Bangla digits", async ({
    page,
  }) => {
    const person = await accounts.create();
    const own = await listings.create(person, { rentAmount: '14000' });
    await signInThroughForm(page, person);
    await chooseBangla(page);
    await page.goto(paths.listing(own.id));
    await waitForLoader(page);
    await expect(page.getByText('৳১৪,০০০', { exact: true })).toBeVisible();
    await expect(page.getByText('০ জন আগ্রহী', { exact: true })).toBeVisible();
    await expect(page.getByText('পছন্দ (০)', { exact: true })).toBeVisible();

    await page.goto(paths.users);
    await waitForLoader(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^[০-৯,]+ জন ইউজার$/);
    await expect(page.getByRole('cell', { name: '১', exact: true }).first()).toBeVisible();
  });

  test('a rent typed "৮০০০" is stored as 8000', async ({ page }) => {
    const person = await accounts.create();
    await signInThroughForm(page, person);
    await chooseBangla(page);
    await page.goto(paths.addListing);
    await waitForLoader(page);
    const title = `বাংলায় লেখা রুম ${Date.now()}`;
    await page.getByLabel('শিরোনাম', { exact: true }).fill(title);
    await page.getByLabel('শহর', { exact: true }).selectOption('dhaka');
    await page.getByLabel('এলাকা', { exact: true }).fill('ধানমন্ডি');
    await page.getByLabel('মাসিক ভাড়া', { exact: true }).fill('৮০০০');
    await page.getByLabel('রুমের ধরন', { exact: true }).fill('সিঙ্গেল রুম');
    await page.getByLabel('জীবনযাপনের পছন্দ', { exact: true }).fill('ধূমপান করেন না');
    await page.getByLabel('যোগাযোগের তথ্য', { exact: true }).fill('০১৭১১-০০০০০০');
    await page.getByLabel('বাসার ধরন', { exact: true }).selectOption('single-room');
    await page.getByLabel('অগ্রিম (মাস)', { exact: true }).fill('২');
    await page.getByLabel('খালি আছে কি না', { exact: true }).selectOption('Available');
    await page.getByLabel('বিবরণ', { exact: true }).fill('আলো-বাতাস আছে, বাসস্ট্যান্ডের কাছে।');
    await page.getByRole('button', { name: 'জমা দিন' }).click();
    await expect(page.getByRole('dialog', { name: 'বিজ্ঞাপনটি সফলভাবে যোগ হয়েছে!' })).toBeVisible();

    const mine = await api<Listing[]>(`/roommates?email=${encodeURIComponent(person.email)}`);
    const stored = mine.body.find((listing) => listing.title === title);
    expect(stored, 'the listing typed in Bangla is stored').toBeDefined();
    listings.adopt(stored!._id, person);
    expect(stored!.rentAmount).toBe('8000');
    expect(stored!.advanceMonths).toBe(2);
    expect(stored!.area).toBe('dhaka-dhanmondi');
  });

  test('searching "মিরপুর" in Browse Listing finds the Mirpur listings', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'bn'), LOCALE_KEY);
    await page.goto(paths.browse);
    await waitForLoader(page);
    const filters = page.getByRole('search', { name: 'বিজ্ঞাপন ছাঁকুন' });
    await filters.getByLabel('এলাকা বা শহর').fill('মিরপুর');
    await filters.getByRole('button', { name: 'খুঁজুন' }).click();
    await expect(page).toHaveURL(/q=%E0%A6%AE%E0%A6%BF%E0%A6%B0%E0%A6%AA%E0%A7%81%E0%A6%B0/);
    const areas = page.getByRole('region', { name: 'সব বিজ্ঞাপন' }).locator('td[data-label="এলাকা"]');
    await expect(areas.first()).toBeVisible();
    const shown = await areas.allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    for (const area of shown) expect(area).toMatch(/^মিরপুর [০-৯]+$/);
    expect(shown.join(' ')).toMatch(BANGLA_DIGITS);
  });
});
