/**
 * rentAmount is free text ("8000", "8,000 BDT", "৳ 8000", "12k"). For budget
 * filters the API derives a number from it when it can, and null otherwise.
 */
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Above this, a "rent" is not a rent (a phone number, a typo): it counts as unknown. */
export const RENT_VALUE_MAX = 999_999_999_999;

export function rentValueOf(rentAmount: string): number | null {
  const latin = rentAmount.replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)));
  const match = /(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/i.exec(latin);
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(/,/g, '')) * (match[2] ? 1000 : 1);
  const rounded = Math.round(value);
  return Number.isFinite(rounded) && rounded <= RENT_VALUE_MAX ? rounded : null;
}
