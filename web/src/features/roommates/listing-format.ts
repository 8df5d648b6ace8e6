import type { StoredListing } from '@contract/listing';

/** docs/product.md, "Listings": the currency shown with every rent. */
export const CURRENCY = 'BDT';

/** Rents that already name the currency ("8,000 BDT", "৳ 8000", "8000 taka") are not suffixed twice. */
const NAMES_CURRENCY = /\bBDT\b|৳|\btaka\b|\btk\.?(?=\s|\d|$)/i;

/**
 * The rent as shown: rentAmount, or an older record's `rent` when rentAmount
 * is absent (docs/product.md, "Listings"), with the suffix BDT.
 */
export function formatRent(listing: Pick<StoredListing, 'rentAmount' | 'rent'>): string {
  const rent = (listing.rentAmount ?? listing.rent ?? '').trim();
  if (!rent) return 'Not given';
  return NAMES_CURRENCY.test(rent) ? rent : `${rent} ${CURRENCY}`;
}

/** Lifestyle preferences: a list joined by commas, or a plain value as it is. */
export function formatLifestyle(value: StoredListing['lifestylePreferences'] | undefined): string {
  if (Array.isArray(value)) return value.join(', ');
  return value ?? '';
}
