/**
 * Fresh listings in the browser (docs/product.md, "Fresh listings"), in English and in Bangla:
 * a listing untouched for 75 days tells visitors 'May no longer be available', on its page and in
 * Browse Listing; My Listings asks its owner 'Still available?' of it and of one untouched for
 * 40 days, and 'Yes' confirms one, so the question about it goes. axe finds no WCAG A or AA
 * violation on any of these screens with the marks on them.
 */
import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../functions/src/firestore';
import { uniqueTag } from '../support/auth-emulator';
import { accountsAndListings } from '../support/listings';
import { stackDb } from '../support/stack-db';
import { signInThroughForm } from './helpers/accounts';
import { axeViolations } from './helpers/axe';
import { waitForPageLoader } from './helpers/page-loader';
import { paths } from '../../web/src/config/paths';

const { accounts, listings, deleteAll } = accountsAndListings();
test.afterAll(deleteAll);

const LOCALE_KEY = 'roommate-finder:locale';
const DAY_MS = 24 * 60 * 60 * 1000;

/** As if its owner had last edited it, or answered 'Still available?', `days` days ago. */
async function untouchedFor(id: string, days: number): Promise<void> {
  const at = Timestamp.fromDate(new Date(Date.now() - days * DAY_MS));
  await stackDb().collection(COLLECTIONS.roommates).doc(id).update({ confirmedAt: at, updatedAt: at });
}

const LANGUAGES = {
  en: {
    stale: 'May no longer be available',
    question: 'Still available?',
    hint: (days: number) => `Not updated for ${days} days`,
    yes: 'Yes',
    thanks: 'Thank you: your listing is up to date',
  },
  bn: {
    stale: 'হয়তো আর খালি নেই',
    question: 'এখনো খালি আছে?',
    hint: (days: number) => `${days.toLocaleString('bn-BD', { useGrouping: false })} দিন ধরে হালনাগাদ হয়নি`,
    yes: 'হ্যাঁ',
    thanks: 'ধন্যবাদ: আপনার বিজ্ঞাপন হালনাগাদ হলো',
  },
} as const;

for (const [language, words] of Object.entries(LANGUAGES)) {
  test(`old listings are marked for visitors and asked about in My Listings (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const owner = await accounts.create();
    const [monthOld, stale] = await Promise.all([
      listings.create(owner, { title: `Room asked about ${tag}`, location: `Fresh Road ${tag}, Khulna` }),
      listings.create(owner, { title: `Room gone quiet ${tag}`, location: `Fresh Road ${tag}, Khulna` }),
    ]);
    await Promise.all([untouchedFor(monthOld.id, 40), untouchedFor(stale.id, 75)]);
    if (language === 'bn') await page.addInitScript((key) => localStorage.setItem(key, 'bn'), LOCALE_KEY);

    // A visitor: the listing's page and its row in Browse Listing say it may be gone.
    await page.goto(paths.listing(stale.id));
    await waitForPageLoader(page);
    await expect(page.getByRole('heading', { name: stale.input.title })).toBeVisible();
    await expect(page.getByText(words.stale, { exact: true })).toBeVisible();
    expect(await axeViolations(page), 'the listing: no axe violation').toEqual([]);

    await page.goto(`${paths.browse}?q=${encodeURIComponent(`Fresh Road ${tag}`)}`);
    await waitForPageLoader(page);
    const row = (title: string) => page.getByRole('row').filter({ hasText: title });
    await expect(row(stale.input.title).getByText(words.stale, { exact: true })).toBeVisible();
    await expect(row(monthOld.input.title)).toBeVisible();
    await expect(row(monthOld.input.title).getByText(words.stale, { exact: true })).toHaveCount(0);
    expect(await axeViolations(page), 'Browse Listing: no axe violation').toEqual([]);

    // Its owner, in a browser of their own (signed in through the English form, then in the
    // language under test): My Listings asks about both, and 'Yes' settles the one 40 days old.
    const ownerPage = await (await browser.newContext()).newPage();
    await signInThroughForm(ownerPage, owner);
    if (language === 'bn')
      await ownerPage.addInitScript((key) => localStorage.setItem(key, 'bn'), LOCALE_KEY);
    await ownerPage.goto(paths.myListings);
    await waitForPageLoader(ownerPage);
    const ownRow = (title: string) => ownerPage.getByRole('row').filter({ hasText: title });
    const asked = (title: string) => ownRow(title).getByText(words.question, { exact: true });
    await expect(asked(stale.input.title)).toBeVisible();
    await expect(asked(monthOld.input.title)).toBeVisible();
    await expect(ownRow(monthOld.input.title).getByText(words.hint(40), { exact: true })).toBeVisible();
    expect(await axeViolations(ownerPage), 'My Listings: no axe violation').toEqual([]);

    // The listing's title is in each button's name, so a list of them still says which listing.
    await ownRow(monthOld.input.title)
      .getByRole('button', { name: `${words.yes} (${monthOld.input.title})`, exact: true })
      .click();
    await expect(ownerPage.getByRole('dialog', { name: words.thanks })).toBeVisible();
    await expect(asked(monthOld.input.title)).toHaveCount(0);
    await expect(asked(stale.input.title)).toBeVisible();
    await ownerPage.context().close();
  });
}
