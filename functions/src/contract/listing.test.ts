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
