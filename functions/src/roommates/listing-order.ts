import { RENT_VALUE_MAX } from './rent-value';

/**
 * Unique, ordered string keys stored on each listing, one per sort. Pages are
 * cut with a range filter on the key (`newestKey < last seen`), which works
 * on the local emulator (it ignores query cursors) and costs the same on
 * Firestore. Each key ends with the listing id, so no two listings tie.
 */

/** Digits of the largest rent value. */
const RENT_DIGITS = String(RENT_VALUE_MAX).length;
const TIME_DIGITS = 13;
const TIME_MAX = 10 ** TIME_DIGITS - 1;
/** Sorts after every digit, so listings whose rent has no number come last in the rent order. */
const UNKNOWN_RENT = '~';

/** Descending order of this key is newest first. ISO dates of this era sort as text. */
export function newestKeyOf(createdAt: Date, id: string): string {
  return `${createdAt.toISOString()}_${id}`;
}

const rentDigits = (rent: number) => String(rent).padStart(RENT_DIGITS, '0');

/** Ascending order of this key is cheapest first, newest first among equal rents, unknown rents last. */
export function rentKeyOf(rentValue: number | null, createdAt: Date, id: string): string {
  const rent = rentValue === null ? UNKNOWN_RENT : rentDigits(rentValue);
  const newestFirst = String(TIME_MAX - createdAt.getTime()).padStart(TIME_DIGITS, '0');
  return `${rent}_${newestFirst}_${id}`;
}

/**
 * The rentKey range of a budget filter: [min, max] in taka becomes
 * `rentKey >= lower` and `rentKey < upper`. Unknown rents never match.
 */
export function rentKeyRange(minRent: number | undefined, maxRent: number | undefined) {
  return {
    lower: rentDigits(minRent ?? 0),
    upper: maxRent === undefined ? UNKNOWN_RENT : rentDigits(maxRent + 1),
  };
}
