import type { Translator } from '@/lib/i18n/translator';
import type { Listing } from '@roommate-finder/contract/listing';

/**
 * A photo's alt text (docs/product.md, "Photos"): what the owner wrote for it, or else what the
 * listing says it is and where, in the owner's own words ("Master bedroom in Road 8A,
 * Dhanmondi, Dhaka, photo 2 of 5"). From the listing's text fields only, so the home page's
 * cards need neither the places catalogue nor the label lists to describe their covers.
 */
export function photoAlt({ t }: Pick<Translator, 't'>, listing: Listing, index = 0): string {
  const own = listing.photos[index]?.alt;
  if (own) return own;
  return t('photo.alt', {
    kind: listing.roomType,
    place: listing.location,
    position: index + 1,
    count: listing.photos.length,
  });
}
