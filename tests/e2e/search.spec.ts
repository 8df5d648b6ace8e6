import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { ListingInput } from '@roommate-finder/contract/listing';
import { areaById } from '@roommate-finder/contract/places';
import { accountPool, uniqueTag } from '../support/auth-emulator';
import { deleteListings, listingInput, listingPool, storeListings } from '../support/listings';
import { paths } from '../../web/src/config/paths';

const accounts = accountPool();
const listings = listingPool();
const stored: string[] = [];
test.afterAll(async () => {
  await deleteListings(stored.splice(0));
  await listings.deleteAll();
  await accounts.deleteAll();
});

/** The screen's own words, from its catalogues (web/src/lib/i18n/messages). */
const CATALOGUES = Object.fromEntries(
  (['en', 'bn'] as const).map((locale) => [
    locale,
    JSON.parse(
      readFileSync(new URL(`../../web/src/lib/i18n/messages/${locale}.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>,
  ]),
) as Record<'en' | 'bn', Record<string, string>>;

/** YYYY-MM-DD, `days` from today. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
const toBangla = (text: string) => text.replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)]!);
const rentOf = (text: string) =>
  Number(text.replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit))).replace(/\D/g, ''));

const rows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const rowTexts = (page: Page) =>
  rows(page).evaluateAll((found) =>
    found.map((row) => ({
      title: row.querySelectorAll('td')[2]?.textContent ?? '',
      rent: row.querySelectorAll('td')[7]?.textContent ?? '',
    })),
  );

const MIRPUR = ['1', '2', '10', '11', '12', '14'].map((n) => `dhaka-mirpur-${n}`);

for (const locale of ['en', 'bn'] as const) {
  const text = (id: string) => CATALOGUES[locale][id]!;

  test(`a person finds a women-only mess seat in Mirpur under 6,000 taka available by next month, and pages on (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const owner = await accounts.create();
    const messSeat: Partial<ListingInput> = {
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
      location: 'Mirpur 10, Dhaka',
      title: `Women-only mess seat by Mirpur 10 metro ${tag}`,
      rentAmount: '5,500',
      availableFrom: inDays(1),
    });
    // Twenty more of the same kind, so the answer runs past one page of 20; and three that
    // must not be found: over the budget, free too late, for men.
    const more = await storeListings(owner.uid, [
      ...Array.from({ length: 20 }, (_, index) => ({
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
      ...[
        { title: `Over the budget ${tag}`, rentAmount: '6,500', availableFrom: inDays(3) },
        { title: `Free too late ${tag}`, rentAmount: '4,500', availableFrom: inDays(60) },
        {
          title: `For men ${tag}`,
          rentAmount: '4,500',
          availableFrom: inDays(3),
          genderPolicy: 'male' as const,
        },
      ].map((overrides) => ({
        input: listingInput({
          ...messSeat,
          name: owner.name,
          email: owner.email,
          location: 'Mirpur 2, Dhaka',
          ...overrides,
        }),
        createdAt: new Date(),
      })),
    ]);
    stored.push(...more);
    const ours = [
      wanted.input.title,
      ...Array.from({ length: 20 }, (_, i) => `Mess seat ${i + 1} for women ${tag}`),
    ];

    await page.addInitScript((chosen) => localStorage.setItem('roommate-finder:locale', chosen), locale);
    await page.goto(paths.browse);
    const filters = page.getByRole('search', { name: text('filters.label') });
    await filters.getByLabel(text('filters.city'), { exact: true }).selectOption('dhaka');
    await filters.getByText(text('filters.more')).click();
    for (const area of MIRPUR) {
      await filters.getByRole('checkbox', { name: areaById(area)![locale], exact: true }).check();
    }
    await filters.getByRole('checkbox', { name: text('accommodation.mess-seat') }).check();
    await filters.getByLabel(text('filters.gender')).selectOption(text('genderFilter.female'));
    await filters.getByLabel(text('filters.maxRent')).fill(locale === 'bn' ? toBangla('6000') : '6000');
    await filters.getByLabel(text('filters.availableBy')).fill(inDays(30));
    await filters.getByRole('button', { name: text('filters.search') }).click();
    await expect(page).toHaveURL(/availableBy=/);
    // The address changes once the answer is in, and React Router draws it a moment later (in a
    // transition): until then the rows on the screen are the unfiltered list's. The next page's
    // link, drawn with the answer's rows, carries the search.
    const pages = page.getByRole('navigation', { name: text('browse.pagesLabel') });
    const next = pages.getByRole('link', { name: text('pageLinks.next') });
    await expect(next).toHaveAttribute('href', /availableBy=/);

    // Answered, cheapest first, with the filters kept as they were.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(rows(page)).toHaveCount(20);
    await expect(filters.getByLabel(text('filters.maxRent'))).toHaveValue(/^(6000|৬০০০)$/);
    const firstPage = await rowTexts(page);
    const rents = firstPage.map((row) => rentOf(row.rent));
    expect(rents).toEqual([...rents].sort((a, b) => a - b));
    expect(Math.max(...rents)).toBeLessThanOrEqual(6000);

    // Page on to the end: each page numbered on from the one before, cheapest first throughout,
    // every one of ours once (other tests' listings may be there too), none that must not be.
    const seen = [...firstPage];
    let wantedPage = firstPage.some((row) => row.title === wanted.input.title) ? page.url() : '';
    for (let number = 2; (await next.count()) > 0; number += 1) {
      await next.click();
      await expect(page).toHaveURL(/cursor=/);
      const firstRow = String((number - 1) * 20 + 1);
      await expect(page.getByRole('table').getByRole('cell').first()).toHaveText(
        locale === 'bn' ? toBangla(firstRow) : firstRow,
      );
      const found = await rowTexts(page);
      seen.push(...found);
      if (found.some((row) => row.title === wanted.input.title)) wantedPage = page.url();
    }
    const titles = seen.map((row) => row.title);
    expect(new Set(titles).size).toBe(titles.length);
    const allRents = seen.map((row) => rentOf(row.rent));
    expect(allRents).toEqual([...allRents].sort((a, b) => a - b));
    expect(ours.filter((title) => !titles.includes(title))).toEqual([]);
    expect(titles.filter((title) => title.endsWith(tag) && !ours.includes(title))).toEqual([]);

    // The wanted one opens from the page it is on.
    await page.goto(wantedPage);
    await rows(page)
      .filter({ hasText: wanted.input.title })
      .getByRole('link', { name: new RegExp(text('table.seeMore')) })
      .click();
    await expect(page).toHaveURL(paths.listing(wanted.id));
    await expect(page.getByRole('heading', { name: wanted.input.title })).toBeVisible();
    if (locale === 'en') {
      const details = page.getByRole('article');
      for (const detail of [
        'Mirpur 10 (মিরপুর ১০)',
        'Mess seat',
        'Women only',
        'Student, Job holder',
        '5,500 BDT',
      ]) {
        await expect(details.getByText(detail, { exact: true })).toBeVisible();
      }
      await expect(details.getByText('Gas, Water, Meals')).toBeVisible();
    }
  });
}

test('the newest rooms within a budget: a budget with each order, a move-in date with any', async ({
  page,
}) => {
  const tag = uniqueTag();
  const owner = await accounts.create();
  const base = { name: owner.name, email: owner.email, location: `Lake Road ${tag}, Sylhet` };
  const made = [
    { title: `Old and cheap ${tag}`, rentAmount: '4,000', availableFrom: inDays(20), age: 3 },
    { title: `New and dear ${tag}`, rentAmount: '7,500', availableFrom: inDays(5), age: 1 },
    { title: `Middle ${tag}`, rentAmount: '6,000', availableFrom: inDays(10), age: 2 },
    { title: `Over budget ${tag}`, rentAmount: '9,500', availableFrom: inDays(2), age: 0 },
  ];
  stored.push(
    ...(await storeListings(
      owner.uid,
      made.map(({ age, ...fields }) => ({
        input: listingInput({ ...base, ...fields }),
        createdAt: new Date(Date.now() - age * 3_600_000),
      })),
    )),
  );
  const titles = () => rows(page).locator('td:nth-child(3)');
  const search = new URLSearchParams({ q: `Lake Road ${tag}`, maxRent: '8000' });
  for (const [sort, expected] of [
    ['', ['Old and cheap', 'Middle', 'New and dear']],
    ['newest', ['New and dear', 'Middle', 'Old and cheap']],
    ['available', ['New and dear', 'Middle', 'Old and cheap']],
  ] as const) {
    await page.goto(`${paths.browse}?${search}${sort ? `&sort=${sort}` : ''}`);
    await expect(titles()).toHaveText(expected.map((title) => `${title} ${tag}`));
    await expect(page.getByLabel('Sort by')).toHaveValue(sort);
  }
  // A move-in date with the newest first: those free within 12 days.
  await page.goto(
    `${paths.browse}?q=${encodeURIComponent(`Lake Road ${tag}`)}&availableBy=${inDays(12)}&sort=newest`,
  );
  await expect(titles()).toHaveText([`Over budget ${tag}`, `New and dear ${tag}`, `Middle ${tag}`]);
});

test("a page's address the API no longer takes says so in Bangla and leads to the same search's first page", async ({
  page,
}) => {
  const text = (id: string) => CATALOGUES.bn[id]!;
  await page.addInitScript(() => localStorage.setItem('roommate-finder:locale', 'bn'));
  // A cursor the API cannot read, as an old or edited link carries it.
  await page.goto(`${paths.browse}?city=dhaka&cursor=not-a-cursor&from=21`);
  await expect(page.getByRole('alert')).toHaveText(
    text('browse.refused').replace('{message}', text('apiError.request/bad-cursor')),
  );
  await page
    .getByRole('navigation', { name: text('browse.pagesLabel') })
    .getByRole('link', { name: text('pageLinks.first') })
    .click();
  await expect(page).toHaveURL(new RegExp(`${paths.browse}\\?city=dhaka$`));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('table')).toBeVisible();
});
