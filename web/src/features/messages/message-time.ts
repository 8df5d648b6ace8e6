import type { Translator } from '@/lib/i18n/translator';

/** The calendar day of a moment in the reader's time zone, as `YYYY-M-D` (to group messages by day). */
export function dayOf(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

const yesterdayOf = (now: Date) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);

/** A day's heading above its messages: 'Today', 'Yesterday', or the date ("Monday, 3 November"; with the year when it is not this one). */
export function dayLabel(translator: Translator, iso: string, now = new Date()): string {
  const day = dayOf(iso);
  if (day === dayOf(now.toISOString())) return translator.t('messages.today');
  if (day === dayOf(yesterdayOf(now).toISOString())) return translator.t('messages.yesterday');
  const sameYear = new Date(iso).getFullYear() === now.getFullYear();
  return (
    translator.date(iso, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(sameYear ? {} : { year: 'numeric' }),
    }) ?? ''
  );
}

/** A message's time of day ("4:05 PM"; "৪:০৫ বিকাল"). */
export const timeLabel = (translator: Translator, iso: string): string =>
  translator.dateTime(iso, { hour: 'numeric', minute: '2-digit' }) ?? '';

/** When the last message of an inbox row came: its time today, else its date ("3 Nov"; with the year when it is not this one). */
export function shortWhen(translator: Translator, iso: string, now = new Date()): string {
  if (dayOf(iso) === dayOf(now.toISOString())) return timeLabel(translator, iso);
  const sameYear = new Date(iso).getFullYear() === now.getFullYear();
  return (
    translator.date(iso, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) }) ?? ''
  );
}
