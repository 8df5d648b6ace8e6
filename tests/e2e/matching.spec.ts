/**
 * Compatibility matching in the browser (docs/product.md, "Matching"): a new
 * person signs up, answers the roommate profile questionnaire and sees the
 * listing that fits them best first on /matches, with the reasons; its page
 * shows the same band, and Browse Listing sorted by 'Best match' starts with
 * it. The listings are made here through the API, in an area no demo
 * listing uses, so which one fits best does not depend on other data.
 */
import { expect, test, type Page } from '@playwright/test';
import { everyHabitMatters, quietHabits } from '@roommate-finder/contract/habit-answers.testing';
import type { ListingInput } from '@roommate-finder/contract/listing';
import { accountPool, uniqueTag } from '../support/auth-emulator';
import { listingPool } from '../support/listings';
import { signUpPool } from './helpers/accounts';
import { waitForPageLoader } from './helpers/page-loader';
import { paths } from '../../web/src/config/paths';

const accounts = accountPool();
const listings = listingPool();
const signUps = signUpPool();
test.afterAll(async () => {
  await listings.deleteAll();
  await accounts.deleteAll();
  await signUps.deleteAll();
});

/** The answers the person gives, and the best home shares every one of them. */
const HABITS = quietHabits();

/** What the questionnaire asks, and the answer the person taps, for each habit. */
const QUESTIONS: [question: string, habit: string, answer: string][] = [
  ['When do you usually go to bed?', 'sleep', 'Early (before 11 pm)'],
  ['How tidy are you?', 'cleanliness', '5 · Spotless'],
  ['How often do you have guests over?', 'guests', 'Rarely'],
  ['Do you smoke?', 'smoking', 'No'],
  ['What do you eat?', 'food', 'Halal only'],
  ['How do you like to handle meals?', 'meals', 'Shared meals (mess)'],
  ['How lively do you like home to be?', 'noise', 'Quiet'],
  ['How do you feel about pets?', 'pets', 'No pets'],
];

/** A hostel seat for women students in Mahiganj, Rangpur, within a 6,000 taka budget. */
const fitting = (title: string, overrides: Partial<ListingInput> = {}): Partial<ListingInput> => ({
  title,
  location: 'Mahiganj, Rangpur',
  city: 'rangpur',
  area: 'rangpur-mahiganj',
  accommodation: 'hostel-seat',
  genderPolicy: 'female',
  tenants: ['student'],
  rentAmount: '5,500',
  availability: 'Available',
  ...overrides,
});

/** One tap on a choice of a question (a fieldset named by its legend). */
async function answer(page: Page, group: string, choice: string | RegExp) {
  await page.getByRole('group', { name: group, exact: true }).getByText(choice, { exact: true }).click();
}

test('a new person fills the questionnaire and sees their best match first, on /matches, its page and Browse Listing', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  const owner = await accounts.create();
  const best = await listings.create(
    owner,
    fitting(`Calm hostel seat ${tag}`, {
      household: { habits: HABITS, importance: everyHabitMatters(3), dealbreakers: [] },
    }),
  );
  const weaker = await listings.create(
    owner,
    fitting(`Busy hostel seat ${tag}`, {
      household: {
        habits: { ...HABITS, sleep: 'late', guests: 'often', meals: 'own' },
        importance: {},
        dealbreakers: [],
      },
    }),
  );
  // Smoking is the person's dealbreaker: this one must not show at all.
  const smokers = await listings.create(
    owner,
    fitting(`Smokers' hostel seat ${tag}`, {
      household: { habits: { ...HABITS, smoking: 'yes' }, importance: {}, dealbreakers: [] },
    }),
  );

  // Sign up, as a new person would.
  await signUps.throughForm(page, { name: `Matcher ${tag}`, email: `matcher-${tag}@example.com` });
  await expect(page.getByRole('dialog')).toBeHidden();

  // Without a profile, the home page invites one.
  await waitForPageLoader(page);
  await page.getByRole('link', { name: 'Make my roommate profile' }).click();
  await expect(page).toHaveURL(paths.profile);
  await waitForPageLoader(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your roommate profile' })).toBeVisible();

  await answer(page, 'I am a', 'Woman');
  await answer(page, 'I am looking as a', 'Student');
  await answer(page, 'Cities (1 to 3)', /^Rangpur \(/);
  await page.getByText('Only some areas?').click();
  await answer(page, 'Areas of Rangpur', 'Mahiganj');
  await page.getByLabel('Budget (BDT a month, at most)').fill('6000');
  await answer(page, 'Accommodation you would take (optional: none means any)', 'Hostel seat');
  for (const [question, habit, choice] of QUESTIONS) {
    await answer(page, question, choice);
    await answer(page, `How much ${habit} matters to you`, 'Matters a lot');
  }
  await page.getByText('Smoking is a dealbreaker').click();
  await page.getByRole('button', { name: 'Save my profile' }).click();

  await expect(page.getByRole('dialog', { name: 'Profile saved' })).toBeVisible();
  await expect(page).toHaveURL(paths.matches);
  await expect(page.getByRole('dialog')).toBeHidden();

  // Best first, with why; the dealbreaker clash is not there.
  const cards = page.getByRole('list', { name: 'Your matches, best first' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  const first = cards.first();
  await expect(first.getByRole('heading')).toHaveText(best.input.title);
  await expect(first.getByText('Great match')).toBeVisible();
  // Lists leave households out, so the card says the pair's agreements from the person's own answers.
  for (const reason of [
    'Neither of you smokes',
    'You both go to bed early',
    'You are about as tidy as each other',
  ]) {
    await expect(first.getByText(reason)).toBeVisible();
  }
  await expect(first.getByText('5,500 BDT')).toBeVisible();
  await expect(first.getByText('Mahiganj, Rangpur')).toBeVisible();
  await expect(first.getByText('Hostel seat', { exact: true })).toBeVisible();
  await expect(cards.nth(1).getByRole('heading')).toHaveText(weaker.input.title);
  await expect(page.getByText(smokers.input.title)).toHaveCount(0);

  // The listing's page shows the same band and its household as plain facts.
  await first.getByRole('link', { name: 'See more' }).click();
  await expect(page).toHaveURL(paths.listing(best.id));
  const match = page.getByRole('region', { name: 'How this listing matches you' });
  await expect(match.getByText('Great match')).toBeVisible();
  await expect(match.getByText('Neither of you smokes')).toBeVisible();
  await expect(match.getByText('You both keep things spotless')).toBeVisible();
  await expect(page.getByText('Quiet after 11 pm')).toBeVisible();

  // Browse Listing sorted by 'Best match' starts with it.
  await page.goto(paths.browse);
  await waitForPageLoader(page);
  await page.getByLabel('Sort by').selectOption({ label: 'Best match' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/sort=match/);
  const firstRow = page.getByRole('region', { name: 'All listings' }).getByRole('row').nth(1);
  await expect(firstRow).toContainText(best.input.title);
  await expect(firstRow.getByText('Great match')).toBeVisible();
});
