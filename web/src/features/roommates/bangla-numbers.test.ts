/**
 * docs/product.md, "Languages": in Bangla, rents show as "৳১৪,০০০"; numbers typed with
 * Bangla digits (rent, advance, budget) are sent as ASCII numbers; form errors are in Bangla.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/load-messages';
import {
  createTranslator,
  englishTranslator,
  setCurrentTranslator,
  type Translator,
} from '@/lib/i18n/translator';
import { emptyListingForm, validateListingForm } from './listing-form-values';
import { shownDetail } from './listing-detail-fields';
import { formatRent } from './listing-format';
import { listingSearchFrom } from './listing-search';

let bangla: Translator;
beforeAll(async () => {
  bangla = createTranslator('bn', await loadMessages('bn'));
});
afterEach(() => setCurrentTranslator(englishTranslator));

const filled = {
  ...emptyListingForm({ name: 'আয়েশা', email: 'ayesha@example.com' }),
  title: 'ধানমন্ডিতে সিঙ্গেল রুম',
  location: 'ধানমন্ডি, ঢাকা',
  rentAmount: '৮০০০',
  roomType: 'সিঙ্গেল রুম',
  lifestylePreferences: 'ধূমপান করেন না',
  contactInfo: '০১৭১১-০০০০০০',
  availability: 'Available' as const,
  description: 'আলো-বাতাস আছে।',
  city: 'dhaka',
  area: 'ধানমন্ডি',
  accommodation: 'single-room' as const,
  advanceMonths: '২',
};

describe('rents in Bangla', () => {
  it('shows an amount with the taka sign, Bangla digits and grouping', () => {
    expect(formatRent('14000', bangla)).toBe('৳১৪,০০০');
    expect(formatRent('14,000 BDT', bangla)).toBe('৳১৪,০০০');
    expect(formatRent('৳ ৮০০০', bangla)).toBe('৳৮,০০০');
    expect(formatRent('150000', bangla)).toBe('৳১,৫০,০০০');
  });

  it('keeps free text, with its digits in Bangla', () => {
    expect(formatRent('8000 per seat', bangla)).toBe('৮০০০ per seat');
  });

  it('leaves English as it was: the text with BDT', () => {
    expect(formatRent('14000')).toBe('14000 BDT');
  });
});

describe('numbers typed with Bangla digits', () => {
  it('are sent as ASCII: a rent typed ৮০০০ is stored as 8000, an advance of ২ as 2', () => {
    setCurrentTranslator(bangla);
    const checked = validateListingForm(filled);
    expect(checked.ok && checked.input.rentAmount).toBe('8000');
    expect(checked.ok && checked.input.advanceMonths).toBe(2);
    expect(checked.ok && checked.input.area).toBe('dhaka-dhanmondi');
  });

  it('a budget of ৮০০০ in the address searches up to 8000', async () => {
    expect((await listingSearchFrom(new URLSearchParams({ maxRent: '৮০০০' }))).maxRent).toBe(8000);
  });
});

describe('form errors in Bangla', () => {
  it('name the field in Bangla and say what is wrong', () => {
    setCurrentTranslator(bangla);
    const checked = validateListingForm({
      ...filled,
      rentAmount: '',
      city: '',
      advanceMonths: '১৩',
      lifestylePreferences: Array.from({ length: 13 }, (_, i) => `word${i}`).join(', '),
    });
    expect(checked.ok).toBe(false);
    const errors = checked.ok ? {} : checked.errors;
    expect(errors.rentAmount).toBe('মাসিক ভাড়া দিতে হবে');
    expect(errors.city).toBe('শহর দিতে হবে');
    // As specific as English ("Advance months must be from 0 to 12", "… can have at most 12 items").
    expect(errors.advanceMonths).toBe('অগ্রিম (মাস) সর্বোচ্চ ১২ হতে পারে');
    expect(errors.lifestylePreferences).toBe('জীবনযাপনের পছন্দ: সর্বোচ্চ ১২টি দেওয়া যায়');
    const negative = validateListingForm({ ...filled, advanceMonths: '-1' });
    expect(negative.ok ? undefined : negative.errors.advanceMonths).toBe('অগ্রিম (মাস) কমপক্ষে ০ হতে হবে');
  });
});

describe('a listing’s move-in day', () => {
  it('is written with the month’s name in each language, read as the calendar day it is', () => {
    const listing = { availableFrom: '2026-12-01' } as Parameters<typeof shownDetail>[1];
    expect(shownDetail('availableFrom', listing, englishTranslator)).toBe('December 1, 2026');
    expect(shownDetail('availableFrom', listing, bangla)).toBe('১ ডিসেম্বর, ২০২৬');
  });
});
