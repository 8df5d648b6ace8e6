import { describe, expect, it } from 'vitest';
import { listingQuerySchema } from './listing-query';

const parse = (query: Record<string, unknown>) => listingQuerySchema.safeParse(query);
const messages = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('listingQuerySchema', () => {
  it('makes every option optional, sorting newest first by default', () => {
    expect(listingQuerySchema.parse({})).toEqual({ sort: 'newest' });
  });

  it('reads numbers, repeated lifestyles, and treats blank values as not set', () => {
    expect(
      listingQuerySchema.parse({
        limit: '20',
        minRent: '5000',
        maxRent: '12000',
        lifestyle: ['Student', '', 'Non-smoker'],
        location: ' ',
        sort: 'rent',
      }),
    ).toEqual({
      limit: 20,
      minRent: 5000,
      maxRent: 12000,
      lifestyle: ['Student', 'Non-smoker'],
      sort: 'rent',
    });
    expect(listingQuerySchema.parse({ lifestyle: 'Student' }).lifestyle).toEqual(['Student']);
  });

  it('names the option that is wrong', () => {
    expect(messages({ limit: '101' })).toEqual(['limit must be at most 100']);
    expect(messages({ limit: '2.5' })).toEqual(['limit must be a whole number from 1 to 100']);
    expect(messages({ sort: 'price' })).toEqual(['sort must be one of newest, rent, likes']);
    expect(messages({ minRent: '10', maxRent: '5' })).toEqual(['minRent must not be more than maxRent']);
    expect(messages({ roomType: ['a', 'b'] })).toEqual(['roomType must be given once']);
    expect(messages({ page: '2' })).toEqual(['Unknown query option: page']);
  });
});
