import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../functions/src/firestore';
import { userListKey } from '../../functions/src/users/user-document';
import { api } from '../support/api';
import { stackDb } from '../support/stack-db';
import { maskedEmail } from '@roommate-finder/contract/user';
import { USER_PAGE_DEFAULT } from '@roommate-finder/contract/user-query';
import { accountPool, grantModerator } from '../support/auth-emulator';
import { signInThroughForm } from './helpers/accounts';
import { signedInTest } from './helpers/signed-in';
import { axeViolations } from './helpers/axe';
import { paths } from '../../web/src/config/paths';

const accounts = accountPool();
test.afterAll(() => accounts.deleteAll());

const countIn = (text: string | null) => Number(text?.match(/^(\d+) Users$/)?.[1]);
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: /^\d+ Users$/ });

test('a visitor is asked to sign in first', async ({ page }) => {
  await page.goto(paths.users);
  await expect(page).toHaveURL(`${paths.signIn}?redirectTo=${encodeURIComponent(paths.users)}`);
});

test("a signed-in person sees the registered users, other people's addresses masked, and no 'X'", async ({
  page,
}) => {
  const viewer = await accounts.create();
  const other = await accounts.create({ photoURL: 'http://127.0.0.1:5000/avatars/tanvir.svg' });
  expect((await api('/users', { method: 'POST', token: other.idToken, body: {} })).status).toBe(201);

  await signInThroughForm(page, viewer);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'DashBoard' }).click();
  await expect(page).toHaveURL(paths.users);
  await expect(page.getByText('Total registered users')).toBeVisible();

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['No.', 'Name', 'Last Sign In', 'Actions']);
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  expect(countIn(await heading(page).textContent())).toBeGreaterThanOrEqual(await rows.count());
  await expect(rows.first().getByRole('cell').first()).toHaveText('1');

  // Someone else's address is masked, as GET /users answers it; one's own is not.
  const otherRow = rows.filter({ hasText: other.name });
  await expect(otherRow).toContainText(maskedEmail(other.email));
  await expect(otherRow).not.toContainText(other.email);
  await expect(otherRow.locator('img')).toHaveAttribute('src', other.photoURL);
  await expect(otherRow.getByRole('cell').nth(2)).toHaveText(/^(\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|N\/A)$/);
  await expect(rows.filter({ hasText: viewer.email })).toContainText(viewer.name);

  // Taking people off the list is for moderators: no 'X' anywhere; each other person can be reported.
  await expect(table.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(otherRow.getByRole('button', { name: `Report ${other.name}` })).toBeVisible();
  await expect(rows.filter({ hasText: viewer.email }).getByRole('button', { name: /^Report / })).toHaveCount(
    0,
  );
});

test('a moderator sees every address in full and takes a person off the list', async ({ page }) => {
  const moderator = await grantModerator(await accounts.create());
  const other = await accounts.create({ photoURL: 'http://127.0.0.1:5000/avatars/tanvir.svg' });
  expect((await api('/users', { method: 'POST', token: other.idToken, body: {} })).status).toBe(201);

  await signInThroughForm(page, moderator, `${paths.signIn}?redirectTo=${encodeURIComponent(paths.users)}`);
  await expect(page).toHaveURL(paths.users);
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  const otherRow = rows.filter({ hasText: other.email });
  await expect(otherRow).toContainText(other.name);

  // Cancel first: nothing happens.
  await otherRow.getByRole('button', { name: `Remove ${other.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText("You won't be able to revert this!");
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(otherRow).toBeVisible();

  await otherRow.getByRole('button', { name: `Remove ${other.name}` }).click();
  await page.getByRole('button', { name: 'Yes, delete it!' }).click();
  const done = page.getByRole('dialog', { name: 'Deleted!' });
  await expect(done).toContainText('Your user has been deleted.');
  await done.getByRole('button', { name: 'OK' }).click();
  // Once the dialog has gone (it hides the page from the accessibility tree), the list read again from the
  // server shows the moderator and not the one removed.
  await expect(rows.filter({ hasText: moderator.email })).toBeVisible();
  await expect(otherRow).toHaveCount(0);
  // The list is read again from the server (other tests may add people meanwhile): the heading counts
  // everyone, at least the rows of this page.
  await expect(heading(page)).toBeVisible();
  expect(countIn(await heading(page).textContent())).toBeGreaterThanOrEqual(await rows.count());

  // A reload shows the same: the row is gone on the server, not just hidden on the page.
  await page.reload();
  await expect(rows.filter({ hasText: moderator.email })).toBeVisible();
  await expect(otherRow).toHaveCount(0);

  const listed = await api<{ email: string }[]>('/users', { token: moderator.idToken });
  expect(listed.body.map((row) => row.email)).not.toContain(other.email);
});

test('the users screen and the open account card have no WCAG A or AA violations that axe can find', async ({
  page,
}) => {
  const viewer = await accounts.create();
  await signInThroughForm(page, viewer, `${paths.signIn}?redirectTo=${encodeURIComponent(paths.users)}`);
  await expect(page).toHaveURL(paths.users);
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5_000 });
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: `Account: ${viewer.name}` }).hover();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the heading counts every user, more than one page holds, and the next page numbers on', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const viewer = await accounts.create();
  const firstPage = () => api<unknown[]>('/users', { token: viewer.idToken });
  const totalOf = (answer: Awaited<ReturnType<typeof firstPage>>) =>
    Number(answer.headers.get('X-Total-Count'));
  // More people than a page holds, all of them this test's own: other tests take their own people off
  // the list while this one runs, so people of theirs cannot be what makes the second page. They were
  // last active a year ago (their records moved back in time after the API wrote them), so they come
  // after everyone else on the list and push no other test's person off its first page.
  const longAgo = Date.now() - 365 * 24 * 3600 * 1000;
  for (let made = 0; made <= USER_PAGE_DEFAULT; made += 1) {
    const person = await accounts.create();
    expect((await api('/users', { method: 'POST', token: person.idToken, body: {} })).status).toBe(201);
    const activeAt = new Date(longAgo + made * 1000);
    await stackDb()
      .collection(COLLECTIONS.users)
      .doc(person.uid)
      .update({ updatedAt: Timestamp.fromDate(activeAt), listKey: userListKey(activeAt, person.uid) });
  }
  const answer = await firstPage();
  expect(answer.status).toBe(200);
  expect(answer.body).toHaveLength(USER_PAGE_DEFAULT);
  expect(answer.headers.get('X-Total-Count'), 'GET /users answers X-Total-Count').not.toBeNull();
  expect(
    answer.headers.get('X-Next-Cursor'),
    'more than a page of users and no X-Next-Cursor',
  ).not.toBeNull();
  expect(totalOf(answer)).toBeGreaterThan(USER_PAGE_DEFAULT);

  await signInThroughForm(page, viewer, `${paths.signIn}?redirectTo=${encodeURIComponent(paths.users)}`);
  await expect(page).toHaveURL(paths.users);
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(USER_PAGE_DEFAULT);
  // The heading is the API's count when the page read it: between the counts read before and after,
  // give or take the people other tests add or remove meanwhile. Never only the rows on this page.
  const shown = countIn(await heading(page).textContent());
  const after = totalOf(await firstPage());
  expect(shown).toBeGreaterThan(USER_PAGE_DEFAULT);
  expect(shown).toBeGreaterThanOrEqual(Math.min(totalOf(answer), after) - 10);
  expect(shown).toBeLessThanOrEqual(Math.max(totalOf(answer), after) + 10);

  await page
    .getByRole('navigation', { name: 'Pages of users' })
    .getByRole('link', { name: 'Next page' })
    .click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(rows.first().getByRole('cell').first()).toHaveText(String(USER_PAGE_DEFAULT + 1));
  await expect(heading(page)).toHaveText(/^\d+ Users$/);
});

signedInTest(
  'a page of users whose cursor the API cannot read leads to the first page, not to trying again',
  async ({ page }) => {
    // An edited or old link: the API refuses the cursor, so trying again would fail again.
    await page.goto(`${paths.users}?cursor=not-a-cursor&from=21`);
    const failed = page.getByRole('alert');
    await expect(failed.getByRole('heading', { name: 'The users could not be loaded' })).toBeVisible();
    await expect(failed).toContainText('start again without a cursor');
    await expect(failed.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await failed.getByRole('link', { name: 'First page' }).click();
    await expect(page).toHaveURL(paths.users);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  },
);
