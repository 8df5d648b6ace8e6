import { asciiDigits, banglaDigits, type Locale } from '@/lib/i18n/locale';
import { RENT_FILTER_MAX } from '@roommate-finder/contract/listing-query-options';

/** Browse Listing's budget filters, in the order the form shows them (Max rent first). */
export const BUDGET_FILTERS = ['maxRent', 'minRent'] as const;
export type BudgetFilter = (typeof BUDGET_FILTERS)[number];

export const isBudgetFilter = (key: string): key is BudgetFilter =>
  (BUDGET_FILTERS as readonly string[]).includes(key);

/** The currency people write before or after an amount: ৳, Tk (Tk.), BDT, taka, টাকা. */
const CURRENCY = String.raw`(?:৳|tk\.?|bdt|taka|টাকা)`;
/** An amount as written, its currency and the "/-" of a written amount (8,000/-) around it. */
const WRITTEN = new RegExp(
  String.raw`^${CURRENCY}?\s*(?<amount>\d[\d,\s]*?)\s*(?:/-)?\s*${CURRENCY}?\s*(?:/-)?$`,
  'iu',
);
/**
 * Digits in the groups people write: all together (8000); in threes (8,000; 1,000,000; 8 000);
 * or as lakhs and crores, the last three and then twos (1,00,000), as in Bangladesh.
 */
const GROUPED = [/^\d+$/, /^\d{1,3}(?:[,\s]\d{3})+$/, /^\d{1,2}(?:[,\s]\d{2})*[,\s]\d{3}$/];

/**
 * A budget as people write it, as the ASCII digits of its whole amount of taka: '8,000', '৮,০০০',
 * '৳৫০০০', '8 000', '1,00,000 টাকা', 'Tk 8000/-' all read as their number; a blank one as ''.
 * Anything else ('cheap', '8000.50', '5000 6000') comes back as written (trimmed), for the API's
 * schema to refuse (docs/product.md, "Searching").
 */
export function budgetDigits(text: string): string {
  const written = text.trim();
  const amount = WRITTEN.exec(asciiDigits(written))?.groups?.amount;
  if (amount === undefined || !GROUPED.some((grouped) => grouped.test(amount))) return written;
  return amount.replace(/[,\s]/g, '');
}

/**
 * Whether the search reads a budget field's text: blank, or a whole amount of taka up to the
 * API's limit (packages/contract/src/listing-query.ts, `rent`; listing-search.test.ts holds the two
 * to the same answers). Checked without the schema: the form has none loaded.
 */
export function readsAsBudget(text: string): boolean {
  const digits = budgetDigits(text);
  return digits === '' || (/^\d+$/.test(digits) && Number(digits) <= RENT_FILTER_MAX);
}

/** A budget as its field shows it: the page's digits (৮০০০ in Bangla, 8000 in English); blank when not set. */
export const budgetText = (value: number | undefined, locale: Locale): string =>
  value === undefined ? '' : locale === 'bn' ? banglaDigits(String(value)) : String(value);
