/**
 * Runs after every other browser test (project "last" in playwright.config.ts):
 * a moderator takes everyone off the users list, which would disturb tests that read
 * the list while it runs. Nothing is lost: each record moves to the audit
 * collection and comes back on that person's next sign-in (docs/product.md, "The users list").
 */
import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { accountPool, grantModerator } from '../support/auth-emulator';
import { signInThroughForm } from './helpers/accounts';
import { paths } from '../../web/src/config/paths';

const accounts = accountPool();
test.afterAll(() => accounts.deleteAll());

test("the users screen says 'No users found.' once everyone is taken off the list", async ({ page }) => {
  // Taking people off the list is for moderators (the `admin` claim).
  const viewer = await grantModerator(await accounts.create());
  // All but one of the others are taken off through the API first, as the screen's button does:
  // one at a time on the screen took a second each. The last one and the moderator's own record
  // (made when they sign in) go through the screen.
  const listed = await api<{ _id: string }[]>('/users?limit=100', { token: viewer.idToken });
  expect(listed.headers.get('x-next-cursor'), 'one page holds everyone').toBeNull();
  expect(listed.body.length).toBeGreaterThan(0);
  for (const { _id } of listed.body.slice(1)) {
    expect((await api(`/users/${_id}`, { method: 'DELETE', token: viewer.idToken })).status).toBe(200);
  }
  await signInThroughForm(page, viewer, `${paths.signIn}?redirectTo=${encodeURIComponent(paths.users)}`);
  await expect(page).toHaveURL(paths.users);
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5_000 });

  const removeButtons = page.getByRole('table').getByRole('button', { name: /^Remove / });
  const heading = page.getByRole('heading', { level: 1, name: /^\d+ Users$/ });
  for (let left = 2; left > 0; left -= 1) {
    await expect(heading).toHaveText(`${left} Users`);
    await removeButtons.first().click();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    const done = page.getByRole('dialog', { name: 'Deleted!' });
    await expect(done).toContainText('Your user has been deleted.');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(removeButtons).toHaveCount(left - 1);
  }
  await expect(heading).toHaveText('0 Users');
  await expect(page.getByText('No users found.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  // The person's own record comes back on their next sign-in.
  await page.getByRole('button', { name: `Account: ${viewer.name}` }).hover();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes, logout!' }).click();
  await expect(page.getByRole('dialog', { name: 'Logged Out!' })).toBeVisible();
  await signInThroughForm(page, viewer, `${paths.signIn}?redirectTo=${encodeURIComponent(paths.users)}`);
  await expect(heading).toHaveText('1 Users');
  await expect(page.getByRole('table')).toContainText(viewer.email);
});
