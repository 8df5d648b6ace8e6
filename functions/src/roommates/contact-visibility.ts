import type { ContactHidden, Listing } from '@roommate-finder/contract/listing';
import type { Caller } from '../http/auth';

/**
 * A listing as one caller may read it (docs/product.md, "Contact details"): its contact line and
 * e-mail only when its owner's `contactVisibility` lets this caller see them, else left out with
 * `contactHidden` saying why. `replied`: the owner has replied to the caller in a conversation
 * (read only for a listing's own page; lists leave a `conversation` listing's contact out for
 * all but its owner, so a page of twenty costs no read per listing). An anonymous answer, the
 * one the CDN may keep, never holds what only some callers may see.
 */
export function contactFor(
  listing: Listing,
  ownerUid: string,
  caller: Caller | null,
  replied = false,
): Listing {
  const visibility = listing.contactVisibility;
  if (visibility === 'everyone' || caller?.uid === ownerUid) return listing;
  if (caller && (visibility === 'signed-in' || replied)) return listing;
  return withoutContact(listing, caller ? 'conversation' : 'sign-in');
}

function withoutContact(listing: Listing, why: ContactHidden): Listing {
  const { contactInfo: _contactInfo, email: _email, ...rest } = listing;
  return { ...rest, contactHidden: why };
}

/** Whether a listing's page must ask if its owner replied to the caller before showing the contact. */
export const needsReplyCheck = (
  listing: Listing,
  ownerUid: string,
  caller: Caller | null,
): caller is Caller =>
  listing.contactVisibility === 'conversation' && caller !== null && caller.uid !== ownerUid;
