import type { Translator } from '@/lib/i18n/translator';

/** When something happened, to the minute, as the language writes it ("25 Nov 2026, 9:41 am"). */
export const moment = (translator: Translator, iso: string): string =>
  translator.date(iso, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }) ?? iso;
