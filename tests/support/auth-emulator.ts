/**
 * Test accounts on the Auth emulator, made through its REST API as a real
 * client would: each test makes its own, with a unique address.
 */
import { randomUUID } from 'node:crypto';
import { importAccounts } from '../../scripts/lib/auth-import';
import { api } from './api';

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
     * one at a time: a burst of API calls would hold up the requests of tests
     * still running beside this clean-up.
     */
    async deleteAll(): Promise<void> {
      for (const account of made.splice(0)) {
        await api(`/users/${account.uid}`, { method: 'DELETE', token: account.idToken });
        await deleteAccount(account);
      }
    },
  };
}
