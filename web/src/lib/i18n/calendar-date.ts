import { banglaDigits, type Locale } from './locale';

/** Month names as Intl writes them with `month: 'long'` (en, bn-BD). */
const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  bn: [
    'জানুয়ারি',
    'ফেব্রুয়ারি',
    'মার্চ',
    'এপ্রিল',
    'মে',
    'জুন',
    'জুলাই',
    'আগস্ট',
    'সেপ্টেম্বর',
    'অক্টোবর',
    'নভেম্বর',
    'ডিসেম্বর',
  ],
};

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day (YYYY-MM-DD) in the language, as Intl.DateTimeFormat writes it with a long month
 * ("December 1, 2026", "১ ডিসেম্বর, ২০২৬"; calendar-date.test.ts holds the two to the same answers),
 * without Intl: the first date formatter a page builds loads ICU's calendar data, about 75 ms of
 * the main thread on a listing's page here and more on a cheap phone (docs/architecture.md,
 * "Keeping the first page light"). Undefined for anything that is not a real day.
 */
export function formatCalendarDate(date: string, locale: Locale): string | undefined {
  const parts = CALENDAR_DATE.exec(date);
  if (!parts) return undefined;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC carries 31 February into March: such a day does not exist.
  if (parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) return undefined;
  const monthName = MONTHS[locale][month - 1]!;
  return locale === 'bn'
    ? `${banglaDigits(String(day))} ${monthName}, ${banglaDigits(String(year))}`
    : `${monthName} ${day}, ${year}`;
}
