import { DocumentReference, Query } from 'firebase-admin/firestore';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { UserListItem } from '@roommate-finder/contract/user';
import * as repository from '../../functions/src/users/repository';
import { api } from '../support/api';
import { accountPool, grantModerator, identityToolkit, uniqueTag } from '../support/auth-emulator';
import { stackDb } from '../support/stack-db';

const accounts = accountPool();
afterAll(() => accounts.deleteAll());
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Counts the documents Firestore returns to this process (what it bills as
 * reads) while `work` runs: one per document get, one per document a query
 * answers with.
 */
async function documentsRead(work: () => Promise<void>): Promise<number> {
  let count = 0;
  const getDocument = DocumentReference.prototype.get;
  const runQuery = Query.prototype.get;
  vi.spyOn(DocumentReference.prototype, 'get').mockImplementation(function (this: DocumentReference) {
    count += 1;
    return getDocument.call(this);
  });
  vi.spyOn(Query.prototype, 'get').mockImplementation(async function (this: Query) {
    const snapshot = await runQuery.call(this);
    count += snapshot.size;
    return snapshot;
  });
  await work();
  vi.restoreAllMocks();
  return count;
}

describe('bringing back a removed user record', () => {
  it('reads one document however often the record was removed before, and brings back the latest', async () => {
    stackDb();
    const uid = `removal-test-${uniqueTag()}`;
    const remover = { uid: 'demo-mahmud', email: 'moderator@example.com', emailVerified: true, admin: true };
    const readsPerRestore: number[] = [];
    for (let round = 1; round <= 5; round += 1) {
      const record = {
        name: `Name ${round}`,
        email: `${uid}@example.com`,
        photoURL: `https://example.com/${round}.png`,
        creationTime: '',
        lastSignInTime: '',
      };
      await repository.saveUser(uid, record, new Date());
      expect(await repository.moveUserToAudit(uid, remover, new Date())).toBe(true);

      let restored: repository.OpenRemoval | null = null;
      readsPerRestore.push(
        await documentsRead(async () => {
          restored = await repository.openRemoval(uid);
          if (restored) await repository.markRestored(uid, restored.removalId, new Date());
        }),
      );
      expect(restored, `round ${round}`).toMatchObject({ record });
      expect(await repository.openRemoval(uid), `round ${round}: marked restored`).toBeNull();
    }
    expect(readsPerRestore).toEqual([1, 1, 1, 1, 1]);
  });

  it('through the API: each sign-in after a removal brings back the record as it was last removed', async () => {
    const remover = await grantModerator(await accounts.create());
    // An account with no name or photo in Auth, so the restored values can only come from the removed record.
    const email = `bare-${uniqueTag()}@example.com`;
    const created = await identityToolkit<{ idToken: string; localId: string }>('accounts:signUp', {
      email,
      password: 'Secret123',
      returnSecureToken: true,
    });
    const person = { uid: created.localId, idToken: created.idToken };
    try {
      for (let round = 1; round <= 4; round += 1) {
        const saved = await api('/users', {
          method: 'POST',
          token: person.idToken,
          body: { name: `Round ${round}`, photoURL: `https://example.com/round-${round}.png` },
        });
        expect(saved.status).toBe(201);
        expect((await api(`/users/${person.uid}`, { method: 'DELETE', token: remover.idToken })).status).toBe(
          200,
        );

        // Password sign-in sends only the email and sign-in time.
        const back = await api('/users', { method: 'PATCH', token: person.idToken, body: { email } });
        expect(back.body).toMatchObject({ upsertedCount: 1, upsertedId: person.uid });
        const listed = await api<UserListItem[]>('/users', { token: remover.idToken });
        expect(listed.body.find((user) => user._id === person.uid)).toMatchObject({
          name: `Round ${round}`,
          photoURL: `https://example.com/round-${round}.png`,
        });
      }
    } finally {
      await api(`/users/${person.uid}`, { method: 'DELETE', token: remover.idToken });
      await identityToolkit('accounts:delete', { idToken: person.idToken });
    }
  });
});
