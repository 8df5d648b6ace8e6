import { expect, type Page } from '@playwright/test';

/**
 * Opens an address as a person moving through the site would: the first one by loading the page,
 * the next ones inside the running app, as the Back button would (the router follows popstate),
 * rather than loading the page again with its 2 seconds' loader (docs/product.md, "Layout").
 *
 * The walks scan what a screen shows, so this settles only once the screen before is gone: React
 * has taken the previous route's content out of `<main>`. Another view of the same screen (the
 * same path with another query) keeps that content, so it is loaded as a page instead. The caller
 * then waits for the loader, if the screen has one.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const here = page.url();
  if (here === 'about:blank' || new URL(path, here).pathname === new URL(here).pathname) {
    await page.goto(path);
    return;
  }
  // A screen that has shown has content in <main>: the handle waits for it, never null.
  const before = await page.locator('#main-content > :first-child').elementHandle();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
  await expect.poll(() => before.evaluate((element) => element.isConnected)).toBe(false);
}
