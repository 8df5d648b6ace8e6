/**
 * Names and server messages in dialogs are text: a display name with markup
 * is shown literally and never becomes an element (sweetalert2 renders its
 * `title` and `html` options as HTML; the app gives it text only).
 */
import { expect, test, type Page } from '@playwright/test';
import { accountPool, uniqueTag } from '../support/auth-emulator';
import {
  googleSession,
  newGoogleIdentity,
  removeEverywhere,
  sendSignInForm,
  signUpPool,
  useGoogleIdentity,
} from './helpers/accounts';
import { paths } from '../../web/src/config/paths';

const accounts = accountPool();
const signUps = signUpPool();
test.afterAll(async () => {
  await accounts.deleteAll();
  await signUps.deleteAll();
});

/** A name that runs script wherever it is rendered as HTML. */
const hostileName = (tag: string) => `<img src=x onerror=alert(1)> ${tag}`;

/** Fails the test on any alert() or on any element the name could have made. */
function watchForMarkup(page: Page): { alerts: string[] } {
  const seen = { alerts: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

async function expectLiteralWelcome(page: Page, title: string): Promise<void> {
  const welcome = page.getByRole('dialog', { name: title });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('heading')).toHaveText(title);
  // sweetalert2 keeps a hidden <img> of its own in every dialog; the name must add none.
  expect(await welcome.locator('img:visible').count()).toBe(0);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
}

test('a display name with markup is shown literally in the welcome after the sign-in form', async ({
  page,
}) => {
  const seen = watchForMarkup(page);
  const account = await accounts.create({ name: hostileName(uniqueTag()) });
  await sendSignInForm(page, account);
  await expectLiteralWelcome(page, `Welcome back, ${account.name}!`);
  await expect(page).toHaveURL('/');
  expect(seen.alerts).toEqual([]);
});

test('a name given at sign-up with markup is shown literally at the next sign-in', async ({
  page,
  browser,
}) => {
  const seen = watchForMarkup(page);
  const person = await signUps.throughForm(page, { name: hostileName(uniqueTag()) });

  // The next visit, in a browser that is not signed in.
  const later = await browser.newPage({ baseURL: 'http://127.0.0.1:5000' });
  const seenLater = watchForMarkup(later);
  await sendSignInForm(later, person);
  await expectLiteralWelcome(later, `Welcome back, ${person.name}!`);
  await later.close();
  expect([...seen.alerts, ...seenLater.alerts]).toEqual([]);
});

test('a Google name with markup is shown literally in the welcome', async ({ page }) => {
  const seen = watchForMarkup(page);
  const identity = { ...newGoogleIdentity(), name: hostileName(uniqueTag()) };
  try {
    await useGoogleIdentity(page, identity);
    await page.goto(paths.signIn);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expectLiteralWelcome(page, `Welcome back, ${identity.name}! 🎉`);
    await expect(page).toHaveURL('/');
    expect(seen.alerts).toEqual([]);
  } finally {
    await removeEverywhere(await googleSession(identity));
  }
});
