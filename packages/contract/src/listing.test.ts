import { describe, expect, it } from 'vitest';
import { listingInputSchema, type ListingInput } from './listing';

const valid: ListingInput = {
  name: 'Ayesha Rahman',
  email: 'ayesha@example.com',
  title: 'Room near Dhanmondi Lake',
  location: 'Dhanmondi, Dhaka',
  rentAmount: '12,000 BDT',
  roomType: 'Single room',
  lifestylePreferences: ['Non-smoker'],
  contactInfo: '+880 1712-000000',
  availability: 'Available',
  description: 'Bright room.',
};

const messages = (input: unknown) => {
  const result = listingInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('listingInputSchema', () => {
  it('accepts a complete listing and trims its text', () => {
    const parsed = listingInputSchema.parse({ ...valid, title: '  Room near Dhanmondi Lake  ' });
    expect(parsed.title).toBe('Room near Dhanmondi Lake');
  });

  it('turns a comma-separated lifestyle string into a list', () => {
    const parsed = listingInputSchema.parse({ ...valid, lifestylePreferences: 'Non-smoker, Early riser,' });
    expect(parsed.lifestylePreferences).toEqual(['Non-smoker', 'Early riser']);
  });

  it('names the field that is missing', () => {
    const { description: _description, ...withoutDescription } = valid;
    expect(messages(withoutDescription)).toEqual(['Description is required']);
    expect(messages({ ...valid, availability: undefined })).toEqual(['Availability is required']);
  });

  it('names the field that is blank', () => {
    expect(messages({ ...valid, location: '   ' })).toEqual(['Location is required']);
  });

  it('rejects availability outside the list', () => {
    expect(messages({ ...valid, availability: '' })).toEqual([
      'Availability must be Available or Not Available',
    ]);
  });

  it('rejects unknown fields such as likeCount', () => {
    expect(messages({ ...valid, likeCount: 99 })).toEqual(['Unknown field: likeCount']);
  });

  it('rejects over-long text', () => {
    expect(messages({ ...valid, title: 'x'.repeat(121) })).toEqual(['Title must be at most 120 characters']);
  });

  it('rejects a wrong type', () => {
    expect(messages({ ...valid, rentAmount: 8000 })).toEqual(['Rent amount must be text']);
  });
});

describe('listingInputSchema: Bangladesh fields', () => {
  const details = {
    city: 'dhaka',
    area: 'dhaka-mirpur-10',
    accommodation: 'mess-seat',
    genderPolicy: 'female',
    tenants: ['job-holder', 'student'],
    advanceMonths: 1,
    billsIncluded: ['meals', 'gas'],
    availableFrom: '2026-12-01',
    amenities: ['wifi', 'attached-bath'],
  };

  it('keeps the ten form fields enough on their own', () => {
    expect(listingInputSchema.safeParse(valid).success).toBe(true);
  });

  it('accepts every field, listing sets in the catalogue order', () => {
    const parsed = listingInputSchema.parse({ ...valid, ...details });
    expect(parsed).toMatchObject({
      ...details,
      tenants: ['student', 'job-holder'],
      billsIncluded: ['gas', 'meals'],
      amenities: ['attached-bath', 'wifi'],
    });
  });

  it.each([
    ['city', 'dhaka-mirpur-10', 'City must be a known city id'],
    ['city', 5, 'City must be a city id'],
    ['area', 'mirpur', 'Area must be a known area id'],
    ['area', 'chattogram-agrabad', 'Area must be an area of the city dhaka'],
    ['accommodation', 'flat', 'Accommodation must be one of mess-seat'],
    ['genderPolicy', 'women', 'Gender policy must be one of female, male, any'],
    ['tenants', 'student', 'Tenants must be a list'],
    ['tenants', ['pets'], 'Tenants must be one of student, job-holder, family'],
    ['advanceMonths', 13, 'Advance months must be from 0 to 12'],
    ['advanceMonths', -1, 'Advance months must be from 0 to 12'],
    ['advanceMonths', 1.5, 'Advance months must be a whole number'],
    ['advanceMonths', '2', 'Advance months must be a number'],
    ['billsIncluded', ['rent'], 'Bills included must be one of gas'],
    ['availableFrom', '2026-02-30', 'Available from must be a date YYYY-MM-DD'],
    ['availableFrom', '1/12/2026', 'Available from must be a date YYYY-MM-DD'],
    ['amenities', ['pool'], 'Amenities must be one of attached-bath'],
  ])('refuses %s = %j, naming the field', (field, value, message) => {
    const result = listingInputSchema.safeParse({ ...valid, city: 'dhaka', [field]: value });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path[0]).toBe(field);
    expect(issue?.message).toContain(message);
  });
});
