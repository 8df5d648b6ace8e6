import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api } from '../support/api';
import { accountPool } from '../support/auth-emulator';
import { signInThroughForm } from './helpers/accounts';

const accounts = accountPool();
test.afterAll(() => accounts.deleteAll());

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: /^\d+ Users$/ });

test('a visitor is asked to sign in first', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL('/signin?redirectTo=%2Fusers');
});

test('a signed-in person sees the registered users and removes one', async ({ page }) => {
  const viewer = await accounts.create();
  const other = await accounts.create({ photoURL: 'http://127.0.0.1:5000/avatars/tanvir.svg' });
  expect((await api('/users', { method: 'POST', token: other.idToken, body: {} })).status).toBe(201);

  await signInThroughForm(page, viewer);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'DashBoard' }).click();
  await expect(page).toHaveURL('/users');
  await expect(page.getByText('Total registered users')).toBeVisible();

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['No.', 'Name', 'Last Sign In', 'Remove']);
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  const count = await rows.count();
  await expect(heading(page)).toHaveText(`${count} Users`);
  await expect(rows.first().getByRole('cell').first()).toHaveText('1');

  const otherRow = rows.filter({ hasText: other.email });
  await expect(otherRow).toContainText(other.name);
  await expect(otherRow.locator('img')).toHaveAttribute('src', other.photoURL);
  await expect(otherRow.getByRole('cell').nth(2)).toHaveText(/^(\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|N\/A)$/);

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
  // server shows the viewer and not the one removed; other tests may add people meanwhile, so the heading
  // counts the rows shown rather than the rows before.
  await expect(rows.filter({ hasText: viewer.email })).toBeVisible();
  await expect(otherRow).toHaveCount(0);
  await expect(async () =>
    expect(await heading(page).textContent()).toBe(`${await rows.count()} Users`),
  ).toPass();

  // A reload shows the same: the row is gone on the server, not just hidden on the page.
  await page.reload();
  await expect(rows.filter({ hasText: viewer.email })).toBeVisible();
  await expect(otherRow).toHaveCount(0);

  const listed = await api<{ email: string }[]>('/users', { token: viewer.idToken });
  expect(listed.body.map((row) => row.email)).not.toContain(other.email);
});

test('the users screen and the open account card have no WCAG A or AA violations that axe can find', async ({
  page,
}) => {
  const viewer = await accounts.create();
  await signInThroughForm(page, viewer, '/signin?redirectTo=%2Fusers');
  await expect(page).toHaveURL('/users');
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5_000 });
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: `Account: ${viewer.name}` }).hover();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
