import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOMMODATIONS, AMENITIES, TENANTS } from '../contract/listing';
import { listingQuerySchema, type ListingQueryOptions } from '../contract/listing-query';
import { COLLECTIONS } from '../firestore';
import { HttpError } from '../http/http-error';
import { profileInputSchema, type ProfileInput } from '../contract/profile';
import { candidateQueries, MATCH_CANDIDATES_MAX } from './candidate-plan';
import { missingIndexes, requiredIndexes, serves, type CompositeIndex } from './index-coverage';
import type { ListingPosition } from './listing-cursor';
import { pageQueries, searchPlan, type QuerySpec } from './search-plan';

/**
 * Every query shape the listing repository can build, checked against
 * firestore.indexes.json: the local emulator never asks for an index, real
 * Firestore refuses a query without one.
 */

const indexFile = new URL('../../../firestore.indexes.json', import.meta.url);
const { indexes } = JSON.parse(readFileSync(indexFile, 'utf8')) as { indexes: CompositeIndex[] };

type Options = Record<string, string | string[]>;

/** One value per way an option changes the query's shape. */
const OPTION_VARIANTS: Options[] = [
  { email: 'owner@example.com' },
  { city: 'dhaka' },
  { area: 'dhaka-mirpur-10' },
  { area: ['dhaka-mirpur-10', 'dhaka-mirpur-2'] },
  { accommodation: 'mess-seat' },
  { accommodation: [...ACCOMMODATIONS].slice(0, 3) },
  { roomType: 'Single room' },
  { availability: 'Available' },
  { gender: 'female' },
  { gender: 'male' },
  ...TENANTS.map((tenant) => ({ tenant })),
  ...AMENITIES.map((amenity) => ({ amenity })),
  { amenity: [...AMENITIES] },
  { q: 'Chittagong' },
  { q: 'মিরপুর ১০' },
  { location: 'Dhanmondi' },
  { location: 'Zindabazar, Sylhet' },
  { lifestyle: 'Non-smoker' },
];

const ORDER_VARIANTS: Options[] = [
  {},
  { sort: 'rent' },
  { sort: 'likes' },
  { minRent: '1000', maxRent: '9000' },
  { maxRent: '6000', sort: 'rent' },
  { availableBy: '2026-12-31' },
];

const AFTER: Record<string, (ListingPosition | null)[]> = {
  newest: [null, { sort: 'newest', key: 'k' }],
  rent: [null, { sort: 'rent', key: 'k' }],
  available: [null, { sort: 'available', key: 'k' }],
  likes: [null, { sort: 'likes', likes: 3, key: 'k' }, { sort: 'likes', likes: 0, key: 'k' }],
};

/** The Firestore queries of every page of a query, or [] when the API refuses the query. */
function queriesOf(options: Options): QuerySpec[] {
  const parsed = listingQuerySchema.safeParse(
    options satisfies Record<keyof ListingQueryOptions, unknown> | Options,
  );
  if (!parsed.success) return [];
  let plan;
  try {
    plan = searchPlan(parsed.data);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return [];
    throw error;
  }
  return (AFTER[plan.order] ?? []).flatMap((after) => pageQueries(plan, after, 21));
}

const merge = (...parts: Options[]) => Object.assign({}, ...parts) as Options;

function missingFor(queries: QuerySpec[], list: CompositeIndex[]): string[] {
  return [...new Set(queries.flatMap((spec) => missingIndexes(spec, list, COLLECTIONS.roommates)))];
}

/** A query's shape: which fields it filters with which operator, and its order; values do not matter. */
const shapeKey = (spec: QuerySpec) =>
  JSON.stringify([spec.where.map((filter) => [filter.field, filter.op]).sort(), spec.orderBy]);

/** Every option alone and every pair of options, in every order, on every page; one query per shape. */
function everyShape(): QuerySpec[] {
  const shapes: QuerySpec[] = [];
  for (const order of ORDER_VARIANTS) {
    shapes.push(...queriesOf(order));
    OPTION_VARIANTS.forEach((first, index) => {
      shapes.push(...queriesOf(merge(first, order)));
      for (const second of OPTION_VARIANTS.slice(index + 1))
        shapes.push(...queriesOf(merge(first, second, order)));
    });
  }
  return [...new Map(shapes.map((spec) => [shapeKey(spec), spec])).values()];
}

describe('firestore.indexes.json', () => {
  const shapes = everyShape();

  it('serves every query shape of GET /roommates and the featured list', () => {
    expect(shapes.length).toBeGreaterThan(500);
    expect(missingFor(shapes, indexes)).toEqual([]);
    expect(
      missingFor(pageQueries(searchPlan({ sort: 'likes', availability: 'Available' }), null, 7), indexes),
    ).toEqual([]);
  });

  it('serves random combinations of many options at once', () => {
    const option = fc.constantFrom(...OPTION_VARIANTS);
    fc.assert(
      fc.property(fc.array(option, { maxLength: 8 }), fc.constantFrom(...ORDER_VARIANTS), (chosen, order) => {
        expect(missingFor(queriesOf(merge(...chosen, order)), indexes)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('serves the candidate queries of GET /matches for every kind of profile, within 300 reads', () => {
    const profiles: Partial<ProfileInput>[] = [
      {},
      { gender: 'male', tenant: 'family' },
      { tenant: 'job-holder', accommodation: ['mess-seat'] },
      { cities: ['dhaka', 'chattogram', 'sylhet'] },
      {
        cities: ['dhaka', 'sylhet'],
        areas: ['dhaka-mirpur-10', 'dhaka-mirpur-2'],
        accommodation: ['mess-seat', 'hostel-seat'],
      },
      // 10 areas × 6 types is more than Firestore's 30 disjunctions: accommodation is checked after reading.
      {
        areas: [
          'dhaka-mirpur-1',
          'dhaka-mirpur-2',
          'dhaka-mirpur-14',
          'dhaka-mirpur-10',
          'dhaka-mirpur-11',
          'dhaka-mirpur-12',
          'dhaka-dhanmondi',
          'dhaka-gulshan-1',
          'dhaka-gulshan-2',
          'dhaka-banani',
        ],
        accommodation: [...ACCOMMODATIONS],
      },
    ];
    for (const overrides of profiles) {
      const profile = profileInputSchema.parse({
        gender: 'female',
        tenant: 'student',
        cities: ['dhaka'],
        budgetMax: 8000,
        ...overrides,
      });
      const queries = candidateQueries(profile);
      expect(missingFor(queries, indexes)).toEqual([]);
      expect(queries.reduce((sum, spec) => sum + spec.limit, 0)).toBeLessThanOrEqual(MATCH_CANDIDATES_MAX);
    }
  });

  it('is needed index by index: removing any listing index leaves some query shape unserved', () => {
    const needed = [
      ...new Map(shapes.flatMap(requiredIndexes).map((fields) => [JSON.stringify(fields), fields])).values(),
    ];
    const listingIndexes = indexes.filter((index) => index.collectionGroup === COLLECTIONS.roommates);
    for (const removed of listingIndexes) {
      const rest = listingIndexes.filter((index) => index !== removed);
      const unserved = needed.filter((fields) => !rest.some((index) => serves(index, fields)));
      expect(unserved.length, JSON.stringify(removed.fields)).toBeGreaterThan(0);
      // and the check that the first test makes reports it
      const unservedText = new Set(unserved.map((fields) => JSON.stringify(fields)));
      const shape = shapes.find((spec) =>
        requiredIndexes(spec).some((fields) => unservedText.has(JSON.stringify(fields))),
      );
      expect(shape && missingIndexes(shape, rest, COLLECTIONS.roommates)).not.toEqual([]);
      expect(shape).toBeDefined();
    }
  });
});
