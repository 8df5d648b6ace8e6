import { describe, expect, it } from 'vitest';
import { formatLifestyle, formatRent } from './listing-format';

describe('formatRent', () => {
  it('shows rentAmount with the suffix BDT', () => {
    expect(formatRent({ rentAmount: '8000' })).toBe('8000 BDT');
    expect(formatRent({ rentAmount: ' 12,500 ' })).toBe('12,500 BDT');
  });

  it('falls back to a field named rent when rentAmount is absent', () => {
    expect(formatRent({ rent: '6500' })).toBe('6500 BDT');
    expect(formatRent({ rentAmount: '7000', rent: '6500' })).toBe('7000 BDT');
  });

  it('does not name the currency twice', () => {
    expect(formatRent({ rentAmount: '8,000 BDT' })).toBe('8,000 BDT');
    expect(formatRent({ rentAmount: '৳ 8000' })).toBe('৳ 8000');
    expect(formatRent({ rentAmount: '8000 taka' })).toBe('8000 taka');
    expect(formatRent({ rentAmount: 'Tk 8000' })).toBe('Tk 8000');
  });

  it('says so when there is no rent at all', () => {
    expect(formatRent({})).toBe('Not given');
  });
});

describe('formatLifestyle', () => {
  it('joins a list with commas', () => {
    expect(formatLifestyle(['Non-smoker', 'Student', 'Early riser'])).toBe(
      'Non-smoker, Student, Early riser',
    );
  });

  it('shows a plain value as it is', () => {
    expect(formatLifestyle('Quiet, no parties')).toBe('Quiet, no parties');
    expect(formatLifestyle(undefined)).toBe('');
  });
});
