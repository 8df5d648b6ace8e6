/**
 * Account helpers for the browser tests: sign up and sign in through the real
 * forms, give the page a fake Google identity (the emulator build's test
 * hook), and clean up accounts and user records that a journey created in the
 * browser.
 */
import { expect, type Page } from '@playwright/test';
import { deleteUserRecord, identityToolkit, uniqueTag } from '../../support/auth-emulator';
import { paths } from '../../../web/src/config/paths';

/** The localStorage key of web/src/features/auth/google-sign-in.ts. */
const TEST_GOOGLE_IDENTITY_KEY = 'roommate-finder:test-google-identity';

interface Session {
  idToken: string;
  localId: string;
}

/** Signs in over REST (for clean-up of accounts made in the browser). */
export function passwordSession(email: string, password: string): Promise<Session> {
  return identityToolkit<Session>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

export function newGoogleIdentity(): GoogleIdentity {
  const tag = uniqueTag();
  return { sub: `google-${tag}`, email: `google-${tag}@example.com`, name: `Google Person ${tag}` };
}

/** The same sign-in the app makes with the identity, over REST. */
export function googleSession(identity: GoogleIdentity): Promise<Session> {
  const idToken = JSON.stringify({ ...identity, email_verified: true });
  return identityToolkit<Session>('accounts:signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    returnIdpCredential: true,
  });
}

/** Makes 'Sign in with Google' use this identity instead of the popup (emulator build only). */
export async function useGoogleIdentity(page: Page, identity: GoogleIdentity): Promise<void> {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [TEST_GOOGLE_IDENTITY_KEY, JSON.stringify(identity)],
  );
}

/** Removes the account's user record (if any) and deletes the account. */
export async function removeEverywhere(session: Session): Promise<void> {
  await deleteUserRecord(session.localId);
  await identityToolkit('accounts:delete', { idToken: session.idToken });
}

/**
 * Signs in through the sign-in form, as a person would, and waits for the
 * welcome and for the page the app then goes to (`redirectTo` of `path`, else
 * home). The app goes there only once it has recorded the sign-in, after the
 * welcome shows: a test that moved on at the welcome would be taken back to
 * that page whenever the recording came late. The walks over every screen sign in once per
 * worker with it and keep the session for their tests (helpers/signed-in.ts).
 */
export async function signInThroughForm(
  page: Page,
  account: { email: string; password: string; name: string },
  path: string = paths.signIn,
): Promise<void> {
  const destination = new URL(path, 'http://localhost').searchParams.get('redirectTo') ?? '/';
  await sendSignInForm(page, account, path);
  await expect(page.getByRole('dialog', { name: `Welcome back, ${account.name}!` })).toBeVisible();
  await expect(page).toHaveURL(destination);
}

/** Opens the sign-in form at `path`, fills it as a person would ('Remember me' ticked) and sends it. */
export async function sendSignInForm(
  page: Page,
  account: { email: string; password: string },
  path: string = paths.signIn,
): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A person who signs up through the form. */
export interface NewPerson {
  name: string;
  email: string;
  password: string;
  photoURL: string;
}

/** A new person with a unique name and address; `person` gives some of it. */
function newPerson(person: Partial<NewPerson>): NewPerson {
  const tag = uniqueTag();
  return {
    name: `New Person ${tag}`,
    email: `new-${tag}@example.com`,
    password: 'Roommate123',
    photoURL: 'http://127.0.0.1:5000/avatars/nusrat.svg',
    ...person,
  };
}

/** Opens the sign-up form and fills every field as a person would, the terms accepted, without sending. */
export async function fillSignUpForm(page: Page, person: NewPerson): Promise<void> {
  await page.goto(paths.signUp);
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Photo URL').fill(person.photoURL);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
}

/**
 * Accounts made through the sign-up form, deleted together at the end with their user records:
 * `const signUps = signUpPool(); afterAll(() => signUps.deleteAll());`
 */
export function signUpPool() {
  const made: NewPerson[] = [];
  return {
    /**
     * Signs up through the form and waits for 'Your account is created' and the home page the
     * app then goes to. Returns the person, with what `person` did not give made up.
     */
    async throughForm(page: Page, person: Partial<NewPerson> = {}): Promise<NewPerson> {
      const full = newPerson(person);
      await fillSignUpForm(page, full);
      await page.getByRole('button', { name: 'Sign up' }).click();
      made.push(full);
      await expect(page.getByRole('dialog', { name: 'Your account is created' })).toBeVisible();
      await expect(page).toHaveURL('/');
      return full;
    },
    /** Keeps track of an account a test made through the form itself, so it is deleted too. */
    adopt(person: NewPerson) {
      made.push(person);
    },
    async deleteAll(): Promise<void> {
      for (const { email, password } of made.splice(0)) {
        await removeEverywhere(await passwordSession(email, password));
      }
    },
  };
}
