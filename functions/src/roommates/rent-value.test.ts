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
  ])('reads %s as %d', (text, value) => {
    expect(rentValueOf(text)).toBe(value);
  });

  it('gives null when the text holds no number', () => {
    expect(rentValueOf('Negotiable')).toBeNull();
  });

  it('gives null for numbers too large to be a rent', () => {
    expect(rentValueOf('+8801711000000000')).toBeNull();
  });
});
