import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, LOCALES } from './locale';
import { formatWholeNumber, isWholeNumber } from './whole-number';

const SAMPLES = [
  0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  9999,
  10000,
  14000,
  99999,
  100000,
  140000,
  999999,
  1000000,
  1400000,
  12345678,
  123456789,
  1234567890,
  123456789012,
  Number.MAX_SAFE_INTEGER,
  -1,
  -999,
  -1000,
  -1234567,
  -140000,
];

describe('formatWholeNumber', () => {
  for (const locale of LOCALES) {
    it(`writes whole numbers as Intl.NumberFormat does in ${locale}`, () => {
      const intl = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 });
      const random = Array.from(
        { length: 200 },
        (_, index) =>
          // + 0: a -0 is written 0 (Intl writes "-0").
          Math.round((Math.random() - 0.2) * 10 ** (index % 13)) + 0,
      );
      for (const value of [...SAMPLES, ...random]) {
        expect(formatWholeNumber(value, locale), String(value)).toBe(intl.format(value));
      }
    });
  }

  for (const locale of LOCALES) {
    it(`writes a year without grouping as Intl.NumberFormat does in ${locale} ({year, number, ::group-off})`, () => {
      const intl = new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping: false });
      for (const value of [0, 7, 2026, 123456, -2026]) {
        expect(formatWholeNumber(value, locale, { grouping: false })).toBe(intl.format(value));
      }
    });
  }

  it('groups Bangla in lakhs and crores with Bangla digits', () => {
    expect(formatWholeNumber(1400000, 'bn')).toBe('১৪,০০,০০০');
    expect(formatWholeNumber(14000, 'en')).toBe('14,000');
  });

  it('takes only safe integers', () => {
    expect(isWholeNumber(14000)).toBe(true);
    expect(isWholeNumber(-3)).toBe(true);
    expect(isWholeNumber(2.5)).toBe(false);
    expect(isWholeNumber(1e21)).toBe(false);
    expect(isWholeNumber(Number.NaN)).toBe(false);
  });
});
