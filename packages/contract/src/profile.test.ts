import { describe, expect, it } from 'vitest';
import { listingInputSchema } from './listing';
import { householdSchema, profileInputSchema, type ProfileInput } from './profile';

const valid: ProfileInput = {
  gender: 'female',
  tenant: 'student',
  cities: ['dhaka'],
  areas: ['dhaka-mirpur-10'],
  budgetMax: 8000,
  moveBy: '2026-12-31',
  accommodation: ['mess-seat'],
  habits: { sleep: 'early', cleanliness: 4, smoking: 'no' },
  importance: { smoking: 3, sleep: 0 },
  dealbreakers: ['smoking'],
};

const messages = (input: unknown) => {
  const result = profileInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('profileInputSchema', () => {
  it('accepts the profile of docs/api.md and fills what may be left out', () => {
    expect(profileInputSchema.parse(valid)).toEqual(valid);
    const {
      areas: _a,
      moveBy: _m,
      accommodation: _c,
      habits: _h,
      importance: _i,
      dealbreakers: _d,
      ...least
    } = valid;
    expect(profileInputSchema.parse(least)).toEqual({
      ...least,
      habits: {},
      importance: {},
      dealbreakers: [],
    });
  });

  it('names the field that is missing or wrong', () => {
    expect(messages({})).toEqual([
      'Gender is required',
      'Tenant is required',
      'Cities is required',
      'Budget is required',
    ]);
    expect(messages({ ...valid, gender: 'other' })).toEqual(['Gender must be female or male']);
    expect(messages({ ...valid, budgetMax: '8000' })).toEqual(['Budget must be a number of taka a month']);
    expect(messages({ ...valid, habits: { sleep: 'noon' } })).toContain(
      'Sleep must be one of early, midnight, late',
    );
    expect(messages({ ...valid, habits: { sleep: 'early' } })).toEqual([
      'Dealbreakers must be habits you answered; not answered: smoking',
    ]);
    expect(messages({ ...valid, importance: { smoking: 2 } })).toEqual([
      'Importance of smoking must be 0, 1 or 3',
    ]);
    expect(messages({ ...valid, dealbreakers: ['religion'] })).toEqual([
      'Dealbreakers must be habits (sleep, cleanliness, guests, smoking, food, meals, noise, pets); got "religion"',
    ]);
    expect(messages({ ...valid, ownerUid: 'x' })).toEqual(['Unknown field: ownerUid']);
  });

  it('takes 1 to 3 known cities and areas of those cities only', () => {
    expect(messages({ ...valid, cities: [] })).toEqual(['Cities must have at least one city']);
    expect(messages({ ...valid, cities: ['dhaka', 'sylhet', 'khulna', 'rangpur'] })).toEqual([
      'Cities can have at most 3 cities',
    ]);
    expect(messages({ ...valid, cities: ['atlantis'] }).join()).toContain('Cities must be known city ids');
    expect(messages({ ...valid, areas: ['sylhet-zindabazar'] })).toEqual([
      'Areas must be areas of the cities chosen; not of them: sylhet-zindabazar',
    ]);
  });
});

describe('household of a listing', () => {
  it('is optional on a listing and validated like a profile’s habits', () => {
    const household = {
      habits: { noise: 'quiet', smoking: 'no' },
      importance: { noise: 3 },
      dealbreakers: ['smoking'],
    };
    expect(householdSchema.parse(household)).toEqual(household);
    const listing = listingInputSchema.safeParse({ household: { ...household, members: 3 } });
    const issues = listing.success
      ? []
      : listing.error.issues.filter((issue) => issue.path[0] === 'household');
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['household', 'Unknown field in household: members'],
    ]);
  });
});
