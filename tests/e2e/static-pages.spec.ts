import { expect, test } from '@playwright/test';
import { paths } from '../../web/src/config/paths';

test('the Terms and Conditions have their six sections and date', async ({ page }) => {
  await page.goto(paths.terms);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByText('last updated August 2025')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    /User responsibilities/,
    /Posting and listings/,
    /Privacy and data/,
    /Limitations/,
    /Termination/,
    /Acceptance/,
  ]);
  await expect(page).toHaveTitle('Terms and Conditions · Roommate Finder');
});

test('the Privacy Policy has its five sections and date', async ({ page }) => {
  await page.goto(paths.privacy);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('last updated August 2025')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    /Information we collect/,
    /How we use it/,
    /Sharing and security/,
    /Your choices/,
    /Updates to this policy/,
  ]);
});

test('the footer leads to both pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(paths.privacy);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(paths.terms);
});

test(`${paths.dashboard} shows only the word Dashboard`, async ({ page }) => {
  await page.goto(paths.dashboard);
  await expect(page.getByRole('main')).toHaveText('Dashboard');
});

test('an unknown path says Page Not Found and leads home', async ({ page }) => {
  await page.goto(`${paths.listing('x')}/y/z`);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL('/');
});
