import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type Query,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import type { Listing, ListingFields } from '@roommate-finder/contract/listing';
import type { Hidden, HiddenReason } from '@roommate-finder/contract/moderation';
import type { ListingOrder } from '@roommate-finder/contract/listing-query';
import { COLLECTIONS, db, withinDeadline } from '../firestore';
import { queryOf } from '../firestore-query';
import { errorCode as codeOf, GRPC_STATUS } from '../grpc-status';
import { likeDocumentId, type LikeDocument } from './like-document';
import type { StoredPhoto } from '../photos/photo-objects';
import type { ListingPosition } from './listing-cursor';
import {
  hiddenOf,
  derivedFieldsOf,
  listingFieldsOf,
  newListingDocument,
  toListing,
  updateOf,
  type ListingDocument,
  type ListingEdit,
} from './listing-document';
import type { CandidateGroup } from './candidate-plan';
import { EARNED_LIKES_FIELD, featuredQueries } from './featured-plan';
import { pageQueries, type CountPosition, type QuerySpec, type SearchPlan } from './search-plan';

/** The only module that reads and writes listings and likes in Firestore. */

const listings = () => db().collection(COLLECTIONS.roommates);
const likes = () => db().collection(COLLECTIONS.likes);

/** Most writes in one batch (Firestore allows 500). */
const BATCH_WRITES = 450;

// gRPC status codes that Firestore's preconditions answer with.
const { NOT_FOUND, ALREADY_EXISTS } = GRPC_STATUS;

/** A stored listing with what the service needs beyond its public shape. */
export interface ListingRecord {
  id: string;
  ownerUid: string;
  /** Why and since when it is hidden, or null while listed; only its owner and moderators may see it. */
  hidden: Hidden | null;
  createdAt: Date;
  fields: ListingFields;
  listing: Listing;
  /** The number in the rent (budget checks of a match). */
  rentValue: number | null;
  /** Newest first in descending order; unique (ties of a match ranking). */
  newestKey: string;
  /** Its photos in order, as stored. */
  photos: StoredPhoto[];
}

function toRecord(id: string, doc: ListingDocument): ListingRecord {
  return {
    id,
    ownerUid: doc.ownerUid,
    hidden: hiddenOf(doc),
    createdAt: doc.createdAt.toDate(),
    fields: listingFieldsOf(doc),
    listing: toListing(id, doc),
    rentValue: doc.rentValue,
    newestKey: doc.newestKey,
    photos: doc.photos ?? [],
  };
}

export async function findListing(id: string): Promise<ListingRecord | null> {
  const snapshot = await withinDeadline(listings().doc(id).get());
  return snapshot.exists ? toRecord(id, snapshot.data() as ListingDocument) : null;
}

/** Stores a new listing under a fresh id and returns the id. */
export async function createListing(
  fields: ListingFields,
  ownerUid: string,
  now: Date,
  ownerVerified: boolean,
): Promise<string> {
  const ref = listings().doc();
  await withinDeadline(ref.create(newListingDocument(ref.id, fields, ownerUid, now, { ownerVerified })));
  return ref.id;
}

/** Marks a listing confirmed (still available) now; false if it is gone. */
export async function confirmListing(id: string, now: Date): Promise<boolean> {
  try {
    await withinDeadline(
      listings()
        .doc(id)
        .update({ confirmedAt: Timestamp.fromDate(now) }),
    );
    return true;
  } catch (error) {
    if (codeOf(error) === NOT_FOUND) return false;
    throw error;
  }
}

/** Hides a listing (reason and time) or lists it again (reason null); false if it is gone. */
export async function setListingHidden(id: string, reason: HiddenReason | null, now: Date): Promise<boolean> {
  try {
    await withinDeadline(
      listings()
        .doc(id)
        .update({
          listed: reason === null,
          hiddenReason: reason,
          hiddenAt: reason === null ? null : Timestamp.fromDate(now),
        }),
    );
    return true;
  } catch (error) {
    if (codeOf(error) === NOT_FOUND) return false;
    throw error;
  }
}

/**
 * Hides every listing of an owner (their account suspended), or lists again those hidden for
 * that reason (restored): listings hidden after reports or by a moderator stay hidden. Reads the
 * owner's listings (one query); writes in batches.
 */
export async function setOwnerListingsHidden(ownerUid: string, hide: boolean, now: Date): Promise<number> {
  const owned = await withinDeadline(listings().where('ownerUid', '==', ownerUid).get());
  const changed = owned.docs.filter((doc) => {
    const data = doc.data() as ListingDocument;
    return hide ? data.listed !== false : data.hiddenReason === 'suspended';
  });
  for (let start = 0; start < changed.length; start += BATCH_WRITES) {
    const batch = db().batch();
    for (const doc of changed.slice(start, start + BATCH_WRITES))
      batch.update(doc.ref, {
        listed: !hide,
        hiddenReason: hide ? 'suspended' : null,
        hiddenAt: hide ? Timestamp.fromDate(now) : null,
      });
    await withinDeadline(batch.commit());
  }
  return changed.length;
}

/** Sets `ownerVerified` on every listing of an owner whose address was just verified (one query, batched writes). */
export async function setOwnerVerified(ownerUid: string, verified: boolean): Promise<void> {
  const owned = await withinDeadline(
    listings().where('ownerUid', '==', ownerUid).where('ownerVerified', '==', !verified).get(),
  );
  for (let start = 0; start < owned.size; start += BATCH_WRITES) {
    const batch = db().batch();
    for (const doc of owned.docs.slice(start, start + BATCH_WRITES))
      batch.update(doc.ref, { ownerVerified: verified });
    await withinDeadline(batch.commit());
  }
}

/** Rewrites a listing's fields, leaving likeCount and the owner alone; false if the listing is gone. */
export async function updateListing(id: string, edit: ListingEdit): Promise<boolean> {
  try {
    await withinDeadline(listings().doc(id).update(updateOf(edit)));
    return true;
  } catch (error) {
    if (codeOf(error) === NOT_FOUND) return false;
    throw error;
  }
}

const deletions = () => db().collection(COLLECTIONS.listingDeletions);

/** A listing deleted whose remains (likes, and whatever else goes with it) may not all be gone yet. */
export interface ListingDeletion {
  ownerUid: string;
  deletedAt: Timestamp;
}

/**
 * The first step of deleting a listing, in one commit: the listing document
 * goes and a record of its deletion (listingDeletions/{id}) takes its place.
 * From then on no read finds the listing and a like of it fails (its batch
 * updates a missing document), while the record lets a later DELETE finish
 * what this one could not. False if the listing was already gone. The delete
 * comes first in the batch: the local emulator applies a commit write by
 * write and stops at the first failure.
 */
export async function startListingDeletion(id: string, ownerUid: string, now: Date): Promise<boolean> {
  const batch = db().batch();
  batch.delete(listings().doc(id), { exists: true });
  batch.set(deletions().doc(id), { ownerUid, deletedAt: Timestamp.fromDate(now) } satisfies ListingDeletion);
  try {
    await withinDeadline(batch.commit());
    return true;
  } catch (error) {
    if (codeOf(error) === NOT_FOUND) return false;
    throw error;
  }
}

/** The record of a listing's deletion that has not finished, or null. */
export async function findListingDeletion(id: string): Promise<ListingDeletion | null> {
  const snapshot = await withinDeadline(deletions().doc(id).get());
  return snapshot.exists ? (snapshot.data() as ListingDeletion) : null;
}

/** Deletes every like of a listing, in batches; safe to run again (it deletes what is left). */
export async function deleteLikesOf(id: string): Promise<void> {
  for (;;) {
    const page = await withinDeadline(likes().where('listingId', '==', id).limit(BATCH_WRITES).get());
    if (page.empty) return;
    const batch = db().batch();
    for (const like of page.docs) batch.delete(like.ref);
    await withinDeadline(batch.commit());
    if (page.size < BATCH_WRITES) return;
  }
}

/** The last step of a listing's deletion: everything that went with it is gone. */
export async function endListingDeletion(id: string): Promise<void> {
  await withinDeadline(deletions().doc(id).delete());
}

export type PhotoChange<T> = { outcome: 'done'; photos: StoredPhoto[] } | { outcome: T };

/**
 * Rewrites a listing's photos in one transaction: `change` gets them as stored now and answers the
 * new list, or a refusal that leaves them as they are. Real Firestore runs the change again when
 * another write got in between, so a ninth photo cannot slip in beside an eighth; the local
 * emulator does not isolate transactions (README, "Local Firebase"). `ifNotWritten` runs once the
 * transaction has failed for good, having written nothing: firebase-admin goes on retrying it after
 * the deadline has answered 503, and may still write it then.
 */
export async function changePhotos<T extends string>(
  id: string,
  change: (photos: StoredPhoto[]) => StoredPhoto[] | T,
  ifNotWritten?: () => Promise<void>,
): Promise<PhotoChange<T> | { outcome: 'listing-gone' }> {
  const ref = listings().doc(id);
  const written = db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return { outcome: 'listing-gone' as const };
    const changed = change((snapshot.get('photos') as StoredPhoto[] | undefined) ?? []);
    if (typeof changed === 'string') return { outcome: changed };
    transaction.update(ref, { photos: changed });
    return { outcome: 'done' as const, photos: changed };
  });
  if (ifNotWritten) written.catch(ifNotWritten);
  return withinDeadline(written);
}

export type LikeOutcome = 'liked' | 'already-liked' | 'listing-gone';

/**
 * Counts one like of a listing by a person, exactly once, and toward the
 * featured order too when `featured` (featured-plan.ts). One batch: first
 * create likes/{listingId}_{uid}, which fails with ALREADY_EXISTS on a
 * repeat, then increment likeCount (and earnedLikeCount). Firestore commits a
 * batch atomically; the local emulator applies its writes in order and stops
 * at the first failure, so a repeat never reaches the increment there either.
 * Transactions would not do: the emulator does not isolate them.
 */
export async function addLike(
  listingId: string,
  uid: string,
  now: Date,
  featured: boolean,
): Promise<LikeOutcome> {
  const likeRef = likes().doc(likeDocumentId(listingId, uid));
  const like: LikeDocument = { listingId, uid, createdAt: Timestamp.fromDate(now), featured };
  const batch = db().batch();
  batch.create(likeRef, like);
  batch.update(listings().doc(listingId), {
    likeCount: FieldValue.increment(1),
    ...(featured ? { [EARNED_LIKES_FIELD]: FieldValue.increment(1) } : {}),
  });
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

export interface ListingPage {
  records: ListingRecord[];
  /** Where the next page starts; null on the last page. */
  next: ListingPosition | null;
}

function positionOf(order: ListingOrder, doc: ListingDocument): ListingPosition {
  if (order === 'likes') return { sort: order, likes: doc.likeCount, key: doc.newestKey };
  if (order === 'rent') return { sort: order, key: doc.rentKey };
  if (order === 'available') return { sort: order, key: doc.availableKey };
  return { sort: order, key: doc.newestKey };
}

const toQuery = (spec: QuerySpec) => queryOf(listings(), spec);

interface FoundListing {
  id: string;
  doc: ListingDocument;
}

/** Runs queries one after the other until `wanted` listings are found (each asks only for what is missing). */
async function findInTurn(specs: QuerySpec[], wanted: number): Promise<FoundListing[]> {
  const found: FoundListing[] = [];
  for (const spec of specs) {
    const snapshot = await withinDeadline(toQuery({ ...spec, limit: wanted - found.length }).get());
    for (const doc of snapshot.docs) found.push({ id: doc.id, doc: doc.data() as ListingDocument });
    if (found.length >= wanted) break;
  }
  return found;
}

/**
 * One page of listings: Firestore answers the whole plan (search-plan.ts),
 * so this reads at most limit + 1 documents, the extra one only to know
 * whether another page follows.
 */
export async function findListingPage(
  plan: SearchPlan,
  limit: number,
  after: ListingPosition | null,
): Promise<ListingPage> {
  const found = await findInTurn(pageQueries(plan, after, limit + 1), limit + 1);
  const page = found.slice(0, limit);
  const last = page.at(-1);
  const next = found.length > limit && last ? positionOf(plan.order, last.doc) : null;
  return { records: page.map(({ id, doc }) => toRecord(id, doc)), next };
}

export interface FeaturedBatch {
  records: ListingRecord[];
  /** Where the next batch starts; null when the order has no more. */
  next: CountPosition | null;
}

/** The next `count` listings of the featured order (featured-plan.ts), or fewer at its end. */
export async function findFeaturedBatch(after: CountPosition | null, count: number): Promise<FeaturedBatch> {
  const found = await findInTurn(featuredQueries(after, count), count);
  const last = found.at(-1);
  return {
    records: found.map(({ id, doc }) => toRecord(id, doc)),
    next:
      found.length === count && last
        ? { count: last.doc.earnedLikeCount ?? 0, key: last.doc.newestKey }
        : null,
  };
}

/**
 * The candidates of a ranking by match (candidate-plan.ts): each group's
 * queries run in turn until the group's limit is found, so this reads at most
 * the sum of the groups' limits; in the order found.
 */
export async function findCandidates(groups: CandidateGroup[]): Promise<ListingRecord[]> {
  const found: ListingRecord[] = [];
  for (const { specs, limit } of groups)
    for (const { id, doc } of await findInTurn(specs, limit)) found.push(toRecord(id, doc));
  return found;
}

export async function likeCountOf(id: string): Promise<number | null> {
  const snapshot = await withinDeadline(listings().doc(id).get());
  return snapshot.exists ? ((snapshot.get('likeCount') as number | undefined) ?? 0) : null;
}

/** How many listings a migration reads, and writes, at a time. */
const MIGRATION_PAGE = 300;

/**
 * Writes again what every listing stores derived from its form fields (`derivedFieldsOf`), where it
 * differs from what the rules derive now: after a change of those rules (how a rent is read, a
 * search key), old listings answer searches as new ones do. A page of listings at a time;
 * the listings' own fields, dates and likes are left as they are. Returns how many were read and
 * how many changed.
 */
export async function rederiveListings(): Promise<{ read: number; changed: number }> {
  let read = 0;
  let changed = 0;
  let after: string | null = null;
  for (;;) {
    // Paged by the unique newestKey, with a range (the local emulator ignores query cursors).
    const base: Query = after === null ? listings() : listings().where('newestKey', '<', after);
    const page: QuerySnapshot = await withinDeadline(
      base.orderBy('newestKey', 'desc').limit(MIGRATION_PAGE).get(),
    );
    if (page.empty) break;
    const batch = db().batch();
    let writes = 0;
    for (const doc of page.docs) {
      const data = doc.data() as ListingDocument;
      const derived: { [field: string]: unknown } = derivedFieldsOf(
        doc.id,
        listingFieldsOf(data),
        data.createdAt.toDate(),
      );
      const stale = Object.entries(derived).some(
        ([field, value]) =>
          JSON.stringify(value) !== JSON.stringify((data as unknown as Record<string, unknown>)[field]),
      );
      if (stale) {
        batch.update(doc.ref, derived as DocumentData);
        writes += 1;
      }
    }
    if (writes > 0) await withinDeadline(batch.commit());
    read += page.size;
    changed += writes;
    after = (page.docs.at(-1)!.data() as ListingDocument).newestKey;
    if (page.size < MIGRATION_PAGE) break;
  }
  return { read, changed };
}
