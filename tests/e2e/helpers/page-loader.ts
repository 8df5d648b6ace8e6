import { expect, type Page } from '@playwright/test';

/** The full-page loader ('Loading...'), not the featured section's own status line. */
export const pageLoader = (page: Page) => page.getByRole('status').filter({ hasText: /^Loading\.\.\.$/ });

/** Waits out the loader of the first 2 seconds (docs/product.md, "Layout"). */
export async function waitForPageLoader(page: Page): Promise<void> {
  await expect(pageLoader(page)).toBeHidden({ timeout: 5_000 });
}
