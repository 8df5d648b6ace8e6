import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOMMODATIONS,
  AMENITIES,
  GENDER_POLICIES,
  TENANTS,
  type Accommodation,
  type Amenity,
  type GenderPolicy,
  type Listing,
  type Tenant,
} from '../../functions/src/contract/listing';
import { api } from '../support/api';
import { uniqueTag } from '../support/auth-emulator';
import { deleteListings, listingInput, storeListings } from '../support/listings';

/**
 * Property: for random combinations of the search options and sorts, paging
 * GET /roommates gives exactly what a plain in-memory filter of the same
 * listings gives, in the same order, each once, and no page reads more than
 * limit + 2 documents (Server-Timing). All listings share one owner email,
 * so the `email` option keeps other tests' listings out.
 */

const COUNT = 300;
const AREAS = [
  'dhaka-mirpur-10',
  'dhaka-mirpur-2',
  'dhaka-banani',
  'chattogram-agrabad',
  'sylhet-zindabazar',
];
const cityOf = (area: string) => area.split('-')[0]!;
const RENTS = [3000, 4500, 4500, 6000, 8000, 12000, null];
const DATES = ['2026-11-20', '2026-12-01', '2026-12-01', '2027-01-15', undefined];
const BASE_TIME = Date.UTC(2026, 9, 1);

interface Fixture {
  id: string;
  createdAt: number;
  rent: number | null;
  likeCount: number;
  area: string;
  accommodation: Accommodation;
  genderPolicy: GenderPolicy;
  tenants: Tenant[];
  amenities: Amenity[];
  availableFrom: string | undefined;
  availability: 'Available' | 'Not Available';
}

const email = `property-${uniqueTag()}@example.com`;
let fixtures: Fixture[] = [];

const fixtureArb = fc.record({
  rent: fc.constantFrom(...RENTS),
  likeCount: fc.integer({ min: 0, max: 3 }),
  area: fc.constantFrom(...AREAS),
  accommodation: fc.constantFrom(...ACCOMMODATIONS),
  genderPolicy: fc.constantFrom(...GENDER_POLICIES),
  tenants: fc.subarray([...TENANTS], { minLength: 1 }),
  amenities: fc.subarray([...AMENITIES]),
  availableFrom: fc.constantFrom(...DATES),
  availability: fc.constantFrom('Available' as const, 'Not Available' as const),
});

beforeAll(async () => {
  const generated = fc.sample(fixtureArb, { numRuns: COUNT, seed: 42 });
  const specs = generated.map((fixture, i) => ({
    fixture: { ...fixture, createdAt: BASE_TIME - i * 60_000 },
    createdAt: new Date(BASE_TIME - i * 60_000),
    likeCount: fixture.likeCount,
    input: listingInput({
      email,
      title: `Property listing ${i}`,
      location: 'Somewhere in town',
      city: cityOf(fixture.area),
      area: fixture.area,
      rentAmount: fixture.rent === null ? 'Negotiable' : `${fixture.rent} BDT`,
      accommodation: fixture.accommodation,
      genderPolicy: fixture.genderPolicy,
      tenants: fixture.tenants,
      amenities: fixture.amenities,
      ...(fixture.availableFrom ? { availableFrom: fixture.availableFrom } : {}),
      availability: fixture.availability,
    }),
  }));
  const ids = await storeListings('property-owner', specs);
  fixtures = specs.map((spec, i) => ({ ...spec.fixture, id: ids[i]! }));
}, 120_000);

afterAll(async () => {
  await deleteListings(fixtures.map((fixture) => fixture.id));
});

interface Search {
  area?: string[];
  city?: string;
  accommodation?: Accommodation[];
  gender?: 'female' | 'male';
  tenant?: Tenant;
  amenity?: Amenity[];
  availability?: 'Available' | 'Not Available';
  budget?: [number, number];
  availableBy?: string;
  sort?: 'newest' | 'likes';
  limit: number;
}

const searchArb: fc.Arbitrary<Search> = fc
  .record(
    {
      area: fc.subarray(AREAS, { minLength: 1, maxLength: 3 }),
      city: fc.constantFrom('dhaka', 'chattogram'),
      accommodation: fc.subarray([...ACCOMMODATIONS], { minLength: 1, maxLength: 3 }),
      gender: fc.constantFrom('female' as const, 'male' as const),
      tenant: fc.constantFrom(...TENANTS),
      amenity: fc.subarray([...AMENITIES], { minLength: 1, maxLength: 2 }),
      availability: fc.constantFrom('Available' as const, 'Not Available' as const),
      range: fc.oneof(
        fc.record({ budget: fc.tuple(fc.constantFrom(0, 4000, 4500), fc.constantFrom(4500, 8000, 20000)) }),
        fc.record({ availableBy: fc.constantFrom(...DATES.filter(Boolean)) as fc.Arbitrary<string> }),
        fc.record({ sort: fc.constantFrom('newest' as const, 'likes' as const) }),
      ),
      limit: fc.integer({ min: 4, max: 30 }),
    },
    { requiredKeys: ['limit'] },
  )
  .map(({ range, ...rest }) => ({ ...rest, ...range }));

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const newestFirst = (a: Fixture, b: Fixture) => b.createdAt - a.createdAt || byText(b.id, a.id);

/** The answer worked out in memory, in the order docs/api.md promises. */
function expected(search: Search): string[] {
  const keep = (f: Fixture) =>
    (!search.area || search.area.includes(f.area)) &&
    (!search.city || cityOf(f.area) === search.city) &&
    (!search.accommodation || search.accommodation.includes(f.accommodation)) &&
    (!search.gender || f.genderPolicy === search.gender || f.genderPolicy === 'any') &&
    (!search.tenant || f.tenants.includes(search.tenant)) &&
    (!search.amenity || search.amenity.every((amenity) => f.amenities.includes(amenity))) &&
    (!search.availability || f.availability === search.availability) &&
    (!search.budget || (f.rent !== null && f.rent >= search.budget[0] && f.rent <= search.budget[1])) &&
    (!search.availableBy || (f.availableFrom !== undefined && f.availableFrom <= search.availableBy));
  let order = newestFirst;
  if (search.budget) order = (a, b) => (a.rent ?? 0) - (b.rent ?? 0) || newestFirst(a, b);
  else if (search.availableBy)
    order = (a, b) => byText(a.availableFrom!, b.availableFrom!) || newestFirst(a, b);
  else if (search.sort === 'likes') order = (a, b) => b.likeCount - a.likeCount || newestFirst(a, b);
  return fixtures
    .filter(keep)
    .sort(order)
    .map((f) => f.id);
}

function queryOf(search: Search): URLSearchParams {
  const query = new URLSearchParams({ email, limit: String(search.limit) });
  for (const area of search.area ?? []) query.append('area', area);
  for (const type of search.accommodation ?? []) query.append('accommodation', type);
  for (const amenity of search.amenity ?? []) query.append('amenity', amenity);
  if (search.city) query.set('city', search.city);
  if (search.gender) query.set('gender', search.gender);
  if (search.tenant) query.set('tenant', search.tenant);
  if (search.availability) query.set('availability', search.availability);
  if (search.budget) {
    query.set('minRent', String(search.budget[0]));
    query.set('maxRent', String(search.budget[1]));
  }
  if (search.availableBy) query.set('availableBy', search.availableBy);
  if (search.sort) query.set('sort', search.sort);
  return query;
}

describe('GET /roommates against an in-memory filter', () => {
  it('gives the same listings in the same order, page by page, reading at most limit + 2 per page', async () => {
    await fc.assert(
      fc.asyncProperty(searchArb, async (search) => {
        const ids: string[] = [];
        let cursor: string | null = null;
        for (let page = 0; page < 100; page += 1) {
          const query = queryOf(search);
          if (cursor) query.set('cursor', cursor);
          const response = await api<Listing[]>(`/roommates?${query}`);
          expect(response.status, JSON.stringify(response.body)).toBe(200);
          expect(response.body.length).toBeLessThanOrEqual(search.limit);
          const reads = Number(/reads=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
          expect(reads).toBeLessThanOrEqual(search.limit + 2);
          ids.push(...response.body.map((listing) => listing._id));
          cursor = response.headers.get('x-next-cursor');
          if (!cursor) break;
        }
        expect(ids).toEqual(expected(search));
      }),
      { numRuns: 40, seed: 7 },
    );
  });
});
