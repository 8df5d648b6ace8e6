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

/** Words after a number that make it an amount of thousands or of lakhs (12k, ৮ হাজার, 1.5 lakh). */
const THOUSANDS = String.raw`k\b|thousand\b|ha[jz]ar\b|হাজার`;
const LAKHS = String.raw`lakh\b|lac\b|লাখ`;

/**
 * A number as people write an amount: grouped with commas (8,000; 1,20,000 in lakhs) or spaces
 * (8 000), with decimals, and thousands or lakhs after it; "12 thousand 500" is 12,500.
 */
const AMOUNT = new RegExp(
  String.raw`(\d{1,3}(?:[, ]\d{2,3})+(?!\d)|\d+)(\.\d+)?\s*(?:(${THOUSANDS})(?:\s*(\d{1,3})(?!\d))?|(${LAKHS}))?`,
  'giu',
);

/**
 * A word that starts a part of the text and names what the number after it is: Room 101, House
 * 12, Road 27, Flat 302 ("3 bed flat 25000" is a flat of 25,000 taka: there the word ends a part).
 */
const LABEL_BEFORE =
  /(?:^|[,;:(/]|\s-)\s*(?:room|house|road|flat|floor|level|block|sector|section|lane|no\.?|#|বাসা|রোড|ফ্ল্যাট|তলা|সেক্টর)\s*$/iu;
/** Words after a number that make it a size, not an amount: 1200 sqft, 900 sft, ১২০০ বর্গফুট. */
const SIZE_AFTER = /^\s*(?:sq\.?\s*f(?:ee)?t|sft|sqft|square\s+feet|বর্গফুট)/iu;
/** A date around a number: "1 Jan 2025", "01/02/2025", "2025-01-01", "জানুয়ারি ২০২৫". */
const MONTHS = String.raw`jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|জানুয়ারি|ফেব্রুয়ারি|মার্চ|এপ্রিল|মে|জুন|জুলাই|আগস্ট|সেপ্টেম্বর|অক্টোবর|নভেম্বর|ডিসেম্বর`;
const DATE_BEFORE = new RegExp(String.raw`(?:(?:${MONTHS})[a-z]*\.?,?\s*|\d{1,2}[/.-]\d{1,2}[/.-])$`, 'iu');
const DATE_AFTER = /^[/.-]\d{1,2}[/.-]\d/u;

/** A Bangladeshi mobile number (01711-000000, +8801711000000): never the rent. */
const PHONE = /(?:\+?88[- ]?)?01[3-9]\d{2}[- ]?\d{6}(?!\d)/gu;

/** The first number of the text that can be a month's rent, rounded to whole taka; null when none can. */
export function rentValueOf(rentAmount: string): number | null {
  const latin = rentAmount
    .replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)))
    .replace(PHONE, (phone) => ' '.repeat(phone.length));
  for (const match of latin.matchAll(AMOUNT)) {
    const [text, whole = '', fraction = '', thousands, hundreds, lakhs] = match;
    const before = latin.slice(0, match.index);
    const after = latin.slice(match.index + text.length);
    if (
      LABEL_BEFORE.test(before) ||
      SIZE_AFTER.test(after) ||
      DATE_BEFORE.test(before) ||
      DATE_AFTER.test(after)
    ) {
      continue;
    }
    const number = Number(whole.replace(/[, ]/g, '') + fraction);
    const value = Math.round(
      thousands ? number * 1000 + Number(hundreds ?? 0) : lakhs ? number * 100_000 : number,
    );
    if (Number.isFinite(value) && value >= RENT_VALUE_MIN) return value <= RENT_VALUE_MAX ? value : null;
  }
  return null;
}
