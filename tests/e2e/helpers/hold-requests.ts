import type { Page } from '@playwright/test';

/**
 * Holds back every request whose address matches `url`, as a slow network would, until the
 * returned function is called; then they go on to the server.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
