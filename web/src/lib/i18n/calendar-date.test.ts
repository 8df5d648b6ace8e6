import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendar-date';
import { INTL_LOCALE, LOCALES } from './locale';

const pad = (value: number, length: number) => String(value).padStart(length, '0');

describe('formatCalendarDate', () => {
  for (const locale of LOCALES) {
    it(`writes every day of 2024-2027 and random years as Intl.DateTimeFormat does in ${locale}`, () => {
      const intl = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const days: Date[] = [];
      for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
        days.push(new Date(time));
      }
      for (let sample = 0; sample < 300; sample++) {
        const year = 1000 + Math.floor(Math.random() * 9000);
        days.push(
          new Date(Date.UTC(year, Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 28))),
        );
      }
      for (const day of days) {
        const iso = `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1, 2)}-${pad(day.getUTCDate(), 2)}`;
        expect(formatCalendarDate(iso, locale), iso).toBe(intl.format(day));
      }
    });
  }

  it('writes the examples of its documentation', () => {
    expect(formatCalendarDate('2026-12-01', 'en')).toBe('December 1, 2026');
    expect(formatCalendarDate('2026-12-01', 'bn')).toBe('১ ডিসেম্বর, ২০২৬');
  });

  it('answers nothing for what is not a real day', () => {
    for (const value of [
      '',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-1-5',
      '1 December 2026',
      '2026-12-01T00:00:00Z',
    ]) {
      expect(formatCalendarDate(value, 'en'), value).toBeUndefined();
    }
  });
});
