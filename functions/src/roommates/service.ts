import { findAccount } from '../accounts/repository';
import { API_MESSAGES } from '../contract/api-error';
import type { DeleteResult, InsertResult, LikeResult, UpdateResult } from '../contract/api-results';
import { LISTING_FIELD_LABELS, LISTING_LIMITS, type Listing, type ListingFields } from '../contract/listing';
import { FEATURED_COUNT } from '../contract/featured';
import { LISTING_PAGE_DEFAULT, type ListingQuery } from '../contract/listing-query';
import type { Caller } from '../http/auth';
import { HttpError } from '../http/http-error';
import { decodeCursor, encodeCursor } from './listing-cursor';
import { DETAIL_FIELDS, listingEdit } from './listing-document';
import { withPlace } from './place-fill';
import * as repository from './repository';
import { searchPlan } from './search-plan';

/** Firestore ids of listings: auto ids and the seed's readable ids. Anything else cannot exist. */
const LISTING_ID = /^[\w-]{1,128}$/;

async function existingListing(id: string): Promise<repository.ListingRecord> {
  const record = LISTING_ID.test(id) ? await repository.findListing(id) : null;
  if (!record) throw new HttpError(404, API_MESSAGES.listingNotFound);
  return record;
}

async function ownListing(id: string, caller: Caller): Promise<repository.ListingRecord> {
  const record = await existingListing(id);
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

export async function listListings(query: ListingQuery): Promise<ListingList> {
  const plan = searchPlan(query);
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, query.sort);
  if (query.cursor !== undefined && !after) {
    throw new HttpError(
      400,
      'cursor is not valid for this sort; start again without a cursor',
      undefined,
      'request/bad-cursor',
    );
  }
  const page = await repository.findListingPage(plan, query.limit ?? LISTING_PAGE_DEFAULT, after);
  return { listings: page.listings, nextCursor: page.next && encodeCursor(page.next) };
}

export async function featuredListings(): Promise<Listing[]> {
  const plan = searchPlan({ sort: 'likes', availability: 'Available' });
  return (await repository.findListingPage(plan, FEATURED_COUNT, null)).listings;
}

export async function getListing(id: string): Promise<Listing> {
  return (await existingListing(id)).listing;
}

export async function createListing(fields: ListingFields, caller: Caller): Promise<InsertResult> {
  const owned = await withOwnerIdentity(fields, caller);
  const insertedId = await repository.createListing(owned, caller.uid, new Date());
  return { acknowledged: true, insertedId };
}

const sameFields = (a: ListingFields, b: ListingFields) =>
  ([...Object.keys(LISTING_FIELD_LABELS), ...DETAIL_FIELDS] as (keyof ListingFields)[]).every(
    (field) => JSON.stringify(a[field]) === JSON.stringify(b[field]),
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
  const updated = await repository.updateListing(id, listingEdit(id, owned, record.createdAt, new Date()));
  if (!updated) throw new HttpError(404, API_MESSAGES.listingNotFound);
  return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
}

export async function deleteListing(id: string, caller: Caller): Promise<DeleteResult> {
  await ownListing(id, caller);
  if (!(await repository.deleteListingAndLikes(id))) throw new HttpError(404, API_MESSAGES.listingNotFound);
  return { acknowledged: true, deletedCount: 1 };
}

export async function likeListing(id: string, caller: Caller): Promise<LikeResult> {
  const record = await existingListing(id);
  if (record.ownerUid === caller.uid) throw new HttpError(403, API_MESSAGES.likeOwnListing);
  const outcome = await repository.addLike(id, caller.uid, new Date());
  if (outcome === 'already-liked') throw new HttpError(409, API_MESSAGES.likeTwice);
  const likeCount = outcome === 'liked' ? await repository.likeCountOf(id) : null;
  if (likeCount === null) throw new HttpError(404, API_MESSAGES.listingNotFound);
  return { likeCount };
}
