import { expect, test, type Page } from '@playwright/test';
import { USER_LIMITS } from '@roommate-finder/contract/user';
import { api } from '../support/api';
import { accountPool, uniqueTag } from '../support/auth-emulator';
import {
  fillSignUpForm,
  googleSession,
  newGoogleIdentity,
  passwordSession,
  removeEverywhere,
  signInThroughForm,
  signUpPool,
  useGoogleIdentity,
} from './helpers/accounts';
import { paths } from '../../web/src/config/paths';

const accounts = accountPool();
test.afterAll(() => accounts.deleteAll());

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

interface UserRow {
  _id: string;
  name: string;
  email: string;
  photoURL: string;
}

async function usersList(idToken: string): Promise<UserRow[]> {
  const response = await api<UserRow[]>('/users', { token: idToken });
  expect(response.status).toBe(200);
  return response.body;
}

test.describe('sign-up', () => {
  const signUps = signUpPool();
  test.afterAll(() => signUps.deleteAll());

  test('checks the password rules in order, then creates the account and its record', async ({ page }) => {
    const tag = uniqueTag();
    const person = {
      name: `Signup Person ${tag}`,
      email: `signup-${tag}@example.com`,
      password: 'Roommate123',
      photoURL: 'http://127.0.0.1:5000/avatars/nusrat.svg',
    };
    await fillSignUpForm(page, { ...person, password: '' });

    for (const [password, rule] of [
      ['abcdef', 'Password must have at least 1 uppercase letter'],
      ['ABCDEF', 'Password must have at least 1 lowercase letter'],
      ['Abc', 'Password must be at least 6 characters long'],
    ] as const) {
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign up' }).click();
      const popup = page.getByRole('dialog', { name: 'Invalid Password' });
      await expect(popup).toContainText(rule);
      // It goes by itself after about 2 seconds; what was typed stays.
      await expect(popup).toBeHidden({ timeout: 4_000 });
      await expect(page.getByLabel('Name')).toHaveValue(person.name);
    }

    await page.getByRole('button', { name: 'Show password' }).click();
    await page.getByLabel('Password').fill(person.password);
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Sign up' }).click();
    signUps.adopt(person);

    await expect(page.getByRole('dialog', { name: 'Your account is created' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(mainNav(page).getByRole('button', { name: `Account: ${person.name}` })).toBeVisible();

    const session = await passwordSession(person.email, person.password);
    const row = (await usersList(session.idToken)).find((user) => user.email === person.email);
    expect(row).toMatchObject({ _id: session.localId, name: person.name, photoURL: person.photoURL });
  });

  test("refuses an address that already has an account with 'Sign Up Failed'", async ({ page }) => {
    const existing = await accounts.create();
    await fillSignUpForm(page, {
      name: 'Someone Else',
      email: existing.email,
      password: 'Roommate123',
      photoURL: 'http://127.0.0.1:5000/avatars/imran.svg',
    });
    await page.getByRole('button', { name: 'Sign up' }).click();
    const popup = page.getByRole('dialog', { name: 'Sign Up Failed' });
    await expect(popup).toContainText('An account with this email already exists');
    await expect(page).toHaveURL(paths.signUp);
    await expect(page.getByLabel('Email')).toHaveValue(existing.email);
  });

  test('refuses a name the users list would refuse before any account is made', async ({ page }) => {
    const email = `long-name-${uniqueTag()}@example.com`;
    const accountCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('accounts:signUp')) accountCalls.push(request.url());
    });
    await fillSignUpForm(page, {
      name: 'N'.repeat(USER_LIMITS.name + 1),
      email,
      password: 'Roommate123',
      photoURL: 'http://127.0.0.1:5000/avatars/imran.svg',
    });
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page.getByLabel('Name')).toHaveAccessibleDescription(
      `Name must be at most ${USER_LIMITS.name} characters`,
    );
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page).toHaveURL(paths.signUp);
    expect(accountCalls).toEqual([]);
    // The Auth emulator knows no such address: no account was made.
    await expect(passwordSession(email, 'Roommate123')).rejects.toThrow(/EMAIL_NOT_FOUND/);
  });

  test('says which fields are missing', async ({ page }) => {
    await page.goto(paths.signUp);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Photo URL is required')).toBeVisible();
    await expect(page.getByText('Accept the Terms and Conditions to create an account')).toBeVisible();
    await expect(page).toHaveURL(paths.signUp);
  });
});

test.describe('sign-in', () => {
  test('takes a visitor back to the guarded page they wanted', async ({ page }) => {
    const account = await accounts.create();
    await page.goto(paths.myListings);
    await expect(page).toHaveURL(`${paths.signIn}?redirectTo=${encodeURIComponent(paths.myListings)}`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    const welcome = page.getByRole('dialog', { name: `Welcome back, ${account.name}!` });
    await expect(welcome).toContainText("You've successfully logged in. Let's get started!");
    await expect(welcome.getByRole('button')).toHaveCount(0);
    await expect(page).toHaveURL(paths.myListings);
    await expect(welcome).toBeHidden({ timeout: 4_000 });

    // The sign-in was recorded (PATCH /users): the person is in the users list.
    const rows = await usersList(account.idToken);
    expect(rows.map((row) => row.email)).toContain(account.email);
  });

  test("a wrong password says 'Oops! ❌' and keeps what was typed", async ({ page }) => {
    const account = await accounts.create();
    await page.goto(paths.signIn);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('Wrong-password1');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    const popup = page.getByRole('dialog', { name: 'Oops! ❌' });
    await expect(popup).toContainText('Login failed: ');
    await popup.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(paths.signIn);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
  });

  test("'Remember me' is required", async ({ page }) => {
    const account = await accounts.create();
    await page.goto(paths.signIn);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Check "Remember me" to continue')).toBeVisible();
    await expect(page).toHaveURL(paths.signIn);
  });

  test("'Forgot password?' sends a reset e-mail for the typed address", async ({ page }) => {
    const account = await accounts.create();
    await page.goto(paths.signIn);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText('Type the email address of your account')).toBeVisible();

    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Check your e-mail' })).toContainText(account.email);

    // The Auth emulator holds the reset code it "sent".
    const codes = (await (
      await fetch('http://127.0.0.1:9099/emulator/v1/projects/demo-roommate-finder/oobCodes')
    ).json()) as { oobCodes: { email: string; requestType: string }[] };
    expect(codes.oobCodes).toContainEqual(
      expect.objectContaining({ email: account.email, requestType: 'PASSWORD_RESET' }),
    );
  });

  test('links to sign-up and back', async ({ page }) => {
    await page.goto(paths.signIn);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(paths.signUp);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(paths.signIn);
  });
});

test.describe('Google sign-in', () => {
  const identity = newGoogleIdentity();
  test.afterAll(async () => removeEverywhere(await googleSession(identity)));

  test('welcomes the person, adds them to the users list and goes home', async ({ page }) => {
    await useGoogleIdentity(page, identity);
    await page.goto(`${paths.signIn}?redirectTo=${encodeURIComponent(paths.myListings)}`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();

    const welcome = page.getByRole('dialog', { name: `Welcome back, ${identity.name}! 🎉` });
    await expect(welcome).toContainText("You've successfully logged in with Google. Let's get started!");
    await expect(page).toHaveURL('/');
    await expect(mainNav(page).getByRole('button', { name: `Account: ${identity.name}` })).toBeVisible();

    const session = await googleSession(identity);
    const rows = await usersList(session.idToken);
    expect(rows).toContainEqual(expect.objectContaining({ _id: session.localId, email: identity.email }));
  });
});

test('signing in keeps the person signed in after a reload', async ({ page }) => {
  const account = await accounts.create();
  await signInThroughForm(page, account);
  await page.reload();
  await expect(mainNav(page).getByRole('button', { name: `Account: ${account.name}` })).toBeVisible();
});
