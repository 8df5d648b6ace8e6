import { Timestamp } from 'firebase-admin/firestore';
import type { Listing, ListingFields } from '../contract/listing';
import { rentValueOf } from './rent-value';

/**
 * A listing as stored in Firestore: the form fields plus server-only fields
 * that clients can neither send nor see (owner uid, derived rent number).
 * Timestamps are converted to ISO strings here, at the edge of Firestore.
 */
export interface ListingDocument extends ListingFields {
  ownerUid: string;
  likeCount: number;
  rentValue: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export function newListingDocument(fields: ListingFields, ownerUid: string, now: Date): ListingDocument {
  const at = Timestamp.fromDate(now);
  return {
    ...fields,
    ownerUid,
    likeCount: 0,
    rentValue: rentValueOf(fields.rentAmount),
    createdAt: at,
    updatedAt: at,
  };
}

export function toListing(id: string, doc: ListingDocument): Listing {
  return {
    _id: id,
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
    likeCount: doc.likeCount,
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}
