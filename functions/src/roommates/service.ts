import { findAccount } from '../accounts/repository';
import { API_MESSAGES, apiErrorCodeFor } from '@roommate-finder/contract/api-error';
import type {
  ConfirmResult,
  DeleteResult,
  InsertResult,
  LikeResult,
  UpdateResult,
} from '@roommate-finder/contract/api-results';
import {
  LISTING_FIELD_LABELS,
  LISTING_LIMITS,
  type Listing,
  type ListingFields,
} from '@roommate-finder/contract/listing';
import { FEATURED_COUNT } from '@roommate-finder/contract/featured';
import { STALE_AFTER_DAYS } from '@roommate-finder/contract/listing-fields';
import { LISTING_PAGE_DEFAULT, type ListingQuery } from '@roommate-finder/contract/listing-query';
import type { Caller } from '../http/auth';
import { HttpError } from '../http/http-error';
import { normalizeTerm } from './filter-terms';
import { decodeCursor, encodeCursor } from './listing-cursor';
import { listEntry, listingEdit, OPTIONAL_FIELDS } from './listing-document';
import { profileOf } from '../profiles/service';
import { MATCH_CANDIDATES_MAX } from './candidate-plan';
import { FEATURED_BATCH, FEATURED_READS_MAX, featuredLikeOf } from './featured-plan';
import { decodeMatchCursor, listingWithMatch, rankedPage, scoreRecord } from './match-ranking';
import { deleteListingPhotos } from '../photos/storage';
import { withPlace } from './place-fill';
import { ownerRepliedTo } from '../conversations/repository';
import { contactFor, needsReplyCheck } from './contact-visibility';
import * as repository from './repository';
import { pageQueries, searchPlan, type CountPosition } from './search-plan';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Firestore ids of listings: auto ids and the seed's readable ids. Anything else cannot exist. */
const LISTING_ID = /^[\w-]{1,128}$/;

/** Whether a caller may see a hidden listing: its owner and moderators only. */
const seesHidden = (record: repository.ListingRecord, caller: Caller | null) =>
  caller !== null && (caller.uid === record.ownerUid || caller.admin);

/** A listing the caller may see: a hidden one is not found for anyone but its owner and moderators. */
async function existingListing(id: string, caller: Caller | null): Promise<repository.ListingRecord> {
  const record = LISTING_ID.test(id) ? await repository.findListing(id) : null;
  if (!record || (record.hidden && !seesHidden(record, caller))) {
    throw new HttpError(404, API_MESSAGES.listingNotFound);
  }
  return record;
}

/** A listing of the caller's own: 404 when there is none, 403 when it is someone else's. */
export async function ownListing(id: string, caller: Caller): Promise<repository.ListingRecord> {
  const record = await existingListing(id, caller);
  if (record.ownerUid !== caller.uid) throw new HttpError(403, API_MESSAGES.notListingOwner);
  return record;
}

/**
 * A listing's name and email come from the caller's account, whatever the
 * form sent: the email from the verified token, the name from Auth (a fresh
 * token may not carry it yet), the form's name only if the account has none.
 */
async function withOwnerIdentity(fields: ListingFields, caller: Caller): Promise<ListingFields> {
  if (!caller.email)
    throw new HttpError(
      403,
      'Your account needs an email address to post listings',
      undefined,
      'auth/email-needed',
    );
  const account = await findAccount(caller.uid);
  if (!account) throw new HttpError(401, API_MESSAGES.signInExpired);
  const name = account.displayName?.slice(0, LISTING_LIMITS.name).trim() || fields.name;
  return withPlace({ ...fields, name, email: caller.email });
}

export interface ListingList {
  listings: Listing[];
  /** Cursor of the next page, or null on the last page. */
  nextCursor: string | null;
}

/**
 * A page of GET /roommates. For a signed-in caller with a profile each
 * listing carries its `match` (null when it is none); for anyone else none
 * does. sort=match ranks the filtered listings by match instead: it needs
 * that profile.
 */
export async function listListings(query: ListingQuery, caller: Caller | null): Promise<ListingList> {
  // My Listings (the caller's own address) shows the caller's hidden listings too, marked.
  const own =
    caller?.email != null && query.email !== undefined && normalizeTerm(query.email) === caller.email;
  const plan = searchPlan(query, { withHidden: own });
  // Anyone else's search by an address finds only the listings that show that address to the
  // caller: one whose owner keeps their e-mail from this caller must not answer to it either.
  const shown = (record: repository.ListingRecord) =>
    own || query.email === undefined || record.listing.email !== undefined;
  const limit = query.limit ?? LISTING_PAGE_DEFAULT;
  const profile = await profileOf(caller);
  if (query.byMatch) {
    if (!caller) throw refuseSort(API_MESSAGES.matchSortNeedsSignIn);
    if (!profile) throw refuseSort(API_MESSAGES.matchSortNeedsProfile);
    const after = query.cursor === undefined ? null : decodeMatchCursor(query.cursor);
    if (query.cursor !== undefined && !after) throw badCursor();
    // The first MATCH_CANDIDATES_MAX listings of the filters, in their own order, ranked by match.
    const records = await repository.findCandidates([
      { specs: pageQueries(plan, null, MATCH_CANDIDATES_MAX), limit: MATCH_CANDIDATES_MAX },
    ]);
    return rankedPage(
      records
        .map(shownTo(caller))
        .filter(shown)
        .map((record) => scoreRecord(record, profile, caller.uid)),
      after,
      limit,
    );
  }
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, query.sort);
  if (query.cursor !== undefined && !after) throw badCursor();
  const page = await repository.findListingPage(plan, limit, after);
  const listings = page.records
    .map(shownTo(caller))
    .filter(shown)
    .map((record) =>
      listEntry(
        caller && profile ? listingWithMatch(scoreRecord(record, profile, caller.uid)) : record.listing,
      ),
    );
  return { listings, nextCursor: page.next && encodeCursor(page.next) };
}

/**
 * A record whose listing the caller may read: its contact details as the owner chose
 * (contact-visibility.ts), and `hidden` for its owner and moderators while it is hidden.
 */
const shownTo =
  (caller: Caller | null, replied = false) =>
  (record: repository.ListingRecord): repository.ListingRecord => {
    const listing = contactFor(record.listing, record.ownerUid, caller, replied);
    return {
      ...record,
      listing: record.hidden && seesHidden(record, caller) ? { ...listing, hidden: record.hidden } : listing,
    };
  };

const refuseSort = (message: string) =>
  new HttpError(400, message, [{ field: 'sort', message, code: apiErrorCodeFor(400, message) }]);

const badCursor = () =>
  new HttpError(
    400,
    'cursor is not valid for this sort; start again without a cursor',
    undefined,
    'request/bad-cursor',
  );

/**
 * The featured section: the most earned Available listings (featured-plan.ts),
 * one per owner, reading at most FEATURED_READS_MAX listings. Hidden listings
 * are left out by the queries; those not updated or confirmed for
 * STALE_AFTER_DAYS days are passed over, as a second listing of an owner is
 * (docs/product.md, "Fresh listings").
 */
export async function featuredListings(now = new Date()): Promise<Listing[]> {
  const staleBefore = now.getTime() - STALE_AFTER_DAYS * DAY_MS;
  const chosen = new Map<string, Listing>();
  let after: CountPosition | null = null;
  for (let read = 0; chosen.size < FEATURED_COUNT && read < FEATURED_READS_MAX;) {
    const batch = await repository.findFeaturedBatch(
      after,
      Math.min(FEATURED_BATCH, FEATURED_READS_MAX - read),
    );
    read += batch.records.length;
    for (const record of batch.records) {
      const fresh = Date.parse(record.listing.confirmedAt) >= staleBefore;
      if (fresh && chosen.size < FEATURED_COUNT && !chosen.has(record.ownerUid))
        // Public and kept by the CDN: as a visitor may read them.
        chosen.set(record.ownerUid, listEntry(shownTo(null)(record).listing));
    }
    if (!batch.next) break;
    after = batch.next;
  }
  return [...chosen.values()];
}

/** One listing; with its `match` for a signed-in caller with a profile. */
export async function getListing(id: string, caller: Caller | null): Promise<Listing> {
  const [found, profile] = await Promise.all([existingListing(id, caller), profileOf(caller)]);
  const replied = needsReplyCheck(found.listing, found.ownerUid, caller)
    ? await ownerRepliedTo(found.ownerUid, caller.uid)
    : false;
  const record = shownTo(caller, replied)(found);
  return caller && profile ? listingWithMatch(scoreRecord(record, profile, caller.uid)) : record.listing;
}

export async function createListing(fields: ListingFields, caller: Caller): Promise<InsertResult> {
  const owned = await withOwnerIdentity(fields, caller);
  const insertedId = await repository.createListing(owned, caller.uid, new Date(), caller.emailVerified);
  return { acknowledged: true, insertedId };
}

/** JSON with the keys of every object sorted: Firestore may hand a stored map (a household) back in another key order. */
const canonicalJson = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

const sameFields = (a: ListingFields, b: ListingFields) =>
  ([...Object.keys(LISTING_FIELD_LABELS), ...OPTIONAL_FIELDS] as (keyof ListingFields)[]).every(
    (field) => canonicalJson(a[field]) === canonicalJson(b[field]),
  );

export async function updateListing(
  id: string,
  fields: ListingFields,
  caller: Caller,
): Promise<UpdateResult> {
  const record = await ownListing(id, caller);
  const owned = await withOwnerIdentity(fields, caller);
  // As MongoDB reports it: matched, but not modified when nothing changed.
  if (sameFields(owned, record.fields)) return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
  const updated = await repository.updateListing(
    id,
    listingEdit(id, owned, record.createdAt, new Date(), caller.emailVerified),
  );
  if (!updated) throw new HttpError(404, API_MESSAGES.listingNotFound);
  return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
}

/**
 * POST /roommates/:id/confirm (My Listings' 'Still available?'): 'Yes' confirms the listing now;
 * 'Rented' marks it Not Available, which confirms it too (docs/product.md, "Fresh listings").
 */
export async function confirmListing(
  id: string,
  stillAvailable: boolean,
  caller: Caller,
): Promise<ConfirmResult> {
  const record = await ownListing(id, caller);
  const now = new Date();
  if (stillAvailable) {
    if (!(await repository.confirmListing(id, now))) throw new HttpError(404, API_MESSAGES.listingNotFound);
    return { availability: record.fields.availability, confirmedAt: now.toISOString() };
  }
  const rented = { ...record.fields, availability: 'Not Available' as const };
  const updated = await repository.updateListing(
    id,
    listingEdit(id, rented, record.createdAt, now, caller.emailVerified),
  );
  if (!updated) throw new HttpError(404, API_MESSAGES.listingNotFound);
  return { availability: 'Not Available', confirmedAt: now.toISOString() };
}

/**
 * What goes with a deleted listing, removed after the listing itself: each
 * step deletes whatever of it is left, so it may run again: its likes and
 * its photos (their addresses answer 404 once the DELETE has answered).
 */
const LISTING_REMAINS: readonly ((listingId: string) => Promise<void>)[] = [
  repository.deleteLikesOf,
  deleteListingPhotos,
];

/**
 * Deletes a listing and everything that goes with it, so that a failure at
 * any point leaves either the listing whole or a deletion the owner's next
 * DELETE finishes (200, not 404): the listing goes first, in the same commit
 * as a record of its deletion, then its remains, then the record.
 */
export async function deleteListing(id: string, caller: Caller): Promise<DeleteResult> {
  const record = LISTING_ID.test(id) ? await repository.findListing(id) : null;
  if (record && record.ownerUid !== caller.uid) throw new HttpError(403, API_MESSAGES.notListingOwner);
  if (!record || !(await repository.startListingDeletion(id, caller.uid, new Date()))) {
    // Already gone: by a delete of the owner's that stopped half-way (or runs beside this one)?
    const unfinished = LISTING_ID.test(id) ? await repository.findListingDeletion(id) : null;
    if (unfinished?.ownerUid !== caller.uid) throw new HttpError(404, API_MESSAGES.listingNotFound);
  }
  for (const deleteRemains of LISTING_REMAINS) await deleteRemains(id);
  await repository.endListingDeletion(id);
  return { acknowledged: true, deletedCount: 1 };
}

export async function likeListing(id: string, caller: Caller): Promise<LikeResult> {
  const record = await existingListing(id, caller);
  // A hidden listing takes no like, a moderator's neither: they see it only to review it.
  if (record.hidden) throw new HttpError(404, API_MESSAGES.listingNotFound);
  if (record.ownerUid === caller.uid) throw new HttpError(403, API_MESSAGES.likeOwnListing);
  const now = new Date();
  const outcome = await repository.addLike(id, caller.uid, now, await countsTowardFeatured(caller, now));
  if (outcome === 'already-liked') throw new HttpError(409, API_MESSAGES.likeTwice);
  const likeCount = outcome === 'liked' ? await repository.likeCountOf(id) : null;
  if (likeCount === null) throw new HttpError(404, API_MESSAGES.listingNotFound);
  return { likeCount };
}

/** Whether the caller's like counts toward the featured order: a verified e-mail (token) and an account a day old (Auth). */
async function countsTowardFeatured(caller: Caller, now: Date): Promise<boolean> {
  if (!caller.emailVerified) return false;
  const created = (await findAccount(caller.uid))?.creationTime;
  return featuredLikeOf({ emailVerified: true, createdAt: created ? new Date(created) : null }, now);
}
