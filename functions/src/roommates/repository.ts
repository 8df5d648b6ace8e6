import { COLLECTIONS, db } from '../firestore';
import type { Listing } from '../contract/listing';
import { toListing, type ListingDocument } from './listing-document';

/** Without a `limit`, GET /roommates returns at most this many listings, newest first. */
export const UNPAGED_LIMIT = 500;

export async function listNewest(limit: number): Promise<Listing[]> {
  const snapshot = await db()
    .collection(COLLECTIONS.roommates)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => toListing(doc.id, doc.data() as ListingDocument));
}
