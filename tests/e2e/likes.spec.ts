import { expect, test, type Page } from '@playwright/test';
import { api } from '../support/api';
import { accountsAndListings } from '../support/listings';
import { signInThroughForm } from './helpers/accounts';
import { likeCountOf } from './helpers/listings';
import { paths } from '../../web/src/config/paths';

const { accounts, listings, deleteAll } = accountsAndListings();
test.afterAll(deleteAll);

const likeButton = (page: Page) => page.getByRole('button', { name: /^Like \(\d+\)$/ });

test("liking someone else's listing counts once; a second like is refused with the server's message", async ({
  page,
}) => {
  const [owner, fan] = await Promise.all([accounts.create(), accounts.create()]);
  const listing = await listings.create(owner);
  await signInThroughForm(
    page,
    fan,
    `${paths.signIn}?redirectTo=${encodeURIComponent(paths.listing(listing.id))}`,
  );
  await expect(page).toHaveURL(paths.listing(listing.id));
  await expect(page.getByText('0 people interested')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5_000 });

  // From the keyboard: the focus stays on the button while the like is on its way and after.
  await page.getByRole('button', { name: 'Like (0)' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Like (1)' })).toBeVisible();
  await expect(page.getByText('1 people interested')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Like (1)' })).toBeFocused();
  expect(await likeCountOf(listing.id)).toBe(1);

  // A reload shows the same count: the page shows the server's, not a counter of its own.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Like (1)' })).toBeVisible();
  await expect(page.getByText('1 people interested')).toBeVisible();

  await page.getByRole('button', { name: 'Like (1)' }).focus();
  await page.keyboard.press('Enter');
  const refused = page.getByRole('dialog', { name: 'You have already liked this listing' });
  await expect(refused).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(refused).toBeHidden();
  await expect(likeButton(page)).toHaveText('Like (1)');
  // Closing the dialog gives the focus back to the button, not to the top of the page.
  await expect(likeButton(page)).toBeFocused();
  expect(await likeCountOf(listing.id)).toBe(1);
});

test("one's own listing cannot be liked: the server's message is shown", async ({ page }) => {
  const owner = await accounts.create();
  const listing = await listings.create(owner);
  await signInThroughForm(
    page,
    owner,
    `${paths.signIn}?redirectTo=${encodeURIComponent(paths.listing(listing.id))}`,
  );
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5_000 });
  await page.getByRole('button', { name: 'Like (0)' }).click();
  const refused = page.getByRole('dialog', { name: 'You cannot like your own post' });
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(likeButton(page)).toHaveText('Like (0)');
  expect(await likeCountOf(listing.id)).toBe(0);
});

test('a visitor who likes is asked to sign in and comes back to the listing', async ({ page }) => {
  const [owner, fan] = await Promise.all([accounts.create(), accounts.create()]);
  const listing = await listings.create(owner);
  await page.goto(paths.listing(listing.id));
  await page.getByRole('button', { name: 'Like (0)' }).click();
  await expect(page).toHaveURL(`${paths.signIn}?redirectTo=${encodeURIComponent(paths.listing(listing.id))}`);

  await page.getByLabel('Email').fill(fan.email);
  await page.getByLabel('Password').fill(fan.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(paths.listing(listing.id));
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5_000 });
  await page.getByRole('button', { name: 'Like (0)' }).click();
  await expect(page.getByRole('button', { name: 'Like (1)' })).toBeVisible();
});

test('the featured roommates: most liked available listings, and a Like that counts on the page only', async ({
  page,
}) => {
  const viewer = await accounts.create();
  await signInThroughForm(page, viewer);
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5_000 });

  const featured = await api<{ _id: string; title: string; likeCount: number }[]>('/featured-roommates');
  expect(featured.body.length).toBe(6);
  const section = page.getByRole('region', { name: 'Find Your Perfect Roommate' });
  await section.scrollIntoViewIfNeeded();
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole('heading')).toHaveText(featured.body.map((listing) => listing.title));
  const first = featured.body[0]!;
  await expect(cards.first()).toContainText('BDT');

  await cards.first().getByRole('link', { name: 'See more' }).click();
  await expect(page).toHaveURL(paths.featuredDetails(first._id));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByText(`${first.likeCount} people liked this`)).toBeVisible();
  await page.getByRole('button', { name: `Like (${first.likeCount})` }).click();
  await page.getByRole('button', { name: `Like (${first.likeCount + 1})` }).click();
  await expect(page.getByText(`${first.likeCount + 2} people liked this`)).toBeVisible();

  // Not sent to the server: the stored count is the same, and a reload shows it again.
  expect(await likeCountOf(first._id)).toBe(first.likeCount);
  await page.reload();
  await expect(page.getByText(`${first.likeCount} people liked this`)).toBeVisible();
});
