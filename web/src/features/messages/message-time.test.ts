import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/load-messages';
import { createTranslator, englishTranslator, type Translator } from '@/lib/i18n/translator';
import { dayLabel, shortWhen, timeLabel } from './message-time';

let bangla: Translator;
beforeAll(async () => {
  bangla = createTranslator('bn', await loadMessages('bn'));
});

/** A moment of the reader's own day (the test machine's time zone), as the screens see it. */
const at = (year: number, month: number, day: number, hour = 10, minute = 5) =>
  new Date(year, month - 1, day, hour, minute).toISOString();
const now = new Date(at(2026, 11, 25, 9, 30));

describe('when messages were sent (docs/product.md, "Conversations": the day and the time)', () => {
  it("heads a day's messages 'Today', 'Yesterday', else with the date, the year only when it is another", () => {
    expect(dayLabel(englishTranslator, at(2026, 11, 25, 0, 1), now)).toBe('Today');
    expect(dayLabel(englishTranslator, at(2026, 11, 24, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(englishTranslator, at(2026, 11, 3), now)).toBe('Tuesday, November 3');
    expect(dayLabel(englishTranslator, at(2025, 12, 31), now)).toBe('Wednesday, December 31, 2025');
    expect(dayLabel(bangla, at(2026, 11, 25), now)).toBe('আজ');
    expect(dayLabel(bangla, at(2026, 11, 24), now)).toBe('গতকাল');
    expect(dayLabel(bangla, at(2026, 11, 3), now)).toBe('মঙ্গলবার ৩ নভেম্বর');
  });

  it('gives each message its time, in Bangla digits in Bangla', () => {
    expect(timeLabel(englishTranslator, at(2026, 11, 25, 16, 5))).toBe('4:05 PM');
    // The part of the day in Bangla words, never 'PM' in English letters.
    expect(timeLabel(bangla, at(2026, 11, 25, 16, 5))).toBe('৪:০৫ বিকাল');
    expect(timeLabel(bangla, at(2026, 11, 25, 8, 0))).toBe('৮:০০ সকাল');
    expect(timeLabel(bangla, at(2026, 11, 25, 21, 30))).toBe('৯:৩০ রাত্রি');
  });

  it("shows an inbox row's time today, its date before", () => {
    expect(shortWhen(englishTranslator, at(2026, 11, 25, 8, 0), now)).toBe('8:00 AM');
    expect(shortWhen(englishTranslator, at(2026, 11, 3), now)).toBe('Nov 3');
    expect(shortWhen(englishTranslator, at(2024, 2, 1), now)).toBe('Feb 1, 2024');
  });
});
