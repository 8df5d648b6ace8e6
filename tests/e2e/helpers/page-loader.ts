import { expect, type Page } from '@playwright/test';

/** The full-page loader ('Loading...'), not the featured section's own status line. */
export const pageLoader = (page: Page) => page.getByRole('status').filter({ hasText: /^Loading\.\.\.$/ });

/**
 * Waits out the loader of the first 2 seconds (docs/product.md, "Layout"), and the screen's code
 * and data after them: the default 10 s, as for anything else the suite waits on. 5 s ran out on
 * a full page load while the two cores also ran the stack and the other worker.
 */
export async function waitForPageLoader(page: Page): Promise<void> {
  await expect(pageLoader(page)).toBeHidden();
}
