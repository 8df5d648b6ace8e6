import { FieldValue, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Listing, ListingFields } from '../contract/listing';
import type { ListingSort } from '../contract/listing-query';
import { COLLECTIONS, db, withinDeadline } from '../firestore';
import { errorCode as codeOf, GRPC_STATUS } from '../grpc-status';
import { likeDocumentId, type LikeDocument } from './like-document';
import type { ListingPosition } from './listing-cursor';
import {
  listingFieldsOf,
  newListingDocument,
  toListing,
  type ListingDocument,
  type ListingEdit,
} from './listing-document';
import { rentKeyRange } from './listing-order';

/** The only module that reads and writes listings and likes in Firestore. */

const listings = () => db().collection(COLLECTIONS.roommates);
const likes = () => db().collection(COLLECTIONS.likes);

// gRPC status codes that Firestore's preconditions answer with.
const { NOT_FOUND, ALREADY_EXISTS } = GRPC_STATUS;

/** A stored listing with what the service needs beyond its public shape. */
export interface ListingRecord {
  id: string;
  ownerUid: string;
  createdAt: Date;
  fields: ListingFields;
  listing: Listing;
}

function toRecord(id: string, doc: ListingDocument): ListingRecord {
  return {
    id,
    ownerUid: doc.ownerUid,
    createdAt: doc.createdAt.toDate(),
    fields: listingFieldsOf(doc),
    listing: toListing(id, doc),
  };
}

export async function findListing(id: string): Promise<ListingRecord | null> {
  const snapshot = await withinDeadline(listings().doc(id).get());
  return snapshot.exists ? toRecord(id, snapshot.data() as ListingDocument) : null;
}

/** Stores a new listing under a fresh id and returns the id. */
export async function createListing(fields: ListingFields, ownerUid: string, now: Date): Promise<string> {
  const ref = listings().doc();
  await withinDeadline(ref.create(newListingDocument(ref.id, fields, ownerUid, now)));
  return ref.id;
}

/** Rewrites a listing's fields, leaving likeCount and the owner alone; false if the listing is gone. */
export async function updateListing(id: string, edit: ListingEdit): Promise<boolean> {
  try {
    await withinDeadline(listings().doc(id).update(edit));
    return true;
  } catch (error) {
    if (codeOf(error) === NOT_FOUND) return false;
    throw error;
  }
}

/** Most deletes of likes in one batch (Firestore allows 500 writes). */
const BATCH_WRITES = 450;

/**
 * Deletes a listing, then its likes; false if it was already gone. The
 * listing goes first, so that a like arriving meanwhile fails to count (its
 * batch updates a missing listing) and removes its own like document.
 */
export async function deleteListingAndLikes(id: string): Promise<boolean> {
  try {
    await withinDeadline(listings().doc(id).delete({ exists: true }));
  } catch (error) {
    if (codeOf(error) === NOT_FOUND) return false;
    throw error;
  }
  for (;;) {
    const page = await withinDeadline(likes().where('listingId', '==', id).limit(BATCH_WRITES).get());
    if (page.empty) break;
    const batch = db().batch();
    for (const like of page.docs) batch.delete(like.ref);
    await withinDeadline(batch.commit());
    if (page.size < BATCH_WRITES) break;
  }
  return true;
}

export type LikeOutcome = 'liked' | 'already-liked' | 'listing-gone';

/**
 * Counts one like of a listing by a person, exactly once. One batch: first
 * create likes/{listingId}_{uid}, which fails with ALREADY_EXISTS on a
 * repeat, then increment likeCount. Firestore commits a batch atomically;
 * the local emulator applies its writes in order and stops at the first
 * failure, so a repeat never reaches the increment there either.
 * Transactions would not do: the emulator does not isolate them.
 */
export async function addLike(listingId: string, uid: string, now: Date): Promise<LikeOutcome> {
  const likeRef = likes().doc(likeDocumentId(listingId, uid));
  const like: LikeDocument = { listingId, uid, createdAt: Timestamp.fromDate(now) };
  const batch = db().batch();
  batch.create(likeRef, like);
  batch.update(listings().doc(listingId), { likeCount: FieldValue.increment(1) });
  try {
    await withinDeadline(batch.commit());
    return 'liked';
  } catch (error) {
    if (codeOf(error) === ALREADY_EXISTS) return 'already-liked';
    if (codeOf(error) === NOT_FOUND) {
      // The listing was deleted meanwhile; on the emulator the like was written before the failure.
      await withinDeadline(likeRef.delete());
      return 'listing-gone';
    }
    throw error;
  }
}

/** Which listings a list call wants, in which order, from where. */
export interface ListingScan {
  sort: ListingSort;
  /** Filter terms a listing must all have (filter-terms.ts), most selective first. */
  terms: string[];
  minRent?: number;
  maxRent?: number;
  limit: number;
  after: ListingPosition | null;
}

export interface ListingPage {
  listings: Listing[];
  /** Where the next page starts; null on the last page. */
  next: ListingPosition | null;
}

/**
 * Most listings one call reads while checking filters that Firestore could
 * not apply. When it runs out before the page is full, the page comes back
 * short, with a cursor that continues the scan.
 */
const SCAN_BUDGET = 1_000;

function positionOf(sort: ListingSort, doc: ListingDocument): ListingPosition {
  if (sort === 'likes') return { sort, likes: doc.likeCount, key: doc.newestKey };
  return sort === 'rent' ? { sort, key: doc.rentKey } : { sort, key: doc.newestKey };
}

const hasRentFilter = (scan: ListingScan) => scan.minRent !== undefined || scan.maxRent !== undefined;

/** Up to `count` listings after a position, in the scan's order, with the one Firestore-side term. */
async function fetchAfter(
  scan: ListingScan,
  term: string | undefined,
  after: ListingPosition | null,
  count: number,
): Promise<QueryDocumentSnapshot[]> {
  const base: Query = term ? listings().where('filterTerms', 'array-contains', term) : listings();
  const read = async (query: Query) => (await withinDeadline(query.get())).docs;

  if (scan.sort === 'newest') {
    const query = after ? base.where('newestKey', '<', after.key) : base;
    return read(query.orderBy('newestKey', 'desc').limit(count));
  }
  if (scan.sort === 'rent') {
    let query = base;
    if (hasRentFilter(scan)) {
      const range = rentKeyRange(scan.minRent, scan.maxRent);
      query = query.where('rentKey', '>=', range.lower).where('rentKey', '<', range.upper);
    }
    if (after) query = query.where('rentKey', '>', after.key);
    return read(query.orderBy('rentKey', 'asc').limit(count));
  }
  // Most liked first, newest first among equal counts. The pair is the key,
  // so the next page is "same count, older" and then "fewer likes".
  const byLikes = (query: Query) => query.orderBy('likeCount', 'desc').orderBy('newestKey', 'desc');
  if (!after || after.sort !== 'likes') return read(byLikes(base).limit(count));
  const sameCount = await read(
    base
      .where('likeCount', '==', after.likes)
      .where('newestKey', '<', after.key)
      .orderBy('newestKey', 'desc')
      .limit(count),
  );
  if (sameCount.length === count || after.likes === 0) return sameCount;
  const fewer = await read(
    byLikes(base.where('likeCount', '<', after.likes)).limit(count - sameCount.length),
  );
  return [...sameCount, ...fewer];
}

/**
 * One page of listings. The first filter term goes to Firestore; the other
 * terms (and the budget, unless sorting by rent, where it is a key range)
 * are checked here on what comes back, reading on until the page is full.
 */
export async function scanListings(scan: ListingScan): Promise<ListingPage> {
  const [term, ...otherTerms] = scan.terms;
  const checkRent = scan.sort !== 'rent' && hasRentFilter(scan);
  const filtersHere = otherTerms.length > 0 || checkRent;
  const wanted = scan.limit + 1; // one more than the page, to know whether another page follows
  const chunk = filtersHere ? Math.min(Math.max(3 * wanted, 50), 500) : wanted;
  const budget = filtersHere ? Math.max(SCAN_BUDGET, wanted) : wanted;

  const matches = (doc: ListingDocument) =>
    otherTerms.every((other) => doc.filterTerms.includes(other)) &&
    (!checkRent ||
      (doc.rentValue !== null &&
        doc.rentValue >= (scan.minRent ?? 0) &&
        (scan.maxRent === undefined || doc.rentValue <= scan.maxRent)));

  const found: { id: string; doc: ListingDocument }[] = [];
  let position = scan.after;
  let scanned = 0;
  let exhausted = false;
  while (found.length < wanted && !exhausted && scanned < budget) {
    const count = Math.min(chunk, budget - scanned);
    const docs = await fetchAfter(scan, term, position, count);
    exhausted = docs.length < count;
    for (const snapshot of docs) {
      const doc = snapshot.data() as ListingDocument;
      scanned += 1;
      position = positionOf(scan.sort, doc);
      if (matches(doc)) found.push({ id: snapshot.id, doc });
      if (found.length === wanted) break;
    }
  }

  const page = found.slice(0, scan.limit);
  const last = page.at(-1);
  let next: ListingPosition | null = null;
  if (found.length > scan.limit && last) next = positionOf(scan.sort, last.doc);
  else if (!exhausted && found.length <= scan.limit) next = position;
  return { listings: page.map(({ id, doc }) => toListing(id, doc)), next };
}

export async function likeCountOf(id: string): Promise<number | null> {
  const snapshot = await withinDeadline(listings().doc(id).get());
  return snapshot.exists ? ((snapshot.get('likeCount') as number | undefined) ?? 0) : null;
}
