import type { Listing } from '@roommate-finder/contract/listing';
import { CONFIRM_AFTER_DAYS, STALE_AFTER_DAYS } from '@roommate-finder/contract/listing-fields';

/**
 * How fresh a listing is (docs/product.md, "Fresh listings"): the days since its owner last
 * edited it or answered 'Still available?' ('Updated 3 days ago'). The API sends `confirmedAt`;
 * the days are counted here, against the reader's clock, so a page kept by the CDN still ages.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the listing was last updated or confirmed: 0 on the day itself. */
export function daysSinceConfirmed(listing: Pick<Listing, 'confirmedAt'>, now = Date.now()): number {
  const at = Date.parse(listing.confirmedAt);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.floor((now - at) / DAY_MS));
}

/**
 * 'May no longer be available': an Available listing nobody has confirmed for STALE_AFTER_DAYS
 * days (a listing marked Not Available says so itself).
 */
export function isStale(listing: Pick<Listing, 'confirmedAt' | 'availability'>, now = Date.now()): boolean {
  return listing.availability === 'Available' && daysSinceConfirmed(listing, now) >= STALE_AFTER_DAYS;
}

/**
 * Whether My Listings asks its owner 'Still available?': an Available listing, shown to others
 * (a hidden one waits for the moderators), untouched for CONFIRM_AFTER_DAYS days.
 */
export function asksStillAvailable(
  listing: Pick<Listing, 'confirmedAt' | 'availability' | 'hidden'>,
  now = Date.now(),
): boolean {
  return (
    listing.availability === 'Available' &&
    !listing.hidden &&
    daysSinceConfirmed(listing, now) >= CONFIRM_AFTER_DAYS
  );
}
