/**
 * rentAmount is free text ("8000", "8,000 BDT", "৳ 8000", "12k", "2 seats, 4000 each"). For
 * budget filters and the rent sort the API derives a number from it when it can, and null
 * otherwise (docs/product.md, "Listings").
 */
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Above this, a "rent" is not a rent (a phone number, a typo): it counts as unknown. */
export const RENT_VALUE_MAX = 999_999_999_999;

/**
 * Below this, a number is a count, not taka: "2 seats", "3 bed flat", "1 month advance". No room
 * in Bangladesh rents for less than a hundred taka a month.
 */
export const RENT_VALUE_MIN = 100;

/**
 * A number as people write an amount: grouped with commas (8,000; 1,20,000 in lakhs) or spaces
 * (8 000), with decimals, and "k", "thousand" or "হাজার" after it (12k, ৮ হাজার).
 */
const AMOUNT = /(\d{1,3}(?:[, ]\d{2,3})+(?!\d)|\d+)(\.\d+)?\s*(k\b|thousand\b|hajar\b|হাজার)?/gi;

/** The first number of the text that can be a month's rent, rounded to whole taka; null when none can. */
export function rentValueOf(rentAmount: string): number | null {
  const latin = rentAmount.replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)));
  for (const [, whole = '', fraction = '', thousands] of latin.matchAll(AMOUNT)) {
    const value = Math.round(Number(whole.replace(/[, ]/g, '') + fraction) * (thousands ? 1000 : 1));
    if (Number.isFinite(value) && value >= RENT_VALUE_MIN) return value <= RENT_VALUE_MAX ? value : null;
  }
  return null;
}
