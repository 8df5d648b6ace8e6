import { Timestamp } from 'firebase-admin/firestore';
import type { Hidden, HiddenReason } from '@roommate-finder/contract/moderation';
import {
  DEFAULT_CONTACT_VISIBILITY,
  LISTING_DETAIL_LABELS,
  type Listing,
  type ListingDetailField,
  type ListingFields,
} from '@roommate-finder/contract/listing';
import { listingPhotoOf, type StoredPhoto } from '../photos/photo-objects';
import { listingFilterTerms } from './filter-terms';
import { newestKeyOf, rentKeyOf } from './listing-order';
import { rentValueOf } from './rent-value';
import { searchFieldsOf, type SearchKeys } from './search-fields';

/**
 * A listing as stored in Firestore: the form fields plus server-only fields
 * that clients can neither send nor see (owner uid, the rent as a number,
 * sort keys and filter terms). Timestamps become ISO strings in toListing(),
 * at the edge of Firestore.
 */
export interface ListingDocument extends ListingFields, SearchKeys {
  ownerUid: string;
  /** Whether the owner's e-mail address was verified, from their verified token (docs/product.md, "Trust and safety"). */
  ownerVerified: boolean;
  /**
   * Shown in lists and on its page to everyone: false while hidden (after reports, by a
   * moderator, or with its suspended owner). Every public query asks for `listed == true`, so a
   * hidden listing is left out by the indexes, never read to be thrown away.
   */
  listed: boolean;
  /** Why and since when it is hidden; null while listed. */
  hiddenReason: HiddenReason | null;
  hiddenAt: Timestamp | null;
  /** When the owner last edited it or said it is still available ("Fresh listings"). */
  confirmedAt: Timestamp;
  likeCount: number;
  /** The likes that count toward the featured order (featured-plan.ts); never shown. */
  earnedLikeCount: number;
  rentValue: number | null;
  /** See listing-order.ts. */
  newestKey: string;
  rentKey: string;
  /** See filter-terms.ts. */
  filterTerms: string[];
  /** The boolean fields of search-fields.ts (forFemale, hasWifi, …) are stored beside these. */
  createdAt: Timestamp;
  /** Its photos in order, the first the cover (photos/storage.ts keeps their bytes); none on older listings. */
  photos?: StoredPhoto[];
  updatedAt: Timestamp;
}

/** The optional fields, in the order listings show them. */
export const DETAIL_FIELDS = Object.keys(LISTING_DETAIL_LABELS) as ListingDetailField[];
/** Every optional field a form may leave out: the details and who sees the contact details. */
export const OPTIONAL_FIELDS = [...DETAIL_FIELDS, 'contactVisibility'] as const;

/** What an edit rewrites: the form fields and everything derived from them; never `listed` or the hiding. */
export type ListingEdit = ListingFields &
  SearchKeys &
  Pick<
    ListingDocument,
    'rentValue' | 'rentKey' | 'filterTerms' | 'updatedAt' | 'confirmedAt' | 'ownerVerified'
  > & { [flag: string]: unknown };

/**
 * What a listing stores derived from its form fields, for its searches and orders: the API writes
 * it with every edit, and `npm run migrate` writes it again when the rules that derive it change
 * (a listing created at createdAt).
 */
export function derivedFieldsOf(id: string, fields: ListingFields, createdAt: Date) {
  const rentValue = rentValueOf(fields.rentAmount);
  const rentKey = rentKeyOf(rentValue, createdAt, id);
  return {
    ...searchFieldsOf(fields, rentKey),
    rentValue,
    rentKey,
    filterTerms: listingFilterTerms(fields),
  };
}

/** The fields of a listing with what is derived from them, for a listing created at createdAt. */
export function listingEdit(
  id: string,
  fields: ListingFields,
  createdAt: Date,
  now: Date,
  ownerVerified: boolean,
): ListingEdit {
  return {
    ...fields,
    ...derivedFieldsOf(id, fields, createdAt),
    updatedAt: Timestamp.fromDate(now),
    confirmedAt: Timestamp.fromDate(now),
    ownerVerified,
  };
}

/**
 * An edit as a Firestore update: optional fields the edit leaves out become
 * null, which no filter matches and toListing() leaves out (the local
 * emulator ignores FieldValue.delete() in an update).
 */
export function updateOf(edit: ListingEdit): Record<string, unknown> {
  const update: Record<string, unknown> = { ...edit };
  for (const field of OPTIONAL_FIELDS) if (edit[field] === undefined) update[field] = null;
  return update;
}

/** The document POST /roommates stores (and the seed writes) for a new listing with this id. */
export function newListingDocument(
  id: string,
  fields: ListingFields,
  ownerUid: string,
  now: Date,
  { ownerVerified = false }: { ownerVerified?: boolean } = {},
): ListingDocument {
  return {
    ...listingEdit(id, fields, now, now, ownerVerified),
    ownerUid,
    listed: true,
    hiddenReason: null,
    hiddenAt: null,
    likeCount: 0,
    photos: [],
    earnedLikeCount: 0,
    newestKey: newestKeyOf(now, id),
    createdAt: Timestamp.fromDate(now),
  };
}

/** The form fields of a stored listing, as they were validated. */
export function listingFieldsOf(doc: ListingDocument): ListingFields {
  return {
    name: doc.name,
    email: doc.email,
    title: doc.title,
    location: doc.location,
    rentAmount: doc.rentAmount,
    roomType: doc.roomType,
    lifestylePreferences: doc.lifestylePreferences,
    contactInfo: doc.contactInfo,
    availability: doc.availability,
    description: doc.description,
    ...Object.fromEntries(
      OPTIONAL_FIELDS.filter((field) => doc[field] !== undefined && doc[field] !== null).map((field) => [
        field,
        doc[field],
      ]),
    ),
  };
}

export function toListing(id: string, doc: ListingDocument): Listing {
  return {
    _id: id,
    ...listingFieldsOf(doc),
    contactVisibility: doc.contactVisibility ?? DEFAULT_CONTACT_VISIBILITY,
    likeCount: doc.likeCount,
    ownerVerified: doc.ownerVerified === true,
    photos: (doc.photos ?? []).map((photo) => listingPhotoOf(id, photo)),
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
    // Listings stored before confirmation existed were last confirmed when last updated.
    confirmedAt: (doc.confirmedAt ?? doc.updatedAt).toDate().toISOString(),
  };
}

/** Why and since when a listing is hidden, for its owner's and moderators' answers; null while listed. */
export function hiddenOf(doc: ListingDocument): Hidden | null {
  if (doc.listed !== false || !doc.hiddenReason) return null;
  return { reason: doc.hiddenReason, at: (doc.hiddenAt ?? doc.updatedAt).toDate().toISOString() };
}

/**
 * A listing as lists show it (GET /roommates, featured, matches): without
 * its household, which only its own page shows (GET /roommates/:id), so a
 * page of 20 stays small (bench/results/api.md).
 */
export function listEntry(listing: Listing): Listing {
  const { household: _household, ...entry } = listing;
  return entry;
}
