import { listingQueryFields } from '@roommate-finder/contract/listing-query';
import { RENT_FILTER_MAX } from '@roommate-finder/contract/listing-query-options';
import { describe, expect, it } from 'vitest';
import { budgetDigits, budgetText, readsAsBudget } from './budget-amount';

/** docs/product.md, "Searching": Max rent and Min rent read a budget as people write it. */
describe('a budget as people write it', () => {
  it.each([
    ['8000', '8000'],
    ['8,000', '8000'],
    ['8 000', '8000'],
    ['1,000,000', '1000000'],
    ['1,00,000', '100000'],
    ['৮০০০', '8000'],
    ['৮,০০০', '8000'],
    ['৳৫০০০', '5000'],
    ['৳ 8,000', '8000'],
    ['8000৳', '8000'],
    ['Tk 8,000', '8000'],
    ['tk.8000', '8000'],
    ['8000 TK', '8000'],
    ['BDT 8000', '8000'],
    ['8,000 BDT', '8000'],
    ['৮,০০০ টাকা', '8000'],
    ['8000 taka', '8000'],
    ['Tk. 8,000/-', '8000'],
    ['  9000  ', '9000'],
    ['', ''],
    ['   ', ''],
  ])('reads %j as %j', (written, digits) => {
    expect(budgetDigits(written)).toBe(digits);
  });

  it.each(['cheap', '8000.50', '5000 6000', '80,00', '8,0000', '-500', '৳', '8k', '8000 USD'])(
    'leaves %j as written: it is no whole amount',
    (written) => {
      expect(budgetDigits(written)).toBe(written);
      expect(readsAsBudget(written)).toBe(false);
    },
  );

  it("takes what the API's schema takes, and refuses what it refuses", () => {
    const rent = listingQueryFields().shape.maxRent;
    for (const written of [
      '',
      '0',
      '8,000',
      '৳৫০০০',
      String(RENT_FILTER_MAX),
      String(RENT_FILTER_MAX + 1),
      '99,99,99,99,999',
      'cheap',
      '8000.5',
    ]) {
      expect(readsAsBudget(written), written).toBe(rent.safeParse(budgetDigits(written)).success);
    }
    expect(readsAsBudget(String(RENT_FILTER_MAX + 1))).toBe(false);
  });

  it("shows a budget in the page's digits", () => {
    expect(budgetText(8000, 'bn')).toBe('৮০০০');
    expect(budgetText(8000, 'en')).toBe('8000');
    expect(budgetText(undefined, 'bn')).toBe('');
  });
});
