import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { DeleteResult, InsertResult, UpdateResult } from '@roommate-finder/contract/api-results';
import { EMULATOR_PHOTO_HOSTS } from '../../functions/src/config';
import { photoURLRule, type UserListItem } from '@roommate-finder/contract/user';
import { COLLECTIONS } from '../../functions/src/firestore';
import type { RemovedUserDocument } from '../../functions/src/users/user-document';
import { DEMO_ACCOUNTS } from '../../scripts/lib/demo-data';
import { api, type JsonResponse } from '../support/api';
import { accountPool, grantModerator, type TestAccount } from '../support/auth-emulator';
import { stackDb } from '../support/stack-db';

/** The API runs in the Functions emulator here, which takes http photos on the emulators' hosts. */
const PHOTO_URL_RULE = photoURLRule(EMULATOR_PHOTO_HOSTS);

const accounts = accountPool();
const account = () => accounts.create();

afterAll(() => accounts.deleteAll());

/** What the web app sends after sign-up: the fields of Firebase Auth's user. */
const signUpBody = (person: TestAccount) => ({
  email: person.email,
  name: person.name,
  photoURL: person.photoURL,
  creationTime: new Date().toUTCString(),
  lastSignInTime: new Date().toUTCString(),
});

const postUser = (person: TestAccount, body: unknown = signUpBody(person)) =>
  api<InsertResult & ApiErrorBody>('/users', { method: 'POST', token: person.idToken, body });
const patchUser = (
  person: TestAccount,
  body: unknown = { email: person.email, lastSignInTime: new Date().toUTCString() },
) => api<UpdateResult & ApiErrorBody>('/users', { method: 'PATCH', token: person.idToken, body });
const removeUser = (remover: TestAccount, uid: string) =>
  api<DeleteResult & ApiErrorBody>(`/users/${uid}`, { method: 'DELETE', token: remover.idToken });

/** The whole list, page by page. */
async function listed(viewer: TestAccount): Promise<UserListItem[]> {
  const users: UserListItem[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const response: JsonResponse<UserListItem[]> = await api<UserListItem[]>(
      `/users?limit=100&cursor=${cursor}`,
      {
        token: viewer.idToken,
      },
    );
    expect(response.status).toBe(200);
    users.push(...response.body);
    cursor = response.headers.get('x-next-cursor');
  }
  return users;
}

/** Every removal of a person's record, oldest first. */
async function auditCopies(uid: string): Promise<RemovedUserDocument[]> {
  const snapshot = await stackDb()
    .collection(COLLECTIONS.removedUsers)
    .doc(uid)
    .collection(COLLECTIONS.removals)
    .orderBy('removedAt')
    .get();
  return snapshot.docs.map((doc) => doc.data() as RemovedUserDocument);
}

describe('GET /users', () => {
  it('lists registered people to a signed-in caller, with exactly the fields of the users table', async () => {
    const viewer = await account();
    const users = await listed(viewer);
    const ayesha = users.find((user) => user._id === 'demo-ayesha');
    expect(ayesha).toEqual({
      _id: 'demo-ayesha',
      name: 'Ayesha Rahman',
      // Another person's address, masked: no account can collect everyone's.
      email: 'ay•••@example.com',
      photoURL: 'http://127.0.0.1:5000/avatars/ayesha.svg',
      lastSignInTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      emailVerified: true,
    });
    const demoIds = DEMO_ACCOUNTS.map((demo) => demo.uid);
    expect(users.filter((user) => demoIds.includes(user._id))).toHaveLength(DEMO_ACCOUNTS.length);
  });

  it("shows the caller's own address in full and every other masked; a moderator sees them all", async () => {
    const viewer = await account();
    expect((await postUser(viewer)).status).toBe(201);
    const users = await listed(viewer);
    expect(users.find((user) => user._id === viewer.uid)?.email).toBe(viewer.email.toLowerCase());
    const others = users.filter((user) => user._id !== viewer.uid);
    expect(others.length).toBeGreaterThan(5);
    for (const user of others) expect(user.email).toMatch(/^[^@]{1,2}•••@[^@]+$/);

    const moderator = await grantModerator(await account());
    const full = await listed(moderator);
    expect(full.find((user) => user._id === 'demo-ayesha')?.email).toBe('ayesha@example.com');
    expect(full.every((user) => !user.email.includes('•••'))).toBe(true);
  });

  it('answers 401 without a valid token', async () => {
    expect((await api<ApiErrorBody>('/users')).status).toBe(401);
    expect((await api<ApiErrorBody>('/users', { token: 'forged' })).status).toBe(401);
  });
});

describe('POST /users', () => {
  it('saves the caller’s record under their uid, and again with the same id', async () => {
    const person = await account();
    const first = await postUser(person);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ acknowledged: true, insertedId: person.uid });

    const second = await postUser(person, { ...signUpBody(person), photoURL: 'https://example.com/me.png' });
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ acknowledged: true, insertedId: person.uid });

    const mine = (await listed(person)).filter((user) => user._id === person.uid);
    expect(mine).toEqual([
      {
        _id: person.uid,
        name: person.name,
        email: person.email,
        photoURL: 'https://example.com/me.png',
        lastSignInTime: expect.any(String),
        // A new password account has not verified its address yet.
        emailVerified: false,
      },
    ]);
  });

  it('accepts the nulls Firebase Auth reports for a missing profile, taking the name from the account', async () => {
    const person = await account();
    const response = await postUser(person, { email: person.email, name: null, photoURL: null });
    expect(response.status).toBe(201);
    const mine = (await listed(person)).find((user) => user._id === person.uid);
    expect(mine).toMatchObject({ name: person.name, photoURL: person.photoURL });
  });

  it('refuses another person’s email (403), unknown fields and bad values (400), no token (401), a body over 32 KB (413)', async () => {
    const person = await account();
    const other = await postUser(person, { ...signUpBody(person), email: 'someone.else@example.com' });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You can only save your own user record');

    const unknown = await postUser(person, { ...signUpBody(person), uid: 'demo-ayesha' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown field: uid');

    const badPhoto = await postUser(person, { ...signUpBody(person), photoURL: 'javascript:alert(1)' });
    expect(badPhoto.status).toBe(400);
    expect(badPhoto.body.message).toBe(PHOTO_URL_RULE);

    const longName = await postUser(person, { ...signUpBody(person), name: 'x'.repeat(81) });
    expect(longName.status).toBe(400);
    expect(longName.body.message).toBe('Name must be at most 80 characters');

    expect((await api('/users', { method: 'POST', body: signUpBody(person) })).status).toBe(401);

    const large = await postUser(person, {
      ...signUpBody(person),
      photoURL: `https://example.com/${'x'.repeat(40_000)}`,
    });
    expect(large.status).toBe(413);
    expect(large.body.message).toBe('Request body is too large (at most 32 KB)');
  });
});

describe('PATCH /users', () => {
  it('updates the caller’s own record and reports whether anything changed', async () => {
    const person = await account();
    await postUser(person);
    const renamed = await patchUser(person, { name: 'Renamed Person' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 1,
      upsertedCount: 0,
      upsertedId: null,
    });
    expect((await listed(person)).find((user) => user._id === person.uid)?.name).toBe('Renamed Person');

    const same = await patchUser(person, { name: 'Renamed Person' });
    expect(same.body).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  });

  it('creates the record from the Auth account when there was none', async () => {
    const person = await account();
    const response = await patchUser(person);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      acknowledged: true,
      matchedCount: 0,
      modifiedCount: 0,
      upsertedCount: 1,
      upsertedId: person.uid,
    });
    expect((await listed(person)).find((user) => user._id === person.uid)).toMatchObject({
      name: person.name,
      email: person.email,
      photoURL: person.photoURL,
    });
  });

  it('refuses another person’s email (403), bad input (400) and no token (401)', async () => {
    const person = await account();
    expect((await patchUser(person, { email: 'ayesha@example.com' })).status).toBe(403);
    const bad = await patchUser(person, { lastSignInTime: 'yesterday-ish' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('lastSignInTime must be a date');
    expect((await api('/users', { method: 'PATCH', body: {} })).status).toBe(401);
  });
});

describe('DELETE /users/:id', () => {
  let remover: TestAccount;

  beforeAll(async () => {
    remover = await grantModerator(await account());
  });

  it('is for moderators only: anyone else, the person themselves included, gets 403', async () => {
    const person = await account();
    expect((await postUser(person)).status).toBe(201);
    for (const caller of [person, await account()]) {
      const refused = await removeUser(caller, person.uid);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'auth/admin-only', message: 'Only moderators can do this' });
    }
    expect((await listed(remover)).some((user) => user._id === person.uid)).toBe(true);
  });

  it('moves the record into the audit collection with who removed it and when; POST /users brings it back', async () => {
    const person = await account();
    await postUser(person, { ...signUpBody(person), photoURL: 'https://example.com/keep-me.png' });
    const before = Date.now();

    const removed = await removeUser(remover, person.uid);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await listed(remover)).some((user) => user._id === person.uid)).toBe(false);

    const [copy, ...others] = await auditCopies(person.uid);
    expect(others).toEqual([]);
    expect(copy).toMatchObject({
      uid: person.uid,
      removedBy: remover.uid,
      removedByEmail: remover.email,
      restoredAt: null,
      record: { name: person.name, email: person.email, photoURL: 'https://example.com/keep-me.png' },
    });
    expect(copy!.removedAt.toMillis()).toBeGreaterThanOrEqual(before - 1_000);
    expect(copy!.removedAt.toMillis()).toBeLessThanOrEqual(Date.now() + 1_000);

    // The person signs in again (Google sign-in and sign-up send POST /users).
    expect((await postUser(person, { email: person.email })).status).toBe(201);
    expect((await listed(remover)).find((user) => user._id === person.uid)).toMatchObject({
      name: person.name,
      photoURL: person.photoURL,
    });
    const [restored] = await auditCopies(person.uid);
    expect(restored?.restoredAt).not.toBeNull();
  });

  it('brings the record back from its audit copy on the person’s next PATCH /users', async () => {
    const person = await account();
    await postUser(person);
    expect((await removeUser(remover, person.uid)).status).toBe(200);

    // Password sign-in sends PATCH /users with only the email and sign-in time.
    const back = await patchUser(person);
    expect(back.body).toMatchObject({ matchedCount: 0, upsertedCount: 1, upsertedId: person.uid });
    expect((await listed(remover)).find((user) => user._id === person.uid)).toMatchObject({
      name: person.name,
      email: person.email,
      photoURL: person.photoURL,
    });
    expect((await auditCopies(person.uid))[0]?.restoredAt).not.toBeNull();
  });

  it('answers 404 for a record that is not in the list and 401 without a token', async () => {
    const person = await account();
    await postUser(person);
    expect((await removeUser(remover, person.uid)).status).toBe(200);
    const again = await removeUser(remover, person.uid);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('User not found');
    expect((await removeUser(remover, 'no-such-user')).status).toBe(404);
    expect((await api(`/users/${remover.uid}`, { method: 'DELETE' })).status).toBe(401);
    expect(await auditCopies(person.uid)).toHaveLength(1);
  });
});
