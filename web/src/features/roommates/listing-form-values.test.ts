import { buildListing } from '@/testing/listing';
import { describe, expect, it } from 'vitest';
import {
  emptyListingForm,
  listingFormFrom,
  validateListingForm,
  type ListingFormValues,
} from './listing-form-values';

const filled: ListingFormValues = {
  ...emptyListingForm({ name: 'Ayesha Rahman', email: 'ayesha@example.com' }),
  title: '  Furnished room near Dhanmondi Lake ',
  location: 'Road 8A, Dhanmondi, Dhaka',
  rentAmount: '14,000',
  roomType: 'Master bedroom',
  lifestylePreferences: 'Non-smoker, Working professional,',
  contactInfo: '+880 1711-000000',
  availability: 'Available',
  description: 'Bright room with a balcony.',
  city: 'dhaka',
  area: 'Dhanmondi',
  accommodation: 'single-room',
};

describe('validateListingForm', () => {
  it('accepts a complete form and gives the body to send: trimmed, lifestyle as a list', () => {
    expect(validateListingForm(filled)).toEqual({
      ok: true,
      input: {
        ...filled,
        title: 'Furnished room near Dhanmondi Lake',
        lifestylePreferences: ['Non-smoker', 'Working professional'],
        area: 'dhaka-dhanmondi',
        genderPolicy: undefined,
        tenants: undefined,
        advanceMonths: undefined,
        billsIncluded: undefined,
        availableFrom: undefined,
        amenities: undefined,
        // "Life in this home" left unanswered is not sent.
        household: undefined,
      },
    });
  });

  it('sends "Life in this home" when a habit is answered, with importance and dealbreakers of answered habits only', () => {
    const result = validateListingForm({
      ...filled,
      household: {
        habits: { noise: 'quiet', smoking: 'no' },
        importance: { noise: 3, pets: 0 },
        dealbreakers: ['smoking'],
      },
    });
    expect(result.ok && result.input.household).toEqual({
      habits: { noise: 'quiet', smoking: 'no' },
      importance: { noise: 3 },
      dealbreakers: ['smoking'],
    });
  });

  it('finds the area by its English name, its Bangla name or another spelling, within the city picked', () => {
    for (const typed of ['Mirpur 10', 'মিরপুর ১০', 'mirpur-10', 'Mirpur Section 10', 'Mirpur10', 'মিরপুর১০']) {
      const result = validateListingForm({ ...filled, area: typed });
      expect(result.ok && result.input.area).toBe('dhaka-mirpur-10');
    }
    const elsewhere = validateListingForm({ ...filled, area: 'Zindabazar' });
    expect(!elsewhere.ok && elsewhere.errors.area).toBe(
      'Area must be one of the areas of Dhaka: pick one from the list',
    );
  });

  it('checks the new facts with the API schema: advance 0 to 12 months, a real date', () => {
    const wrong = validateListingForm({ ...filled, advanceMonths: '13', availableFrom: '2026-02-30' });
    expect(!wrong.ok && wrong.errors).toEqual({
      advanceMonths: 'Advance months must be from 0 to 12',
      availableFrom: 'Available from must be a date YYYY-MM-DD',
    });
    const right = validateListingForm({
      ...filled,
      advanceMonths: '2',
      availableFrom: '2026-12-01',
      tenants: ['student', 'family'],
      amenities: ['wifi'],
    });
    expect(right.ok && right.input).toMatchObject({
      advanceMonths: 2,
      availableFrom: '2026-12-01',
      tenants: ['student', 'family'],
      amenities: ['wifi'],
    });
  });

  it('requires every field, naming each', () => {
    const result = validateListingForm({ ...emptyListingForm({ name: '', email: '' }) });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        title: 'Title is required',
        location: 'Location is required',
        rentAmount: 'Rent amount is required',
        roomType: 'Room type is required',
        lifestylePreferences: 'Lifestyle preferences is required',
        contactInfo: 'Contact info is required',
        availability: 'Availability is required',
        description: 'Description is required',
        city: 'City is required',
        accommodation: 'Accommodation is required',
      },
    });
  });

  it("does not take the empty option 'Select availability' or blank text", () => {
    const result = validateListingForm({
      ...filled,
      availability: '',
      title: '   ',
      lifestylePreferences: ' , ',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      availability: 'Availability is required',
      title: 'Title is required',
      lifestylePreferences: 'Lifestyle preferences is required',
    });
  });

  it('has no numeric check on the rent (rent stays free text), only a length limit', () => {
    expect(validateListingForm({ ...filled, rentAmount: 'Negotiable' }).ok).toBe(true);
    const long = validateListingForm({ ...filled, rentAmount: '9'.repeat(41) });
    expect(!long.ok && long.errors.rentAmount).toBe('Rent amount must be at most 40 characters');
  });
});

describe('listingFormFrom', () => {
  const stored = buildListing({
    title: 'Room',
    location: 'Dhaka',
    rentAmount: '9000',
    roomType: 'Single',
    lifestylePreferences: ['Student', 'Non-smoker'],
    contactInfo: '017',
    availability: 'Not Available',
    description: 'Nice',
    area: 'dhaka-mirpur-10',
    contactVisibility: 'conversation',
  });

  it('prefills every field, the stored availability selected', () => {
    expect(listingFormFrom(stored, 'en')).toEqual({
      name: 'Ayesha Rahman',
      email: 'ayesha@example.com',
      title: 'Room',
      location: 'Dhaka',
      rentAmount: '9000',
      roomType: 'Single',
      lifestylePreferences: 'Student, Non-smoker',
      contactInfo: '017',
      availability: 'Not Available',
      description: 'Nice',
      city: 'dhaka',
      area: 'Mirpur 10',
      accommodation: 'single-room',
      genderPolicy: 'female',
      tenants: ['job-holder'],
      advanceMonths: '2',
      billsIncluded: ['gas', 'water'],
      availableFrom: '2025-09-01',
      amenities: ['balcony', 'wifi'],
      contactVisibility: 'conversation',
      household: { habits: {}, importance: {}, dealbreakers: [] },
    });
  });

  it('prefills the stored household', () => {
    const household = { habits: { pets: 'ok' as const }, importance: { pets: 3 as const }, dealbreakers: [] };
    expect(listingFormFrom(buildListing({ household }), 'en').household).toEqual(household);
  });
});
