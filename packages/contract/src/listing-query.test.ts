import { describe, expect, it } from 'vitest';
import { listingQueryFields, listingQuerySchema } from './listing-query';

const parse = (query: Record<string, unknown>) => listingQuerySchema().safeParse(query);
const messages = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('listingQuerySchema', () => {
  it('makes every option optional, sorting newest first by default', () => {
    expect(listingQuerySchema().parse({})).toEqual({ sort: 'newest' });
  });

  it('reads numbers, repeated lifestyles, and treats blank values as not set', () => {
    expect(
      listingQuerySchema().parse({
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
    expect(listingQuerySchema().parse({ lifestyle: 'Student' }).lifestyle).toEqual(['Student']);
  });

  it('names the option that is wrong', () => {
    expect(messages({ limit: '101' })).toEqual(['limit must be at most 100']);
    expect(messages({ limit: '2.5' })).toEqual(['limit must be a whole number from 1 to 100']);
    expect(messages({ sort: 'price' })).toEqual([
      'sort must be one of newest, rent, likes, available, match',
    ]);
    expect(messages({ roomType: ['a', 'b'] })).toEqual(['roomType must be given once']);
    expect(messages({ page: '2' })).toEqual(['Unknown query option: page']);
  });
});

describe('listingQuerySchema: Bangladesh options', () => {
  it('reads places, types, gender, tenant, date, amenities and q', () => {
    expect(
      listingQuerySchema().parse({
        city: 'dhaka',
        area: ['dhaka-mirpur-10', 'dhaka-mirpur-2', 'dhaka-mirpur-10'],
        accommodation: 'mess-seat',
        gender: 'female',
        tenant: 'student',
        availableBy: '2026-12-31',
        amenity: ['wifi', 'lift'],
        q: 'মিরপুর ১০',
      }),
    ).toEqual({
      city: 'dhaka',
      area: ['dhaka-mirpur-10', 'dhaka-mirpur-2'],
      accommodation: ['mess-seat'],
      gender: 'female',
      tenant: 'student',
      availableBy: '2026-12-31',
      amenity: ['wifi', 'lift'],
      q: 'মিরপুর ১০',
      sort: 'available',
    });
  });

  it('sorts by rent with a budget and by date with availableBy unless told otherwise', () => {
    expect(listingQuerySchema().parse({ maxRent: '6000' }).sort).toBe('rent');
    expect(listingQuerySchema().parse({ availableBy: '2026-12-31' }).sort).toBe('available');
    expect(listingQuerySchema().parse({ maxRent: '6000', availableBy: '2026-12-31' }).sort).toBe('rent');
    expect(listingQuerySchema().parse({ maxRent: '6000', sort: 'rent' }).sort).toBe('rent');
  });

  it('takes every sort with a budget and a move-in date', () => {
    for (const sort of ['newest', 'rent', 'likes', 'available'])
      expect(
        listingQuerySchema().parse({ minRent: '1000', maxRent: '6000', availableBy: '2026-12-31', sort }),
      ).toMatchObject({ minRent: 1000, maxRent: 6000, availableBy: '2026-12-31', sort });
  });

  it('reads lifestyle words separated by commas as several words', () => {
    expect(listingQuerySchema().parse({ lifestyle: 'Student, Non-smoker' }).lifestyle).toEqual([
      'Student',
      'Non-smoker',
    ]);
    expect(listingQuerySchema().parse({ lifestyle: ['Student,', ' , Quiet'] }).lifestyle).toEqual([
      'Student',
      'Quiet',
    ]);
  });

  it('takes sort=match with any filter, reading the filtered listings in their default order', () => {
    expect(listingQuerySchema().parse({ sort: 'match' })).toEqual({ sort: 'newest', byMatch: true });
    expect(listingQuerySchema().parse({ sort: 'match', maxRent: '6000' })).toMatchObject({
      sort: 'rent',
      byMatch: true,
    });
    expect(listingQuerySchema().parse({ sort: 'match', availableBy: '2026-12-31' })).toMatchObject({
      sort: 'available',
      byMatch: true,
    });
    expect(listingQuerySchema().parse({ sort: 'likes' })).not.toHaveProperty('byMatch');
  });

  it.each([
    [{ city: 'Dhaka' }, 'city must be a city id'],
    [{ area: 'dhaka-nowhere' }, 'area must be an area id'],
    [{ area: Array.from({ length: 11 }, () => 'dhaka-mirpur-10') }, 'area can be given at most 10 times'],
    [{ accommodation: 'flat' }, 'accommodation must be one of mess-seat'],
    [{ gender: 'any' }, 'gender must be given once, one of female, male'],
    [{ tenant: ['student', 'family'] }, 'tenant must be given once'],
    [{ availableBy: 'soon' }, 'availableBy must be a date YYYY-MM-DD'],
    [{ amenity: 'pool' }, 'amenity must be one of attached-bath'],
  ])('refuses %j', (query, message) => {
    expect(messages(query).join('; ')).toContain(message);
  });
});

describe('the query schema', () => {
  it('is built on first use and kept (docs/architecture.md, "Keeping the first page light")', () => {
    expect(listingQuerySchema()).toBe(listingQuerySchema());
    expect(listingQueryFields()).toBe(listingQueryFields());
    expect(Object.keys(listingQueryFields().shape)).toContain('area');
  });
});
