import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../functions/src/contract/listing';
import { api } from '../support/api';
import { createAccount, deleteAccount, type TestAccount } from '../support/auth-emulator';
import { deleteListings, listingInput, storeListings } from '../support/listings';

let owner: TestAccount;
let ids: string[] = [];

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

beforeAll(async () => {
  owner = await createAccount();
  // Far more likes than any other test gives, so these listings own the featured section
  // while this file runs. Two pairs tie on likes: the newer one must come first.
  const spec = (title: string, likeCount: number, minutesAgo: number) => ({
    input: listingInput({ title, email: owner.email }),
    createdAt: at(minutesAgo),
    likeCount,
  });
  ids = await storeListings(owner.uid, [
    spec('Featured A', 9_000, 30),
    spec('Featured B older', 8_000, 20),
    spec('Featured B newer', 8_000, 10),
    spec('Featured C', 7_000, 5),
    spec('Featured D newer', 6_000, 1),
    spec('Featured D older', 6_000, 40),
    spec('Featured E', 5_000, 3),
    {
      ...spec('Most liked but taken', 10_000, 2),
      input: listingInput({
        title: 'Most liked but taken',
        email: owner.email,
        availability: 'Not Available',
      }),
    },
  ]);
});

afterAll(async () => {
  await deleteListings(ids);
  await deleteAccount(owner);
});

describe('GET /featured-roommates', () => {
  it('returns the 6 most liked Available listings, newest first among equal counts', async () => {
    const response = await api<Listing[]>('/featured-roommates');
    expect(response.status).toBe(200);
    expect(response.body.map((listing) => listing.title)).toEqual([
      'Featured A',
      'Featured B newer',
      'Featured B older',
      'Featured C',
      'Featured D newer',
      'Featured D older',
    ]);
    expect(response.body.every((listing) => listing.availability === 'Available')).toBe(true);
    expect(response.body[0]).toMatchObject({ likeCount: 9_000, _id: ids[0] });
  });
});
