import { describe, expect, it } from 'vitest';
import { candidateGroups } from './candidate-plan';
import { featuredQueries } from './featured-plan';
import { everyShape } from './query-shapes';
import { pageQueries, searchPlan, type QuerySpec } from './search-plan';

/**
 * Hidden means hidden (docs/api.md, "Moderation"): every query of a public list (search and
 * browse, featured, matches) asks for `listed == true`, so hidden listings are left out by the
 * index and never read; only the owner's own list (My Listings) may do without it.
 */

const asksListed = (spec: QuerySpec) =>
  spec.where.some((filter) => filter.field === 'listed' && filter.op === '==' && filter.value === true);

describe('the queries of public lists', () => {
  it('all ask for listed listings, except an owner’s own list', () => {
    const without = everyShape().filter((spec) => !asksListed(spec));
    expect(without.length).toBeGreaterThan(0);
    for (const spec of without)
      expect(
        spec.where.map((filter) => filter.field),
        JSON.stringify(spec),
      ).toContain('emailKey');
  });

  it('featured and matches ask for listed listings', () => {
    for (const spec of featuredQueries(null, 12)) expect(asksListed(spec)).toBe(true);
    for (const spec of featuredQueries({ count: 3, key: 'k' }, 12)) expect(asksListed(spec)).toBe(true);
    const groups = candidateGroups({
      gender: 'female',
      tenant: 'student',
      cities: ['dhaka', 'sylhet'],
      budgetMax: 9000,
      moveBy: '2026-12-31',
      habits: {
        sleep: 'early',
        cleanliness: 4,
        guests: 'rarely',
        smoking: 'no',
        food: 'any',
        meals: 'cook',
        noise: 'quiet',
        pets: 'no',
      },
      importance: {},
      dealbreakers: [],
    });
    for (const spec of groups.flatMap((group) => group.specs)) expect(asksListed(spec)).toBe(true);
  });

  it('a search by an owner’s address asks for listed listings unless it is the owner’s own', () => {
    const query = { sort: 'newest', email: 'owner@example.com' } as const;
    expect(pageQueries(searchPlan(query), null, 21).every(asksListed)).toBe(true);
    expect(pageQueries(searchPlan(query, { withHidden: true }), null, 21).some(asksListed)).toBe(false);
  });
});
