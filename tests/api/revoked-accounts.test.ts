import { getAuth } from 'firebase-admin/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, type ApiErrorBody } from '@roommate-finder/contract/api-error';
import { adminApp } from '../../functions/src/firestore';
import { EMULATOR_ENV } from '../../scripts/lib/stack';
import { api } from '../support/api';
import { createAccount, type TestAccount } from '../support/auth-emulator';
import { listingInput } from '../support/listings';

/**
 * What a caller sees once an account is disabled or signed out everywhere.
 * The Auth emulator checks both on every token; production Firebase only when
 * asked, which functions/src/http/auth.test.ts pins.
 */
function adminAuth() {
  Object.assign(process.env, EMULATOR_ENV);
  return getAuth(adminApp());
}

const made: TestAccount[] = [];
async function account(): Promise<TestAccount> {
  const person = await createAccount();
  made.push(person);
  return person;
}
afterAll(async () => {
  for (const person of made) await adminAuth().deleteUser(person.uid);
});

const write = (person: TestAccount) =>
  api<ApiErrorBody>('/roommates', { method: 'POST', token: person.idToken, body: listingInput() });

describe('a token of an account that was disabled or signed out everywhere', () => {
  it('is refused with 401 JSON on writes and reads once the account is disabled', async () => {
    const person = await account();
    expect((await api('/users', { token: person.idToken })).status).toBe(200);

    await adminAuth().updateUser(person.uid, { disabled: true });
    for (const response of [
      await write(person),
      await api<ApiErrorBody>('/users', { method: 'PATCH', token: person.idToken, body: {} }),
      await api<ApiErrorBody>('/roommates/demo-dhaka-mirpur/like', {
        method: 'PATCH',
        token: person.idToken,
      }),
      await api<ApiErrorBody>('/users', { token: person.idToken }),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: API_MESSAGES.accountDisabled, code: 'auth/account-disabled' });
    }
  });

  it('is refused with 401 JSON once its refresh tokens are revoked', async () => {
    const person = await account();
    // Revocation counts in whole seconds: a token from the same second would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await adminAuth().revokeRefreshTokens(person.uid);
    for (const response of [
      await write(person),
      await api<ApiErrorBody>(`/users/${person.uid}`, { method: 'DELETE', token: person.idToken }),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        message: API_MESSAGES.signedOutEverywhere,
        code: 'auth/signed-out-everywhere',
      });
    }
  });
});
