import { describe, expect, it } from 'vitest';
import { formatLifestyle, formatRent } from './listing-format';

describe('formatRent', () => {
  it('shows the rent with the suffix BDT', () => {
    expect(formatRent('8000')).toBe('8000 BDT');
    expect(formatRent(' 12,500 ')).toBe('12,500 BDT');
  });

  it('does not name the currency twice', () => {
    expect(formatRent('8,000 BDT')).toBe('8,000 BDT');
    expect(formatRent('৳ 8000')).toBe('৳ 8000');
    expect(formatRent('8000 taka')).toBe('8000 taka');
    expect(formatRent('Tk 8000')).toBe('Tk 8000');
    // Written against the number, as often here.
    expect(formatRent('8000tk')).toBe('8000tk');
    expect(formatRent('BDT8000')).toBe('BDT8000');
    expect(formatRent('8000Tk.')).toBe('8000Tk.');
  });

  it('takes a word that holds the letters for a word, not the currency', () => {
    expect(formatRent('8000, stock room')).toBe('8000, stock room BDT');
  });
});

describe('formatLifestyle', () => {
  it('joins the list with commas', () => {
    expect(formatLifestyle(['Non-smoker', 'Student', 'Early riser'])).toBe(
      'Non-smoker, Student, Early riser',
    );
  });
});
