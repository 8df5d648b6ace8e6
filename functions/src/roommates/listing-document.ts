import { Timestamp } from 'firebase-admin/firestore';
import type { Listing, ListingFields } from '../contract/listing';
import { listingFilterTerms } from './filter-terms';
import { newestKeyOf, rentKeyOf } from './listing-order';
import { rentValueOf } from './rent-value';

/**
 * A listing as stored in Firestore: the form fields plus server-only fields
 * that clients can neither send nor see (owner uid, the rent as a number,
 * sort keys and filter terms). Timestamps become ISO strings in toListing(),
 * at the edge of Firestore.
 */
export interface ListingDocument extends ListingFields {
  ownerUid: string;
  likeCount: number;
  rentValue: number | null;
  /** See listing-order.ts. */
  newestKey: string;
  rentKey: string;
  /** See filter-terms.ts. */
  filterTerms: string[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** What an edit rewrites: the form fields and everything derived from them. */
export type ListingEdit = ListingFields &
  Pick<ListingDocument, 'rentValue' | 'rentKey' | 'filterTerms' | 'updatedAt'>;

/** The fields of a listing with what is derived from them, for a listing created at createdAt. */
export function listingEdit(id: string, fields: ListingFields, createdAt: Date, now: Date): ListingEdit {
  const rentValue = rentValueOf(fields.rentAmount);
  return {
    ...fields,
    rentValue,
    rentKey: rentKeyOf(rentValue, createdAt, id),
    filterTerms: listingFilterTerms(fields),
    updatedAt: Timestamp.fromDate(now),
  };
}

/** The document POST /roommates stores (and the seed writes) for a new listing with this id. */
export function newListingDocument(
  id: string,
  fields: ListingFields,
  ownerUid: string,
  now: Date,
): ListingDocument {
  return {
    ...listingEdit(id, fields, now, now),
    ownerUid,
    likeCount: 0,
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
  };
}

export function toListing(id: string, doc: ListingDocument): Listing {
  return {
    _id: id,
    ...listingFieldsOf(doc),
    likeCount: doc.likeCount,
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}
