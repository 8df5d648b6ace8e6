/** docs/product.md, "Listings": the currency shown with every rent. */
const CURRENCY = 'BDT';

/** Rents that already name the currency ("8,000 BDT", "৳ 8000", "8000 taka") are not suffixed twice. */
const NAMES_CURRENCY = /\bBDT\b|৳|\btaka\b|\btk\.?(?=\s|\d|$)/i;

/** The rent as shown: free text as the person wrote it, with the suffix BDT unless it names a currency. */
export function formatRent(rentAmount: string): string {
  const rent = rentAmount.trim();
  return NAMES_CURRENCY.test(rent) ? rent : `${rent} ${CURRENCY}`;
}

/** Lifestyle preferences, joined by commas. */
export const formatLifestyle = (preferences: readonly string[]): string => preferences.join(', ');
