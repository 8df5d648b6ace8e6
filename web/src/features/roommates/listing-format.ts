import { asciiDigits, banglaDigits } from '@/lib/i18n/locale';
import { englishTranslator, type Translator } from '@/lib/i18n/translator';
/** docs/product.md, "Listings": the currency shown with every rent. */
const CURRENCY = 'BDT';

/**
 * Rents that already name the currency ("8,000 BDT", "৳ 8000", "8000 taka", and written against
 * the number, "8000tk", "BDT8000") are not suffixed twice. A word of letters around it ("stock")
 * is not the currency.
 */
const NAMES_CURRENCY = /(?<![a-z])(?:bdt|taka|tk)(?![a-z])|৳|টাকা/i;

/** A rent that is only an amount, with or without a currency: "8,000", "৳ 8000", "8000 BDT". */
const PLAIN_AMOUNT = /^(?:৳|tk\.?|bdt|taka)?\s*(\d[\d,]*(?:\.\d+)?)\s*(?:৳|tk\.?|bdt|taka|টাকা)?$/i;

/**
 * The rent as shown, one format per language (docs/product.md, "Languages"). English: the
 * free text as the person wrote it, with the suffix BDT unless it names a currency. Bangla:
 * "৳১৪,০০০" (taka sign, Bangla digits and grouping) when the rent is an amount, otherwise
 * the text with its digits in Bangla.
 */
export function formatRent(
  rentAmount: string,
  translator: Pick<Translator, 'locale' | 'number'> = englishTranslator,
): string {
  const rent = rentAmount.trim();
  if (translator.locale === 'en') return NAMES_CURRENCY.test(rent) ? rent : `${rent} ${CURRENCY}`;
  const amount = PLAIN_AMOUNT.exec(asciiDigits(rent))?.[1];
  if (amount !== undefined) return `৳${translator.number(Number(amount.replace(/,/g, '')))}`;
  return banglaDigits(rent);
}

/** Lifestyle preferences, joined by commas. */
export const formatLifestyle = (preferences: readonly string[]): string => preferences.join(', ');
