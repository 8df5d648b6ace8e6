/** The languages of the site (docs/product.md, "Languages"): English is the default. */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

/** Where the person's choice is remembered across visits. */
export const LOCALE_STORAGE_KEY = 'roommate-finder:locale';

/**
 * The locale Intl formats with: Bangla digits, lakh grouping and Bangla month names
 * come from bn-BD. English keeps the browser's own locale for dates, as before.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en', bn: 'bn-BD' };

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The language to start with: the remembered choice, else Bangla when the browser prefers it to English. */
export function initialLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage blocked: fall back to the browser's languages.
  }
  const preferred = (navigator.languages ?? [navigator.language]).map(
    (tag) => tag.toLowerCase().split('-')[0],
  );
  const bangla = preferred.indexOf('bn');
  const english = preferred.indexOf('en');
  return bangla !== -1 && (english === -1 || bangla < english) ? 'bn' : 'en';
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice holds for this visit only.
  }
}

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Bangla digits typed into a number field (rent, budget, advance) as ASCII: "৮০০০" is 8000. */
export const asciiDigits = (text: string): string =>
  text.replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit)));

/** ASCII digits shown as Bangla digits, for free text such as a rent written "8000/month". */
export const banglaDigits = (text: string): string =>
  text.replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);
