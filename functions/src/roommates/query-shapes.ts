import { ACCOMMODATIONS, AMENITIES, TENANTS } from '@roommate-finder/contract/listing-fields';
import { profileInputSchema, type Profile } from '@roommate-finder/contract/profile';
import { listingQuerySchema } from '@roommate-finder/contract/listing-query';
import { HttpError } from '../http/http-error';
import { requiredIndexes, serves, type CompositeIndex, type IndexField } from './index-coverage';
import { candidateGroups } from './candidate-plan';
import { FEATURED_BATCH, featuredQueries } from './featured-plan';
import type { ListingPosition } from './listing-cursor';
import { pageQueries, searchPlan, type QuerySpec } from './search-plan';

/**
 * Every shape of Firestore query that GET /roommates can build, derived from
 * its options: one value per way an option changes the query's shape, alone
 * and in pairs, with every order and range, on every page. The index test
 * checks firestore.indexes.json against them, and `npm run indexes` writes
 * the listing indexes they need (docs/api.md, "Listing search").
 */

export type Options = Record<string, string | string[]>;

/** One value per way a filter changes the query's shape. */
export const OPTION_VARIANTS: Options[] = [
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
  { q: 'Road 8A' },
  { location: 'Dhanmondi' },
  { location: 'Zindabazar, Sylhet' },
  { lifestyle: 'Non-smoker' },
  { lifestyle: ['Non-smoker', 'Student'] },
  { location: 'Dhanmondi', lifestyle: ['Non-smoker', 'Student'] },
];

const BUDGET: Options = { minRent: '1000', maxRent: '9000' };
const MOVE_IN: Options = { availableBy: '2026-12-31' };
const SORTS: Options[] = [{}, ...['newest', 'rent', 'likes', 'available'].map((sort) => ({ sort }))];

/** Every order, alone and with a budget, a move-in date or both. */
export const ORDER_VARIANTS: Options[] = SORTS.flatMap((sort) => [
  sort,
  { ...BUDGET, ...sort },
  { maxRent: '6000', ...sort },
  { ...MOVE_IN, ...sort },
  { ...BUDGET, ...MOVE_IN, ...sort },
]);

/** A first page, and a page after each kind of position of its order. */
const AFTER: Record<string, (ListingPosition | null)[]> = {
  newest: [null, { sort: 'newest', key: 'k' }],
  rent: [null, { sort: 'rent', key: 'k' }],
  available: [null, { sort: 'available', key: 'k' }],
  likes: [null, { sort: 'likes', likes: 3, key: 'k' }, { sort: 'likes', likes: 0, key: 'k' }],
};

/**
 * The Firestore queries of every page of a search, or [] when the API refuses it; with its
 * owner's variant too when it asks for one owner's listings (My Listings shows hidden ones).
 */
export function queriesOf(options: Options): QuerySpec[] {
  const parsed = listingQuerySchema().safeParse(options);
  if (!parsed.success) return [];
  const plans = [];
  try {
    plans.push(searchPlan(parsed.data));
    if (parsed.data.email !== undefined) plans.push(searchPlan(parsed.data, { withHidden: true }));
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return [];
    throw error;
  }
  return plans.flatMap((plan) => (AFTER[plan.order] ?? []).flatMap((after) => pageQueries(plan, after, 21)));
}

export const mergeOptions = (...parts: Options[]) => Object.assign({}, ...parts) as Options;

/** A query's shape: which fields it filters with which operator, and its order; values do not matter. */
const shapeKey = (spec: QuerySpec) =>
  JSON.stringify([spec.where.map((filter) => [filter.field, filter.op]).sort(), spec.orderBy]);

/** The queries of the featured section (featured-plan.ts): a first batch, and one after each kind of position. */
export const featuredShapes = (): QuerySpec[] =>
  [null, { count: 3, key: 'k' }, { count: 0, key: 'k' }].flatMap((after) =>
    featuredQueries(after, FEATURED_BATCH),
  );

/** One profile per way a profile changes the candidate queries of GET /matches (candidate-plan.ts). */
export const CANDIDATE_PROFILES: Profile[] = [
  {},
  { gender: 'male', tenant: 'family' },
  { tenant: 'job-holder', accommodation: ['mess-seat'] },
  { cities: ['dhaka', 'chattogram', 'sylhet'], moveBy: '2026-12-31' },
  {
    cities: ['dhaka', 'sylhet'],
    areas: ['dhaka-mirpur-10', 'dhaka-mirpur-2'],
    accommodation: ['mess-seat', 'hostel-seat'],
    moveBy: '2026-12-31',
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
].map((overrides) =>
  profileInputSchema.parse({
    gender: 'female',
    tenant: 'student',
    cities: ['dhaka'],
    budgetMax: 8000,
    ...overrides,
  }),
);

/**
 * Every option alone with every order, and every pair of options with each
 * sort, plain and with both a budget and a move-in date, on every page, the
 * featured section's queries and the candidate queries of GET /matches; one
 * query per shape. (An index serves one equality field in one order: pairs
 * add the shapes where options meet, such as a place word with lifestyle
 * words, or `q` with `area`.)
 */
export function everyShape(): QuerySpec[] {
  const shapes: QuerySpec[] = [];
  for (const order of ORDER_VARIANTS) {
    shapes.push(...queriesOf(order));
    for (const option of OPTION_VARIANTS) shapes.push(...queriesOf(mergeOptions(option, order)));
  }
  for (const order of SORTS.flatMap((sort) => [sort, { ...BUDGET, ...MOVE_IN, ...sort }])) {
    OPTION_VARIANTS.forEach((first, index) => {
      for (const second of OPTION_VARIANTS.slice(index + 1))
        shapes.push(...queriesOf(mergeOptions(first, second, order)));
    });
  }
  shapes.push(...featuredShapes());
  shapes.push(
    ...CANDIDATE_PROFILES.flatMap((profile) => candidateGroups(profile).flatMap((group) => group.specs)),
  );
  return [...new Map(shapes.map((spec) => [shapeKey(spec), spec])).values()];
}

/** The fewest composite indexes that serve a list of queries, in a stable order. */
export function neededIndexes(queries: QuerySpec[], collectionGroup: string): CompositeIndex[] {
  const needed = [
    ...new Map(queries.flatMap(requiredIndexes).map((fields) => [JSON.stringify(fields), fields])).values(),
  ];
  // Lists whose every field has a direction first: an equality on a field (`likeCount == 3`, order
  // by newestKey) is then served by the index that orders by it, if there is one.
  const anyDirection = (fields: IndexField[]) =>
    fields.filter((field) => !field.order && !field.arrayConfig).length;
  needed.sort((a, b) => anyDirection(a) - anyDirection(b));
  const chosen: CompositeIndex[] = [];
  for (const fields of needed) {
    if (chosen.some((index) => serves(index, fields))) continue;
    chosen.push({
      collectionGroup,
      queryScope: 'COLLECTION',
      // An equality field's direction does not matter: ascending, as Firestore's console offers.
      fields: fields.map((field) =>
        field.arrayConfig || field.order ? field : { ...field, order: 'ASCENDING' as const },
      ),
    });
  }
  const key = (index: CompositeIndex) => JSON.stringify(index.fields);
  return chosen.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
