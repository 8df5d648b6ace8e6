import { afterAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import { EMULATOR_PHOTO_HOSTS } from '../../functions/src/config';
import { photoURLRule, type UserListItem } from '@roommate-finder/contract/user';
import { api } from '../support/api';
import { accountPool, type TestAccount } from '../support/auth-emulator';

/** The API runs in the Functions emulator here, which takes http photos on the emulators' hosts. */
const PHOTO_URL_RULE = photoURLRule(EMULATOR_PHOTO_HOSTS);

const accounts = accountPool();
afterAll(() => accounts.deleteAll());

async function listedPhoto(person: TestAccount): Promise<string | undefined> {
  const response = await api<UserListItem[]>('/users', { token: person.idToken });
  return response.body.find((user) => user._id === person.uid)?.photoURL;
}

describe('photo addresses of user records', () => {
  it('refuses anything but https (and http on this machine) from the body, naming photoURL', async () => {
    const person = await accounts.create();
    for (const method of ['POST', 'PATCH']) {
      for (const photoURL of [
        'javascript:alert(1)',
        'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
        'ftp://example.com/me.png',
        'http://example.com/me.png',
        'file:///etc/passwd',
      ]) {
        const response = await api<ApiErrorBody>('/users', {
          method,
          token: person.idToken,
          body: { email: person.email, photoURL },
        });
        expect(response.status, `${method} ${photoURL}`).toBe(400);
        expect(response.body, `${method} ${photoURL}`).toEqual({
          message: PHOTO_URL_RULE,
          code: 'validation/invalid',
          errors: [{ field: 'photoURL', message: PHOTO_URL_RULE, code: 'validation/invalid' }],
        });
      }
    }
    expect(await listedPhoto(person)).toBeUndefined();

    const local = await api('/users', {
      method: 'POST',
      token: person.idToken,
      body: { photoURL: 'http://localhost:5000/avatars/ayesha.svg' },
    });
    expect(local.status).toBe(201);
    expect(await listedPhoto(person)).toBe('http://localhost:5000/avatars/ayesha.svg');
  });

  it('stores no photo, and still signs the person in, when the Auth profile holds a bad address', async () => {
    for (const [method, status] of [
      ['POST', 201],
      ['PATCH', 200],
    ] as const) {
      const person = await accounts.create({ photoURL: 'javascript:alert(document.cookie)' });
      const response = await api('/users', { method, token: person.idToken, body: { email: person.email } });
      expect(response.status, method).toBe(status);
      expect(await listedPhoto(person), method).toBe('');
    }
  });
});
