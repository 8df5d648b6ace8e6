/**
 * Listings for browser tests: made over the API by a test account (as the
 * add form would), with unique titles, and deleted by their owner afterwards.
 */
import { expect } from '@playwright/test';
import type { ListingInput } from '@roommate-finder/contract/listing';
import { api } from '../../support/api';
import type { TestAccount } from '../../support/auth-emulator';
import { listingInput } from '../../support/listings';

export interface TestListing {
  id: string;
  input: ListingInput;
  owner: TestAccount;
}

/**
 * Listings made on demand and deleted together at the end:
 * `const listings = listingPool(); afterAll(() => listings.deleteAll());`
 * Deleting one that a test already deleted is fine.
 */
export function listingPool() {
  const made: Pick<TestListing, 'id' | 'owner'>[] = [];
  return {
    async create(owner: TestAccount, overrides: Partial<ListingInput> = {}): Promise<TestListing> {
      const input = listingInput({ name: owner.name, email: owner.email, ...overrides });
      const response = await api<{ insertedId: string }>('/roommates', {
        method: 'POST',
        token: owner.idToken,
        body: input,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const listing = { id: response.body.insertedId, input, owner };
      made.push(listing);
      return listing;
    },
    /** Keeps track of a listing a test made in the browser, so it is deleted too. */
    adopt(id: string, owner: TestAccount) {
      made.push({ id, owner });
    },
    /** One at a time, as accountPool's deleteAll, not to hold up the tests still running. */
    async deleteAll(): Promise<void> {
      for (const { id, owner } of made.splice(0)) {
        await api(`/roommates/${id}`, { method: 'DELETE', token: owner.idToken });
      }
    },
  };
}

/** The listing's stored likeCount, as the API reports it. */
export async function likeCountOf(id: string): Promise<number> {
  const response = await api<{ likeCount: number }>(`/roommates/${id}`);
  expect(response.status).toBe(200);
  return response.body.likeCount;
}
