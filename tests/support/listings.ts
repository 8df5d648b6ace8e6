/**
 * Listing test data: a valid form body to start from, listings posted through
 * the API by a test account (as the add form would) and deleted at the end, and
 * fixtures written straight into the emulator through the API's own document
 * builder (so they are exactly what POST /roommates stores, city and area
 * filled from the location), for tests that need hundreds.
 */
import { listingInputSchema, type ListingInput } from '@roommate-finder/contract/listing';
import { COLLECTIONS } from '../../functions/src/firestore';
import { newListingDocument } from '../../functions/src/roommates/listing-document';
import { withPlace } from '../../functions/src/roommates/place-fill';
import { api } from './api';
import { accountPool, uniqueTag, type TestAccount } from './auth-emulator';
import { stackDb } from './stack-db';

/** A complete, valid body for POST and PUT /roommates. */
export function listingInput(overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    name: 'Test Person',
    email: 'test@example.com',
    title: `Bright single room ${uniqueTag()}`,
    location: 'Road 12, Dhanmondi, Dhaka',
    rentAmount: '9,500 BDT',
    roomType: 'Single room',
    lifestylePreferences: ['Non-smoker', 'Working professional'],
    contactInfo: '+880 1711-000000',
    availability: 'Available',
    description: 'A quiet room with a window on the garden, close to the bus stop.',
    ...overrides,
  };
}

export interface StoredListingSpec {
  input: ListingInput;
  createdAt: Date;
  likeCount?: number;
  /** Of likeCount, the likes that count toward the featured order; all of them unless said. */
  earnedLikeCount?: number;
}

/** Writes listings owned by `ownerUid` with fixed ids; returns the ids in the order given. */
export async function storeListings(ownerUid: string, specs: StoredListingSpec[]): Promise<string[]> {
  const firestore = stackDb();
  const ids: string[] = [];
  for (let start = 0; start < specs.length; start += 400) {
    const batch = firestore.batch();
    for (const spec of specs.slice(start, start + 400)) {
      const ref = firestore.collection(COLLECTIONS.roommates).doc();
      const fields = withPlace(listingInputSchema.parse(spec.input));
      batch.set(ref, {
        ...newListingDocument(ref.id, fields, ownerUid, spec.createdAt),
        likeCount: spec.likeCount ?? 0,
        earnedLikeCount: spec.earnedLikeCount ?? spec.likeCount ?? 0,
      });
      ids.push(ref.id);
    }
    await batch.commit();
  }
  return ids;
}

export async function deleteListings(ids: string[]): Promise<void> {
  const firestore = stackDb();
  for (let start = 0; start < ids.length; start += 400) {
    const batch = firestore.batch();
    for (const id of ids.slice(start, start + 400))
      batch.delete(firestore.collection(COLLECTIONS.roommates).doc(id));
    await batch.commit();
  }
}

export interface TestListing {
  id: string;
  input: ListingInput;
  owner: TestAccount;
}

/**
 * Listings posted on demand by their owners through POST /roommates and deleted together at
 * the end: `const listings = listingPool(); afterAll(() => listings.deleteAll());` (before the
 * accounts' clean-up: the owner deletes them). Deleting one that a test already deleted is fine.
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
      if (response.status !== 201)
        throw new Error(`POST /roommates answered ${response.status}: ${JSON.stringify(response.body)}`);
      const listing = { id: response.body.insertedId, input, owner };
      made.push(listing);
      return listing;
    },
    /** Keeps track of a listing a test made otherwise (in the browser, or stored), so it is deleted too. */
    adopt(id: string, owner: TestAccount) {
      made.push({ id, owner });
    },
    /**
     * Each owner deletes theirs, one at a time as accountPool's deleteAll, not to hold up the
     * tests still running; what an owner may no longer delete (suspended, signed out
     * everywhere) goes through the Admin SDK.
     */
    async deleteAll(): Promise<void> {
      const left: string[] = [];
      for (const { id, owner } of made.splice(0)) {
        const response = await api(`/roommates/${id}`, { method: 'DELETE', token: owner.idToken });
        if (response.status !== 200 && response.status !== 404) left.push(id);
      }
      await deleteListings(left);
    },
  };
}

/**
 * A test file's accounts and their listings, all deleted at the end, listings first (their
 * owners delete them): `const { accounts, listings, deleteAll } = accountsAndListings();
 * afterAll(deleteAll);`
 */
export function accountsAndListings() {
  const accounts = accountPool();
  const listings = listingPool();
  return {
    accounts,
    listings,
    async deleteAll(): Promise<void> {
      await listings.deleteAll();
      await accounts.deleteAll();
    },
  };
}
