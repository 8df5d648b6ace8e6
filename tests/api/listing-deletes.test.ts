import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { DeleteResult, InsertResult } from '@roommate-finder/contract/api-results';
import type { Listing } from '@roommate-finder/contract/listing';
import type { ListingPhoto } from '@roommate-finder/contract/photos';
import { loadConfig } from '../../functions/src/config';
import { adminApp, COLLECTIONS } from '../../functions/src/firestore';
import { EMULATOR_ENV } from '../../scripts/lib/stack';
import { api } from '../support/api';
import { accountPool, type TestAccount } from '../support/auth-emulator';
import { failCommits, failStorage, healCommits, healStorage } from '../support/firestore-control';
import { listingInput } from '../support/listings';
import { fetchPhoto, jpegPhoto, upload } from '../support/photos';
import { stackDb } from '../support/stack-db';
import { startLocalApp, type LocalApp } from '../support/local-app';

/**
 * Deletes are whole (docs/api.md, "Listings"): a failure at any point of
 * DELETE /roommates/:id leaves the listing whole, or a deletion that the
 * owner's next DELETE finishes. The real emulator fails the commits that
 * write under one path (this file's listing only), and the stack's real
 * Storage server the requests for one listing's photos, so the rest of the
 * stack and the other test files go on meanwhile.
 */

const accounts = accountPool();
let owner: TestAccount;
let likers: TestAccount[];
/**
 * The same API with a short Firestore deadline, so a failing call answers 503 within seconds. Not
 * one second: on a machine as busy as CI's, the steps before the failing one (the token's check,
 * the listing's read, the first commit) took longer than that, and the 503 came before anything
 * was written (the listing still whole, not the half-done delete under test).
 */
let impatient: LocalApp;

beforeAll(async () => {
  [owner, ...likers] = await Promise.all([accounts.create(), accounts.create(), accounts.create()]);
  impatient = await startLocalApp({
    config: loadConfig({ ...process.env, ...EMULATOR_ENV, FIRESTORE_TIMEOUT_MS: '5000' }),
  });
});

afterAll(async () => {
  await impatient.close();
  await accounts.deleteAll();
});

/** A listing of the owner's, liked by every liker. */
async function likedListing(): Promise<string> {
  const created = await api<InsertResult>('/roommates', {
    method: 'POST',
    token: owner.idToken,
    body: listingInput(),
  });
  expect(created.status).toBe(201);
  const id = created.body.insertedId;
  for (const liker of likers) {
    expect((await api(`/roommates/${id}/like`, { method: 'PATCH', token: liker.idToken })).status).toBe(200);
  }
  return id;
}

const likesOf = async (id: string) =>
  (await stackDb().collection(COLLECTIONS.likes).where('listingId', '==', id).get()).size;
const deletionRecordOf = async (id: string) =>
  (await stackDb().collection(COLLECTIONS.listingDeletions).doc(id).get()).exists;

const remove = (id: string, account: TestAccount, apiUrl?: string) =>
  api<DeleteResult & ApiErrorBody>(`/roommates/${id}`, { method: 'DELETE', token: account.idToken, apiUrl });

describe('DELETE /roommates/:id when Firestore fails half-way', () => {
  it('fails between the listing and its likes; the owner’s next DELETE finishes it and no like remains', async () => {
    const id = await likedListing();
    const likesPath = `${COLLECTIONS.likes}/${id}_`;
    await failCommits(likesPath);
    try {
      const failed = await remove(id, owner, impatient.apiUrl);
      expect(failed.status).toBe(503);
      expect(failed.body.code).toBe('server/database-unavailable');

      // Half done: the listing is gone for everyone, its likes are still stored.
      expect(await likesOf(id)).toBe(likers.length);
      expect((await api(`/roommates/${id}`)).status).toBe(404);
      const ownList = await api<Listing[]>(`/roommates?email=${encodeURIComponent(owner.email)}`, {
        token: owner.idToken,
      });
      expect(ownList.body.map((listing) => listing._id)).not.toContain(id);
      const lateLike = await api(`/roommates/${id}/like`, { method: 'PATCH', token: owner.idToken });
      expect(lateLike.status).toBe(404);
      // Nobody else can finish (or learn of) the owner's delete.
      expect((await remove(id, likers[0]!)).status).toBe(404);
    } finally {
      await healCommits(likesPath);
    }

    const retried = await remove(id, owner);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await likesOf(id)).toBe(0);
    expect(await deletionRecordOf(id)).toBe(false);
    // Finished: now it is simply not found.
    expect((await remove(id, owner)).status).toBe(404);
  });

  it('fails at its first step and leaves the listing and its likes whole; the next DELETE removes everything', async () => {
    const id = await likedListing();
    const recordPath = `${COLLECTIONS.listingDeletions}/${id}`;
    await failCommits(recordPath);
    try {
      expect((await remove(id, owner, impatient.apiUrl)).status).toBe(503);
      // Nothing was written: the listing and its likes are whole for everyone.
      const kept = await api<Listing>(`/roommates/${id}`);
      expect(kept.status).toBe(200);
      expect(kept.body.likeCount).toBe(likers.length);
      expect(await likesOf(id)).toBe(likers.length);
    } finally {
      await healCommits(recordPath);
    }
    // Firestore's client retries an unavailable commit after the API has
    // answered 503, so the first step may still land once Firestore is back:
    // either way the owner's next DELETE leaves nothing behind.
    const retried = await remove(id, owner);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await api(`/roommates/${id}`)).status).toBe(404);
    expect(await likesOf(id)).toBe(0);
    expect(await deletionRecordOf(id)).toBe(false);
  });

  it('fails at its photos; the owner’s next DELETE finishes it: their addresses answer 404 and no object remains', async () => {
    const id = await likedListing();
    const urls: string[] = [];
    for (const bytes of [await jpegPhoto(), await jpegPhoto(640, 480)]) {
      const added = await upload<ListingPhoto>(`/roommates/${id}/photos`, owner.idToken, bytes);
      expect(added.status).toBe(201);
      urls.push(added.body.url, added.body.thumbUrl);
    }
    Object.assign(process.env, EMULATOR_ENV);
    const storedObjects = async () =>
      (
        await getStorage(adminApp())
          .bucket()
          .getFiles({ prefix: `listings/${id}/` })
      )[0].length;
    expect(await storedObjects()).toBe(urls.length);

    const photosPrefix = `listings/${id}/`;
    await failStorage(photosPrefix);
    try {
      // Storage is no database: an unreachable one is the API's 500 (after the Storage client's own retries).
      const failed = await remove(id, owner);
      expect(failed.status).toBe(500);
      expect(failed.body.code).toBe('server/internal');
    } finally {
      await healStorage(photosPrefix);
    }
    // Half done: the listing and its likes are gone, its photos are still stored.
    expect((await api(`/roommates/${id}`)).status).toBe(404);
    expect(await likesOf(id)).toBe(0);
    expect(await deletionRecordOf(id)).toBe(true);
    expect(await storedObjects()).toBe(urls.length);

    const retried = await remove(id, owner);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ acknowledged: true, deletedCount: 1 });
    for (const url of urls) expect((await fetchPhoto(url)).status, url).toBe(404);
    expect(await storedObjects()).toBe(0);
    // The photos' records were the listing document's own `photos`: gone with it.
    expect((await stackDb().collection(COLLECTIONS.roommates).doc(id).get()).exists).toBe(false);
    expect(await deletionRecordOf(id)).toBe(false);
    expect((await remove(id, owner)).status).toBe(404);
  });
});
