import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { LikeResult } from '@roommate-finder/contract/api-results';
import type { Listing } from '@roommate-finder/contract/listing';
import { COLLECTIONS } from '../../functions/src/firestore';
import { api } from '../support/api';
import type { TestAccount } from '../support/auth-emulator';
import { accountsAndListings } from '../support/listings';
import { stackDb } from '../support/stack-db';

const { accounts, listings, deleteAll } = accountsAndListings();
afterAll(deleteAll);
const account = () => accounts.create();

const newListing = async (owner: TestAccount) => (await listings.create(owner)).id;

// As the web app sends it: a JSON content type and no body.
const like = (id: string, liker?: TestAccount) =>
  api<LikeResult & ApiErrorBody>(`/roommates/${id}/like`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    ...(liker ? { token: liker.idToken } : {}),
  });

const likeDocuments = async (listingId: string) =>
  (await stackDb().collection(COLLECTIONS.likes).where('listingId', '==', listingId).get()).size;

describe('PATCH /roommates/:id/like', () => {
  let owner: TestAccount;
  let fan: TestAccount;
  let listingId: string;

  beforeAll(async () => {
    [owner, fan] = await Promise.all([account(), account()]);
    listingId = await newListing(owner);
  });

  it('counts a like once and answers the new count; a second like is refused with 409', async () => {
    const first = await like(listingId, fan);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ likeCount: 1 });

    const second = await like(listingId, fan);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      message: 'You have already liked this listing',
      code: 'listing/liked-twice',
    });
    expect((await api<Listing>(`/roommates/${listingId}`)).body.likeCount).toBe(1);
  });

  it('refuses a like on your own listing with 403', async () => {
    const response = await like(listingId, owner);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'You cannot like your own post', code: 'listing/own-like' });
  });

  it('answers 401 without a token and 404 for a listing that does not exist', async () => {
    expect((await like(listingId)).status).toBe(401);
    const missing = await like('no-such-listing', fan);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Listing not found');
  });

  it('removes the likes with the listing', async () => {
    const id = await newListing(owner);
    const [a, b] = await Promise.all([account(), account()]);
    expect((await like(id, a)).status).toBe(200);
    expect((await like(id, b)).status).toBe(200);
    expect(await likeDocuments(id)).toBe(2);

    const deleted = await api(`/roommates/${id}`, { method: 'DELETE', token: owner.idToken });
    expect(deleted.status).toBe(200);
    expect(await likeDocuments(id)).toBe(0);
    expect((await like(id, fan)).status).toBe(404);
  });
});

describe('likes under concurrency', () => {
  it('50 accounts liking one listing at the same time, each twice, leave likeCount exactly 50', async () => {
    const owner = await account();
    const id = await newListing(owner);
    const likers = await Promise.all(Array.from({ length: 50 }, () => account()));

    const answers = await Promise.all(likers.flatMap((liker) => [like(id, liker), like(id, liker)]));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50);
    for (const liker of likers) {
      const own = answers.filter((_, index) => likers[Math.floor(index / 2)] === liker).map((a) => a.status);
      expect(own.sort()).toEqual([200, 409]);
    }
    expect((await api<Listing>(`/roommates/${id}`)).body.likeCount).toBe(50);
    expect(await likeDocuments(id)).toBe(50);
  });
});
