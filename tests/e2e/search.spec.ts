import { expect, test, type Page } from '@playwright/test';
import type { ListingInput } from '../../functions/src/contract/listing';
import { accountPool, uniqueTag } from '../support/auth-emulator';
import { deleteListings, listingInput, storeListings } from '../support/listings';
import { listingPool } from './helpers/listings';

const accounts = accountPool();
const listings = listingPool();
const stored: string[] = [];
test.afterAll(async () => {
  await deleteListings(stored.splice(0));
  await listings.deleteAll();
  await accounts.deleteAll();
});

/** YYYY-MM-DD, `days` from today. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const rowTitles = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[2]?.textContent ?? ''));

test('a person finds a women-only mess seat in Mirpur under 6,000 taka available by next month, and pages on', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const owner = await accounts.create();
  const messSeat: Partial<ListingInput> = {
    location: 'Mirpur 10, Dhaka',
    roomType: 'Seat in a three-seat room',
    accommodation: 'mess-seat',
    genderPolicy: 'female',
    tenants: ['student', 'job-holder'],
    billsIncluded: ['gas', 'water', 'meals'],
    amenities: ['wifi'],
  };
  // The one the person opens, posted as the add form would.
  const wanted = await listings.create(owner, {
    ...messSeat,
    title: `Women-only mess seat by Mirpur 10 metro ${tag}`,
    rentAmount: '5,500',
    availableFrom: inDays(1),
  });
  // Twenty more of the same kind, so the answer runs past one page of 20.
  stored.push(
    ...(await storeListings(
      owner.uid,
      Array.from({ length: 20 }, (_, index) => ({
        input: listingInput({
          ...messSeat,
          name: owner.name,
          email: owner.email,
          location: `Mirpur ${index % 2 === 0 ? '2' : '11'}, Dhaka`,
          title: `Mess seat ${index + 1} for women ${tag}`,
          rentAmount: String(4000 + index * 50),
          availableFrom: inDays(2 + index),
        }),
        createdAt: new Date(),
      })),
    )),
  );
  const ours = [
    wanted.input.title,
    ...Array.from({ length: 20 }, (_, i) => `Mess seat ${i + 1} for women ${tag}`),
  ];

  await page.goto('/browselisting');
  const filters = page.getByRole('search', { name: 'Filter listings' });
  await filters.getByLabel('City', { exact: true }).selectOption('dhaka');
  await filters.getByText('More filters').click();
  for (const area of ['Mirpur 1', 'Mirpur 2', 'Mirpur 10', 'Mirpur 11', 'Mirpur 12', 'Mirpur 14']) {
    await filters.getByRole('checkbox', { name: area, exact: true }).check();
  }
  await filters.getByRole('checkbox', { name: 'Mess seat' }).check();
  await filters.getByLabel('Gender').selectOption('Open to women');
  await filters.getByLabel('Max rent (BDT)').fill('6000');
  await filters.getByLabel('Available by').fill(inDays(30));
  await filters.getByRole('button', { name: 'Search' }).click();

  // A budget and a move-in date together are more than the API can answer: it says what to drop.
  await expect(page.getByRole('alert')).toHaveText(
    'This search cannot be answered: availableBy cannot be combined with minRent or maxRent: drop one of them',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Listing' })).toBeVisible();

  // Without the budget: soonest available first, the rent in every row.
  await filters.getByLabel('Max rent (BDT)').fill('');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/gender=female/);
  await expect(page).not.toHaveURL(/maxRent=\d/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: wanted.input.title })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(20);
  const firstPage = await rowTitles(page);
  const wantedRow = table.getByRole('row').filter({ hasText: wanted.input.title });
  await expect(wantedRow.getByRole('cell')).toHaveText([
    /^\d+$/,
    owner.name,
    wanted.input.title,
    'Mirpur 10, Dhaka',
    'Mirpur 10',
    'Mess seat',
    'Student, Job holder',
    '5,500 BDT',
    /^See more \(/,
  ]);

  // The address holds the search: a reload shows the same listings.
  const address = page.url();
  await page.reload();
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(20);
  expect(await rowTitles(page)).toEqual(firstPage);
  expect(page.url()).toBe(address);

  // The next page shows listings the first did not.
  await page
    .getByRole('navigation', { name: 'Pages of listings' })
    .getByRole('link', { name: 'Next page' })
    .click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(
    table
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first(),
  ).toBeVisible();
  const secondPage = await rowTitles(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  expect(ours.filter((title) => !firstPage.includes(title) && !secondPage.includes(title))).toEqual([]);
  await expect(table.getByRole('cell').first()).toHaveText('21');

  // Back to the first page, and open the one wanted.
  await page.goBack();
  await wantedRow.getByRole('link', { name: /See more/ }).click();
  await expect(page).toHaveURL(`/roommate/${wanted.id}`);
  const details = page.getByRole('article');
  for (const text of [
    'Mirpur 10 (মিরপুর ১০)',
    'Mess seat',
    'Women only',
    'Student, Job holder',
    '5,500 BDT',
  ]) {
    await expect(details.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(details.getByText('Gas, Water, Meals')).toBeVisible();
});
