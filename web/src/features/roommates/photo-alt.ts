import type { Translator } from '@/lib/i18n/translator';
import type { Listing } from '@contract/listing';
import { ACCOMMODATION_LABELS, placeNameIn } from './listing-labels';

/**
 * A photo's alt text (docs/product.md, "Photos"): what the owner wrote for it, or else what the
 * listing says it is and where ("Single room in Dhanmondi, Dhaka, photo 2 of 5").
 */
export function photoAlt(
  { t, locale }: Pick<Translator, 't' | 'locale'>,
  listing: Listing,
  index = 0,
): string {
  const own = listing.photos[index]?.alt;
  if (own) return own;
  const kind = listing.accommodation ? t(ACCOMMODATION_LABELS[listing.accommodation]) : listing.roomType;
  const place =
    [listing.area && placeNameIn(listing.area, locale), listing.city && placeNameIn(listing.city, locale)]
      .filter(Boolean)
      .join(', ') || listing.location;
  return t('photo.alt', { kind, place, position: index + 1, count: listing.photos.length });
}
