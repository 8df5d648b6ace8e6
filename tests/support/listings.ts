/**
 * Listing test data: a valid form body to start from, and fixtures written
 * straight into the emulator through the API's own document builder (so they
 * are exactly what POST /roommates stores, city and area filled from the
 * location), for tests that need hundreds.
 */
import { listingInputSchema, type ListingInput } from '@roommate-finder/contract/listing';
import { COLLECTIONS } from '../../functions/src/firestore';
import { newListingDocument } from '../../functions/src/roommates/listing-document';
import { withPlace } from '../../functions/src/roommates/place-fill';
import { uniqueTag } from './auth-emulator';
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
