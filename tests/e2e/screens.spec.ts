/**
 * Every route, signed out and signed in, at desktop and phone width: axe
 * finds no WCAG A or AA violation, nothing is wider than the screen, tables
 * stay readable, nothing breaks the Content Security Policy (no
 * `securitypolicyviolation`), and a full-page screenshot goes to the test output
 * (test-results/e2e/<test>/<route>-<width>.png) for people to look at.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { paths } from '../../web/src/config/paths';
import { accountPool, grantModerator } from '../support/auth-emulator';
import { signInThroughForm } from './helpers/accounts';
import { axeViolations } from './helpers/axe';
import { cspViolations, watchCsp } from './helpers/csp';
import { openInApp } from './helpers/open-in-app';
import { waitForPageLoader } from './helpers/page-loader';
import { signedInTest, type SignedInPerson } from './helpers/signed-in';
import {
  demoListing,
  inGroups,
  MODERATOR_ROUTES,
  SIGNED_IN_ROUTES,
  VIEWPORT_NAMES,
  VIEWPORTS,
  VISITOR_ROUTES,
  type ShownListing,
  type ModeratorRoute,
  type SignedInRoute,
  type ViewportName,
  type VisitorRoute,
  routeTitle,
} from './helpers/routes';

const accounts = accountPool();
test.afterAll(() => accounts.deleteAll());

/** A route's address and the main heading that says its screen is showing. */
type Screen = [path: string, heading: string | RegExp];
type Heading = string | RegExp;
type Owned = SignedInPerson['own'];

async function check(page: Page, testInfo: TestInfo, [path, heading]: Screen, size: ViewportName) {
  await test.step(path, async () => {
    await watchCsp(page);
    await openInApp(page, path);
    await waitForPageLoader(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
    await expect(page.getByText('Loading featured roommates...')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);

    // A table is either as wide as its frame, or its frame scrolls (and takes focus for the keyboard);
    // its columns keep room for their words.
    for (const frame of await page.locator('[role="region"]:has(> table)').all()) {
      const { scrolls, focusable } = await frame.evaluate((element: HTMLElement) => ({
        scrolls: element.scrollWidth > element.clientWidth,
        focusable: element.tabIndex >= 0,
      }));
      if (scrolls)
        expect.soft(focusable, `${path}: a table that scrolls can be reached by keyboard`).toBe(true);
      const narrowest = await frame
        .locator('tbody tr:first-child td')
        .evaluateAll((cells) => Math.min(...cells.map((cell) => cell.getBoundingClientRect().width)));
      expect.soft(narrowest, `${path}: table columns keep room for their text`).toBeGreaterThanOrEqual(40);
    }

    expect
      .soft(await axeViolations(page), `${path} has no WCAG A or AA violations that axe can find`)
      .toEqual([]);

    const name = path === paths.home ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size}.png`), fullPage: true });
    // Read last, once the screen has drawn all of itself for the screenshot.
    expect
      .soft(await cspViolations(page), `${path} breaks no rule of the Content Security Policy`)
      .toEqual([]);
  });
}

/** The main heading of each visitor route. */
const VISITOR_HEADINGS: Record<VisitorRoute, (demo: ShownListing) => Heading> = {
  home: () => /Roommate Finder/,
  browse: () => 'Browse Listing',
  listing: (demo) => demo.title,
  signIn: () => 'Sign in',
  signUp: () => 'Create your account',
  terms: () => 'Terms and Conditions',
  privacy: () => 'Privacy Policy',
  safety: () => 'Stay safe when renting a room',
  dashboard: () => 'Dashboard',
  notFound: () => 'Page Not Found',
};

/** The main heading of each signed-in route. */
const SIGNED_IN_HEADINGS: Record<SignedInRoute, (own: Owned, demo: ShownListing) => Heading> = {
  home: () => /Roommate Finder/,
  addListing: () => 'Added New Roommate',
  browse: () => 'Browse Listing',
  myListings: () => 'My Listings',
  users: () => /^\d+ Users$/,
  listing: (own) => own.input.title,
  updateListing: () => 'Update Roommate',
  profile: () => 'Your roommate profile',
  matches: () => 'Your matches',
  featuredDetails: (_own, demo) => demo.title,
  messages: () => 'Messages',
  // The other person's name: the account that started the conversation.
  conversation: () => /^Test Person /,
};

/** The main heading of each moderators' route. */
const MODERATOR_HEADINGS: Record<ModeratorRoute, Heading> = {
  open: 'Moderation',
  closed: 'Moderation',
  history: 'Moderation',
};

for (const size of VIEWPORT_NAMES) {
  test.describe(`at ${size} width`, () => {
    // Sections that fade in when scrolled to are shown at once, so axe and the screenshot see them.
    test.use({ viewport: VIEWPORTS[size], reducedMotion: 'reduce' });

    for (const routes of inGroups(Object.keys(VISITOR_ROUTES) as VisitorRoute[])) {
      test(`a visitor opens ${routes.map(routeTitle).join(', ')}`, async ({ page }, testInfo) => {
        test.setTimeout(120_000);
        const demo = await demoListing();
        for (const route of routes) {
          const path = VISITOR_ROUTES[route]({ demo: demo._id });
          await check(page, testInfo, [path, VISITOR_HEADINGS[route](demo)], size);
        }
      });
    }

    // The worker's signed-in person (helpers/signed-in.ts), with a listing of their own and a
    // conversation about it that someone else started, so the messages screens have something to show.
    for (const routes of inGroups(Object.keys(SIGNED_IN_ROUTES) as SignedInRoute[])) {
      signedInTest(
        `a signed-in person opens ${routes.map(routeTitle).join(', ')}`,
        async ({ page, signedIn }, testInfo) => {
          test.setTimeout(120_000);
          const demo = await demoListing();
          const { own, conversation } = signedIn;
          for (const route of routes) {
            const path = SIGNED_IN_ROUTES[route]({ demo: demo._id, own: own.id, conversation });
            await check(page, testInfo, [path, SIGNED_IN_HEADINGS[route](own, demo)], size);
          }
        },
      );
    }

    // The moderators' screen with the demo data's open reports (and those other tests make).
    test('a moderator opens the moderation screens', async ({ page }, testInfo) => {
      const moderator = await grantModerator(await accounts.create());
      await signInThroughForm(page, moderator);
      for (const route of Object.keys(MODERATOR_ROUTES) as ModeratorRoute[]) {
        await check(page, testInfo, [MODERATOR_ROUTES[route](), MODERATOR_HEADINGS[route]], size);
      }
    });
  });
}
