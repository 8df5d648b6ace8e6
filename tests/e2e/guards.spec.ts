import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { accountsAndListings } from '../support/listings';
import { paths } from '../../web/src/config/paths';

const { accounts, listings, deleteAll } = accountsAndListings();
test.afterAll(deleteAll);

/** Every signed-in route of docs/product.md ("Screens"), with what it shows once there. */
const GUARDED: { name: string; path: (ids: Ids) => string; shows: (ids: Ids) => RegExp | string }[] = [
  { name: 'add a listing', path: () => paths.addListing, shows: () => 'Added New Roommate' },
  { name: 'my listings', path: () => paths.myListings, shows: () => 'My Listings' },
  { name: 'users', path: () => paths.users, shows: () => /^\d+ Users$/ },
  { name: 'edit a listing', path: (ids) => paths.updateListing(ids.own), shows: () => 'Update Roommate' },
  {
    name: 'featured details',
    path: (ids) => paths.featuredDetails(ids.featured),
    shows: (ids) => ids.featuredTitle,
  },
];

interface Ids {
  own: string;
  featured: string;
  featuredTitle: string;
}

for (const route of GUARDED) {
  test(`${route.name}: a visitor is sent to sign in, then returns to the page`, async ({ page }) => {
    const account = await accounts.create();
    const own = await listings.create(account);
    const [featured] = (await api<{ _id: string; title: string }[]>('/featured-roommates')).body;
    const ids = { own: own.id, featured: featured!._id, featuredTitle: featured!.title };
    const wanted = route.path(ids);

    await page.goto(wanted);
    await expect(page).toHaveURL(`${paths.signIn}?redirectTo=${encodeURIComponent(wanted)}`);
    await expect(
      page.getByText('Sign in with your e-mail and password to continue to the page you asked for.'),
    ).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(wanted);
    await expect(page.getByRole('heading', { level: 1, name: route.shows(ids) })).toBeVisible();
  });
}
