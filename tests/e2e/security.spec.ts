/**
 * The web app's own headers on Hosting (firebase.json, with the emulators'
 * additions) and a Content Security Policy the app keeps to: every route,
 * signed out and signed in, raises no `securitypolicyviolation`.
 */
import { expect, test, type Page } from '@playwright/test';
import { accountsAndListings } from '../support/listings';
import { signInThroughForm } from './helpers/accounts';
import { waitForPageLoader } from './helpers/page-loader';
import { demoListing, signedInListings, signedInPaths, visitorPaths } from './helpers/routes';
import { paths } from '../../web/src/config/paths';

const { accounts, listings, deleteAll } = accountsAndListings();
test.afterAll(deleteAll);

test.describe('headers through Hosting', () => {
  test('every page carries the CSP, Permissions-Policy, COOP and is never cached', async ({ request }) => {
    for (const path of ['/', '/index.html', paths.browse, paths.signIn]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "script-src 'self' https://apis.google.com",
        // Photos are served by the site itself (/photos/**); blob: shows the form's photos before they are sent.
        "img-src 'self' data: blob: https://lh3.googleusercontent.com;",
      ]) {
        expect(csp, `${path}: ${directive}`).toContain(directive);
      }
      // The emulators' copy of firebase.json (scripts/lib/emulator-config.ts) adds the Auth emulator, and only that.
      expect(csp).toMatch(/connect-src [^;]* http:\/\/127\.0\.0\.1:9099;/);
      expect(csp.replace('http://127.0.0.1:9099', '')).not.toMatch(/127\.0\.0\.1|localhost|\shttps?:[\s;]/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['permissions-policy'], path).toMatch(/camera=\(\).*geolocation=\(\)/);
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
      expect(headers['cache-control'], path).toBe('no-cache');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('built assets are immutable; a missing one is a 404, not the app marked immutable', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await request.get(script);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await request.get('/assets/missing.js');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
  });

  test('/robots.txt is a robots file, not the app', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).not.toContain('<html');
  });
});

/** Records every CSP violation of the page, from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Loads each path as a visitor would (a full page load, so each gets the header) and waits for its main heading. */
async function visitAll(page: Page, paths: string[]): Promise<string[]> {
  const violations = await recordViolations(page);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await waitForPageLoader(page);
    await expect(page.getByRole('main')).toBeVisible();
    // Let lazy images, sliders and dialogs settle before reading.
    await page.waitForLoadState('networkidle');
    found.push(...(await violations()).map((line) => `${path}: ${line}`));
  }
  return found;
}

test('no route breaks the Content Security Policy, signed out', async ({ page }) => {
  test.setTimeout(120_000);
  const demo = await demoListing();
  const found = await visitAll(page, visitorPaths({ demo: demo._id }));
  expect(found).toEqual([]);
});

test('no route breaks the Content Security Policy, signed in (with the welcome dialog)', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await accounts.create();
  const { own, conversation } = await signedInListings(account, accounts, listings);
  const demo = await demoListing();
  const violations = await recordViolations(page);
  // The welcome is a sweetalert2 dialog, which brings its own styles.
  await signInThroughForm(page, account);
  const atSignIn = await violations();
  const found = await visitAll(page, signedInPaths({ demo: demo._id, own: own.id, conversation }));
  expect([...atSignIn, ...found]).toEqual([]);
});
