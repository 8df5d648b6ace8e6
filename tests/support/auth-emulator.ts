/**
 * Test accounts on the Auth emulator, made through its REST API as a real
 * client would: each test makes its own, with a unique address.
 */
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { adminApp, COLLECTIONS } from '../../functions/src/firestore';
import { stackDb } from './stack-db';
import { importAccounts } from '../../scripts/lib/auth-import';

const AUTH_URL = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';
const API_KEY = 'demo-api-key';

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  name: string;
  photoURL: string;
  /** A fresh Firebase ID token for `Authorization: Bearer`. */
  idToken: string;
}

export async function identityToolkit<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${AUTH_URL}/${method}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok)
    throw new Error(`Auth emulator ${method} failed: ${json.error?.message ?? response.status}`);
  return json;
}

/** A short unique tag, for names and addresses that never collide between parallel tests. */
export const uniqueTag = () => randomUUID().slice(0, 8);

export interface AccountOptions extends Partial<
  Pick<TestAccount, 'email' | 'password' | 'name' | 'photoURL'>
> {
  /**
   * An account as it is after some time: made at `createdAt`, its e-mail verified or not. Without
   * these, a fresh sign-up (made now, e-mail not verified), as the sign-up form makes.
   */
  aged?: { createdAt: Date; emailVerified: boolean };
}

export async function createAccount(overrides: AccountOptions = {}) {
  const tag = uniqueTag();
  const email = overrides.email ?? `test-${tag}@example.com`;
  const password = overrides.password ?? 'Secret123';
  const name = overrides.name ?? `Test Person ${tag}`;
  const photoURL = overrides.photoURL ?? 'http://127.0.0.1:5000/avatars/ayesha.svg';
  let uid: string;
  if (overrides.aged) {
    uid = `test-${randomUUID()}`;
    await importAccounts([{ uid, email, password, displayName: name, photoURL, ...overrides.aged }]);
  } else {
    const created = await identityToolkit<{ idToken: string; localId: string }>('accounts:signUp', {
      email,
      password,
      returnSecureToken: true,
    });
    uid = created.localId;
    // The profile goes into the token only after an update and a fresh sign-in.
    await identityToolkit('accounts:update', {
      idToken: created.idToken,
      displayName: name,
      photoUrl: photoURL,
    });
  }
  const signedIn = await identityToolkit<{ idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  const account: TestAccount = {
    uid,
    email,
    password,
    name,
    photoURL,
    idToken: signedIn.idToken,
  };
  return account;
}

export async function deleteAccount(account: Pick<TestAccount, 'idToken'>): Promise<void> {
  await identityToolkit('accounts:delete', { idToken: account.idToken });
}

/** A fresh ID token of an account, as a new sign-in gives it (with its claims as they are now). */
export async function signInAgain(account: TestAccount): Promise<TestAccount> {
  const signedIn = await identityToolkit<{ idToken: string }>('accounts:signInWithPassword', {
    email: account.email,
    password: account.password,
    returnSecureToken: true,
  });
  return { ...account, idToken: signedIn.idToken };
}

/**
 * Makes an account a moderator as `npm run admin -- grant` does (the `admin` custom claim,
 * through the Admin SDK on the emulator), and signs it in again for a token that carries it.
 */
export async function grantModerator(account: TestAccount): Promise<TestAccount> {
  stackDb();
  await getAuth(adminApp()).setCustomUserClaims(account.uid, { admin: true });
  return signInAgain(account);
}

/** Marks an account's address verified, as following the e-mail's link does, and signs it in again. */
export async function verifyEmail(account: TestAccount): Promise<TestAccount> {
  stackDb();
  await getAuth(adminApp()).updateUser(account.uid, { emailVerified: true });
  return signInAgain(account);
}

/**
 * Takes a person's record off the users list: test clean-up through the Admin SDK (the API
 * lets moderators only do it, docs/product.md, "The users list").
 */
export async function deleteUserRecord(uid: string): Promise<void> {
  await stackDb().collection(COLLECTIONS.users).doc(uid).delete();
}

/**
 * Accounts made on demand and deleted together at the end, with their user
 * records (a sign-in in the browser adds the person to the users list):
 * `const accounts = accountPool(); afterAll(() => accounts.deleteAll());`
 */
export function accountPool() {
  const made: TestAccount[] = [];
  return {
    async create(overrides?: Parameters<typeof createAccount>[0]): Promise<TestAccount> {
      const account = await createAccount(overrides);
      made.push(account);
      return account;
    },
    /**
     * Takes each account off the users list (if it got there) and deletes it,
     * one at a time: a burst of calls would hold up the requests of tests
     * still running beside this clean-up.
     */
    async deleteAll(): Promise<void> {
      for (const account of made.splice(0)) {
        await deleteUserRecord(account.uid);
        // Through the Admin SDK: a suspended account's or a new moderator's tokens were revoked.
        await getAuth(adminApp()).deleteUser(account.uid);
      }
    },
  };
}
