/**
 * The web app's own headers on Hosting (firebase.json, with the emulators'
 * additions) and a Content Security Policy the app keeps to: signing in raises
 * no `securitypolicyviolation` (the walks over every route check the rest).
 */
import { expect, test } from '@playwright/test';
import { accountPool } from '../support/auth-emulator';
import { signInThroughForm } from './helpers/accounts';
import { cspViolations, watchCsp } from './helpers/csp';
import { waitForPageLoader } from './helpers/page-loader';
import { paths } from '../../web/src/config/paths';

const accounts = accountPool();
test.afterAll(() => accounts.deleteAll());

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

// A header the browser does not understand is dropped with an error in the console of every
// visitor's page (Chromium knows no 'bluetooth' in a Permissions-Policy, for one).
test('a page loads without a message in the console: every header is one the browser reads', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  for (const path of ['/', paths.browse, paths.signIn]) {
    await page.goto(path);
    await waitForPageLoader(page);
  }
  expect(messages).toEqual([]);
});

// Every route, signed out and signed in, in English and in Bangla, is checked for breaches of
// the policy where the walks open it (screens.spec.ts, bangla.spec.ts). Here: signing in, which
// they do before they start watching.
test('signing in breaks no rule of the Content Security Policy (with the welcome dialog)', async ({
  page,
}) => {
  const account = await accounts.create();
  await watchCsp(page);
  // The welcome is a sweetalert2 dialog, which brings its own styles.
  await signInThroughForm(page, account);
  expect(await cspViolations(page)).toEqual([]);
});
