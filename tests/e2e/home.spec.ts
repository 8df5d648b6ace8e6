import { expect, test } from '@playwright/test';

test('a visitor opens the home page and sees Roommate Finder', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Roommate Finder' })).toBeVisible();
  await expect(page).toHaveTitle('Roommate Finder');
});

test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL('/');
});
