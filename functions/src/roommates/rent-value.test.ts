import { describe, expect, it } from 'vitest';
import { rentValueOf } from './rent-value';

describe('rentValueOf', () => {
  it.each([
    ['8000', 8000],
    ['8,000 BDT', 8000],
    ['৳ 8000', 8000],
    ['BDT 12,500 per month', 12500],
    ['১২০০০ টাকা', 12000],
    ['12k', 12000],
    ['7500.50', 7501],
    ['1,20,000', 120000],
    ['BDT 8 000', 8000],
    ['৮ হাজার টাকা', 8000],
    ['8 thousand', 8000],
    // A count before the amount is not the rent.
    ['2 seats, 4000 each', 4000],
    ['3 bed flat 25000', 25000],
    ['1 month advance + 6000', 6000],
    ['8000-9000', 8000],
    // Thousands and lakhs in words, as people write them.
    ['১২ হাজার ৫০০', 12500],
    ['12 thousand 500', 12500],
    ['8 hazar', 8000],
    ['1 lakh', 100000],
    ['1.5 lac', 150000],
    ['১ লাখ টাকা', 100000],
    // A label, a size or a date is not the rent.
    ['room 101, 5000', 5000],
    ['Flat 302, Road 27, 18000 per month', 18000],
    ['1200 sqft flat 30000', 30000],
    ['১২০০ বর্গফুট, ২৫০০০ টাকা', 25000],
    ['From 1 Jan 2025, 6000', 6000],
    ['From 01/02/2025: 6000', 6000],
    ['2000 per seat', 2000],
    ['01711-000000, 6000', 6000],
  ])('reads %s as %d', (text, value) => {
    expect(rentValueOf(text)).toBe(value);
  });

  it('gives null when the text holds no number that can be a rent', () => {
    expect(rentValueOf('Negotiable')).toBeNull();
    expect(rentValueOf('2 seats')).toBeNull();
  });

  it('gives null for numbers too large to be a rent', () => {
    expect(rentValueOf('+8801711000000000')).toBeNull();
  });
});
