import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newestKeyOf, rentKeyOf, rentKeyRange } from './listing-order';
import { RENT_VALUE_MAX } from './rent-value';

const listing = fc.record({
  id: fc.stringMatching(/^[A-Za-z0-9]{20}$/),
  time: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2099, 0, 1) }),
  rent: fc.option(fc.integer({ min: 0, max: RENT_VALUE_MAX }), { nil: null }),
});
type Sample = { id: string; time: number; rent: number | null };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('sort keys', () => {
  it('order listings newest first (descending key), the id breaking ties', () => {
    fc.assert(
      fc.property(fc.array(listing, { maxLength: 30 }), (samples: Sample[]) => {
        const byKey = [...samples].sort((a, b) =>
          byText(newestKeyOf(new Date(b.time), b.id), newestKeyOf(new Date(a.time), a.id)),
        );
        const expected = [...samples].sort((a, b) => b.time - a.time || byText(b.id, a.id));
        expect(byKey).toEqual(expected);
      }),
    );
  });

  it('order listings cheapest first (ascending key), newest first among equal rents, unknown rents last', () => {
    fc.assert(
      fc.property(fc.array(listing, { maxLength: 30 }), (samples: Sample[]) => {
        const key = (s: Sample) => rentKeyOf(s.rent, new Date(s.time), s.id);
        const byKey = [...samples].sort((a, b) => byText(key(a), key(b)));
        const expected = [...samples].sort(
          (a, b) => (a.rent ?? Infinity) - (b.rent ?? Infinity) || b.time - a.time || byText(a.id, b.id),
        );
        expect(byKey).toEqual(expected);
      }),
    );
  });

  it('turn a budget into a key range that leaves out unknown rents', () => {
    const key = (rent: number | null) => rentKeyOf(rent, new Date(), 'id');
    const inRange = (rent: number | null, min?: number, max?: number) => {
      const { lower, upper } = rentKeyRange(min, max);
      return key(rent) >= lower && key(rent) < upper;
    };
    expect(inRange(8000, 8000, 8000)).toBe(true);
    expect(inRange(7999, 8000)).toBe(false);
    expect(inRange(8001, undefined, 8000)).toBe(false);
    expect(inRange(0)).toBe(true);
    expect(inRange(null, 0)).toBe(false);
    expect(inRange(null)).toBe(false);
  });
});
