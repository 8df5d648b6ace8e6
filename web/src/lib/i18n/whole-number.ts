import { banglaDigits, type Locale } from './locale';

/**
 * Digit groups as each language writes them: English in threes (1,400,000); Bangla as bn-BD
 * does, the last three and then twos (১৪,০০,০০০, lakh and crore).
 */
const GROUPS: Record<Locale, RegExp> = {
  en: /\B(?=(\d{3})+(?!\d))/g,
  bn: /\B(?=(\d{2})*\d{3}(?!\d))/g,
};

/**
 * A whole number as Intl.NumberFormat writes it in the language (whole-number.test.ts holds the
 * two to the same answers), without Intl: the first Intl formatter a page builds loads ICU's
 * number data, 20-35 ms of the main thread on this machine and more on a cheap phone, and the
 * first screens show only whole numbers (docs/architecture.md, "Keeping the first page light").
 */
export function formatWholeNumber(
  value: number,
  locale: Locale,
  { grouping = true }: { grouping?: boolean } = {},
): string {
  const plain = String(Math.abs(value));
  const digits = grouping ? plain.replace(GROUPS[locale], ',') : plain;
  const signed = value < 0 ? `-${digits}` : digits;
  return locale === 'bn' ? banglaDigits(signed) : signed;
}

/** Whether formatWholeNumber writes `value` (a safe integer: no fraction, no exponent). */
export const isWholeNumber = (value: number): boolean => Number.isSafeInteger(value);
