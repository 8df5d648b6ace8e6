import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountPool } from '../support/auth-emulator';
import { signInThroughForm } from './helpers/accounts';
import { pageLoader, waitForPageLoader } from './helpers/page-loader';
import { BROWSER_LANGUAGES } from './helpers/languages';
import { signedInTest } from './helpers/signed-in';
import { paths } from '../../web/src/config/paths';

const accounts = accountPool();
test.afterAll(() => accounts.deleteAll());

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');

/**
 * Keeps every start and end of a CSS animation on the page ('start:swal2-show', ...), from its
 * first script on; returns what has been kept so far.
 */
async function recordAnimations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as unknown as { animationEvents: string[] }).animationEvents = events;
    document.addEventListener('animationstart', (event) => events.push(`start:${event.animationName}`), true);
    document.addEventListener('animationend', (event) => events.push(`end:${event.animationName}`), true);
  });
  return () => page.evaluate(() => (window as unknown as { animationEvents: string[] }).animationEvents);
}

/** A visitor's failed sign-in, answered by the product's dialog. */
async function openADialog(page: Page): Promise<Locator> {
  await page.goto(paths.signIn);
  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('Wrong-password1');
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Oops! ❌' });
  await expect(popup).toContainText('Login failed: ');
  return popup;
}

/** The dialog's own animations that started (sweetalert2's: the popup's zoom and its icon's). */
const dialogAnimations = (events: string[]) => events.filter((event) => event.startsWith('start:swal2-'));

test('the loader shows Loading... for the first 2 seconds, then the page', async ({ page }) => {
  // Not waiting for the load event, which may come after the 2 seconds on a busy machine.
  await page.goto(paths.terms, { waitUntil: 'commit' });
  const loader = pageLoader(page);
  await expect(loader).toBeVisible();
  await expect(loader).toBeHidden({ timeout: 5_000 });
  const elapsed = await page.evaluate(() => performance.now());
  expect(elapsed).toBeGreaterThanOrEqual(2_000);
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
});

test('the navigation bar links every page and highlights the current one', async ({ page }) => {
  await page.goto('/');
  const nav = mainNav(page);
  await expect(nav.getByRole('list').getByRole('link')).toHaveText([
    'Home',
    'Add to Find Roommate',
    'Browse Listing',
    'My Listings',
    'DashBoard',
  ]);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Browse Listing' }).click();
  await expect(page).toHaveURL(paths.browse);
  await expect(nav.getByRole('link', { name: 'Browse Listing' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

  // A signed-out visitor following DashBoard is asked to sign in, and the page is remembered.
  await nav.getByRole('link', { name: 'DashBoard' }).click();
  await expect(page).toHaveURL(`${paths.signIn}?redirectTo=${encodeURIComponent(paths.users)}`);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger button opens and closes the menu', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const browse = mainNav(page).getByRole('link', { name: 'Browse Listing' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(browse).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(browse).toBeVisible();
    await browse.click();
    await expect(page).toHaveURL(paths.browse);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(browse).toBeHidden();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

// The narrowest phones: 320 px is the width WCAG's reflow (1.4.10) asks a page to fit without
// scrolling sideways, and 360 px the most common Android width. Browse Listing has the widest
// navigation bar a visitor sees (Login beside the placeholder avatar) and the listings' cards.
for (const width of [320, 360]) {
  for (const { locale, lang } of BROWSER_LANGUAGES) {
    test.describe(`on a ${width} px phone preferring ${locale}`, () => {
      test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true, locale });

      test('the navigation bar and the listings fit the screen: nothing scrolls sideways', async ({
        page,
      }) => {
        await page.goto(paths.browse);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await waitForPageLoader(page);
        // The navigation bar, whose name is in the page's language.
        const nav = page.locator('header nav');
        const menu = nav.getByRole('button', { name: lang === 'en' ? 'Menu' : 'মেনু' });
        // The brand keeps its name for everyone; under 360 px the bar shows only the mark.
        const brand = nav.getByRole('link', { name: 'Roommate Finder' });
        const login = nav.locator(`a[href="${paths.signIn}"]`);
        for (const item of [menu, brand, login]) {
          const box = (await item.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
        // The menu button keeps its 40 px, not squeezed by what is beside it.
        expect((await menu.boundingBox())!.width).toBe(40);
        const nameWidth = (await brand.getByText('Roommate Finder').boundingBox())!.width;
        if (width < 360) expect(nameWidth).toBeLessThanOrEqual(1);
        else expect(nameWidth).toBeGreaterThan(100);

        // Each card is as wide as the table's frame, which does not scroll: a card held off the
        // screen (content-visibility) gives the table no width of its own.
        const frame = page.locator('[role="region"]:has(> table)');
        const sizes = await frame.evaluate((element) => ({
          client: element.clientWidth,
          scroll: element.scrollWidth,
          cards: [...element.querySelectorAll('tbody tr')].map((row) => row.getBoundingClientRect().right),
        }));
        expect(sizes.scroll).toBe(sizes.client);
        expect(sizes.cards.length).toBeGreaterThan(3);
        for (const right of sizes.cards) expect(right).toBeLessThanOrEqual(width);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
        expect(await page.evaluate(() => window.innerWidth)).toBe(width);
      });

      signedInTest(
        "the listing form's fields fit inside it: no field is wider than the form",
        async ({ page }) => {
          // The form with the most drop-down lists, some with long options: each is as wide as the
          // form, never as its option's text (components/ui/select-field.tsx).
          await page.goto(paths.addListing);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          const form = page.locator('main form');
          await expect(form.locator('select').first()).toBeVisible();
          const sizes = await form.evaluate((element) => ({
            right: element.getBoundingClientRect().right,
            client: element.clientWidth,
            scroll: element.scrollWidth,
            fields: [
              ...element.querySelectorAll(
                'input:not([type="checkbox"], [type="radio"], [type="file"]), select, textarea',
              ),
            ]
              .filter((field) => field.getBoundingClientRect().width > 0)
              .map((field) => field.getBoundingClientRect().right),
          }));
          expect(sizes.fields.length).toBeGreaterThan(10);
          expect(sizes.scroll).toBe(sizes.client);
          for (const right of sizes.fields) expect(right).toBeLessThanOrEqual(sizes.right + 0.5);
        },
      );
    });
  }
}

test('the footer has its four columns, social links in new tabs and the copyright', async ({ page }) => {
  await page.goto('/');
  const foot = footer(page);
  for (const heading of ['Quick Links', 'Resources', 'Contact Us']) {
    await expect(foot.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(
    foot.getByText('Roommate Finder connects individuals with compatible roommates'),
  ).toBeVisible();
  await expect(
    foot.getByRole('heading', { name: 'Quick Links' }).locator('xpath=..').getByRole('link'),
  ).toHaveText(['Home', 'Add to Find Roommate', 'Browse Listings', 'My Listings']);
  await expect(
    foot.getByRole('heading', { name: 'Resources' }).locator('xpath=..').getByRole('link'),
  ).toHaveText(['Signup', 'DashBoard', 'Stay Safe', 'Privacy Policy', 'Terms & Conditions']);
  await expect(foot.getByText('Dhanmondi, Dhaka 1209, Bangladesh')).toBeVisible();
  await expect(foot.getByRole('link', { name: 'support@roommatefinder.com.bd' })).toHaveAttribute(
    'href',
    'mailto:support@roommatefinder.com.bd',
  );
  await expect(foot.getByRole('link', { name: '+880 1712-345678' })).toHaveAttribute(
    'href',
    'tel:+8801712345678',
  );

  for (const name of ['Facebook', 'X', 'Instagram', 'LinkedIn']) {
    const link = foot.getByRole('link', { name: `${name} (opens in a new tab)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const year = new Date().getFullYear();
  await expect(foot.getByText(`© ${year} Roommate Finder. All rights reserved.`)).toBeVisible();
  await expect(foot.getByText(/developed by/)).toBeVisible();
});

test.describe('with motion', () => {
  // Smooth scrolling is for people who have not asked for reduced motion (playwright.config.ts
  // asks for it by default).
  test.use({ reducedMotion: 'no-preference' });

  test('a footer link goes to its page and brings the view smoothly to the top', async ({ page }) => {
    await page.goto('/');
    await waitForPageLoader(page);
    const terms = footer(page).getByRole('link', { name: 'Terms & Conditions' });
    await terms.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.evaluate(() => {
      // Records how the app scrolls, so the test can tell smooth from a jump.
      const calls: unknown[] = [];
      (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
      const original = window.scrollTo.bind(window) as (options: ScrollToOptions) => void;
      window.scrollTo = ((options: ScrollToOptions) => {
        calls.push(options);
        original(options);
      }) as typeof window.scrollTo;
    });
    await terms.click();
    await expect(page).toHaveURL(paths.terms);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const calls = await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);
    expect(calls).toContainEqual({ top: 0, behavior: 'smooth' });
  });

  test('a dialog zooms in and out', async ({ page }) => {
    const animations = await recordAnimations(page);
    const popup = await openADialog(page);
    // As a person would, answers once it has come in.
    await expect.poll(animations).toContain('end:swal2-show');
    await popup.getByRole('button', { name: 'Try Again' }).click();
    await expect(popup).toBeHidden();
    expect(await animations()).toContain('start:swal2-hide');
  });
});

test('for someone who prefers reduced motion, a dialog appears and goes without zooming', async ({
  page,
}) => {
  const animations = await recordAnimations(page);
  const popup = await openADialog(page);
  await popup.getByRole('button', { name: 'Try Again' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(paths.signIn);
  expect(dialogAnimations(await animations())).toEqual([]);
});

test('signed out: a Login button and the placeholder avatar', async ({ page }) => {
  await page.goto('/');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', paths.signIn);
  // Drawn in the page: a visitor's navigation bar fetches no picture for it.
  await expect(nav.locator('[data-avatar="placeholder"]')).toBeVisible();
  await expect(nav.locator('img')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(paths.signIn);
});

test('signed in: the avatar opens a card with name, email and Logout; logout asks first', async ({
  page,
}) => {
  const account = await accounts.create({ photoURL: 'http://127.0.0.1:5000/avatars/sadia.svg' });
  await signInThroughForm(page, account);
  await expect(page).toHaveURL('/');
  const nav = mainNav(page);
  const avatar = nav.getByRole('button', { name: `Account: ${account.name}` });
  await expect(avatar.locator('img')).toHaveAttribute('src', account.photoURL);
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await avatar.hover();
  await expect(nav.getByText(account.email)).toBeVisible();
  await expect(nav.getByText(account.name, { exact: true })).toBeVisible();

  // Cancel keeps the person signed in.
  await nav.getByRole('button', { name: 'Logout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('You will be logged out from your account!');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(avatar).toBeVisible();

  await avatar.hover();
  await nav.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes, logout!' }).click();
  const done = page.getByRole('dialog', { name: 'Logged Out!' });
  await expect(done).toContainText('You have successfully logged out.');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
});

/** Where the web app remembers that this browser holds a session (web/src/lib/auth-session.ts). */
const SESSION_HINT_KEY = 'roommate-finder:session';

/** When this page fetched Firebase Auth's chunks (ms after it started loading); none for a visitor's page. */
const firebaseChunks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/firebase-[\w-]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  );

test("a visitor's page loads no Auth code until they sign in; a signed-in person's session is kept, and found even without the hint", async ({
  page,
}) => {
  await page.goto(paths.browse);
  await waitForPageLoader(page);
  // A visitor on a browser where Auth never ran: no Auth code, for the first screen or after the
  // loader (a second after it, when it used to come).
  await page.waitForTimeout(1_000);
  expect(await firebaseChunks(page)).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_HINT_KEY)).toBeNull();

  // The sign-in screen brings Auth's code.
  const account = await accounts.create();
  await signInThroughForm(page, account);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_HINT_KEY)).not.toBeNull();

  // A session from before the hint existed: the first screen reads as a visitor's, then Auth,
  // loaded after the loader (it has run on this browser), finds the session, and the screen's data
  // is read again with the token.
  await page.evaluate((key) => localStorage.removeItem(key), SESSION_HINT_KEY);
  const withToken = page.waitForRequest(
    (request) =>
      request.url().includes('/api/roommates') &&
      request.headers().authorization?.startsWith('Bearer ') === true,
  );
  await page.goto(paths.browse);
  await withToken;
  await expect(mainNav(page).getByRole('button', { name: `Account: ${account.name}` })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_HINT_KEY)).not.toBeNull();
});

test("a visitor's page follows a sign-in in another tab: Auth loads then, and the screen is read again with the token", async ({
  page,
}) => {
  await page.goto(paths.browse);
  await waitForPageLoader(page);
  expect(await firebaseChunks(page)).toEqual([]);

  const account = await accounts.create();
  const otherTab = await page.context().newPage();
  const withToken = page.waitForRequest(
    (request) =>
      request.url().includes('/api/roommates') &&
      request.headers().authorization?.startsWith('Bearer ') === true,
  );
  await signInThroughForm(otherTab, account);
  // This tab, untouched, now shows the account, and has read its listings again as the person.
  await expect(mainNav(page).getByRole('button', { name: `Account: ${account.name}` })).toBeVisible();
  await withToken;
  expect(await firebaseChunks(page)).not.toEqual([]);
  await otherTab.close();
});

test('the account card opens from the keyboard too', async ({ page }) => {
  const account = await accounts.create();
  await signInThroughForm(page, account);
  await page.keyboard.press('Escape');
  // The welcome has gone before the keys below move the focus.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const avatar = mainNav(page).getByRole('button', { name: `Account: ${account.name}` });
  await avatar.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(avatar).toHaveAttribute('aria-expanded', 'true');
  // The card's controls follow the avatar in reading order: Change photo, matches, profile, Logout.
  const nav = mainNav(page);
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('button', { name: 'Change photo' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'My matches' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'My roommate profile' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(avatar).toBeFocused();
  await expect(avatar).toHaveAttribute('aria-expanded', 'false');
});

test('a missing or broken photo shows the placeholder', async ({ page }) => {
  const account = await accounts.create({ photoURL: 'http://127.0.0.1:5000/avatars/no-such-photo.png' });
  await signInThroughForm(page, account);
  const avatar = mainNav(page).getByRole('button', { name: `Account: ${account.name}` });
  await expect(avatar.locator('[data-avatar="placeholder"]')).toBeVisible();
  await expect(avatar.locator('img')).toHaveCount(0);
});
