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
} from '@roommate-finder/contract/listing';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import { api } from '../support/api';
import { uniqueTag } from '../support/auth-emulator';
import { deleteListings, listingInput, storeListings } from '../support/listings';

/**
 * Property: for random combinations of every search option and every sort
 * (budget with a move-in date, budget with each sort, places typed in English
 * or Bangla that the catalogue knows, place words it does not, lifestyle words
 * and room types among them), paging GET /roommates gives exactly what a plain
 * in-memory filter of the same listings gives, in the same order, each once,
 * and no page reads more than limit + 2 documents (Server-Timing); a typed
 * place of another city than the city or areas chosen is refused as
 * `search/other-city`. All listings share one owner email, so the `email`
 * option keeps other tests' listings out.
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
/** The street part of a location: a place word the catalogue does not know, searched as `q` or `location`. */
const STREETS = ['Road 8A', 'Lake Road', 'Block C'];
const LIFESTYLES = ['Non-smoker', 'Student', 'Quiet', 'Vegetarian'];
const ROOM_TYPES = ['Single room', 'Shared room', 'Master bedroom'];
/** `roomType` is matched whole and case-insensitively: one no listing has, and others' cases changed. */
const ROOM_TYPE_SEARCHES = ['single room', 'Shared Room', 'MASTER BEDROOM', 'Studio'];
const MIRPUR_SECTIONS = ['1', '2', '10', '11', '12', '14'].map((n) => `dhaka-mirpur-${n}`);
/**
 * Places typed in the search box (`q`) that the catalogue knows, in English and Bangla, with what
 * docs/api.md says they name: a city, an area, or every numbered area that shares a name.
 */
const TYPED_PLACES: Record<string, { city: string; areas?: string[] }> = {
  Mirpur: { city: 'dhaka', areas: MIRPUR_SECTIONS },
  মিরপুর: { city: 'dhaka', areas: MIRPUR_SECTIONS },
  'মিরপুর ১০': { city: 'dhaka', areas: ['dhaka-mirpur-10'] },
  'Mirpur 2': { city: 'dhaka', areas: ['dhaka-mirpur-2'] },
  বনানী: { city: 'dhaka', areas: ['dhaka-banani'] },
  ঢাকা: { city: 'dhaka' },
  Chittagong: { city: 'chattogram' },
  Zindabazar: { city: 'sylhet', areas: ['sylhet-zindabazar'] },
};
const CITY_NAMES: Record<string, string> = { dhaka: 'Dhaka', chattogram: 'Chattogram', sylhet: 'Sylhet' };
const AREA_NAMES: Record<string, string> = {
  'dhaka-mirpur-10': 'Mirpur 10',
  'dhaka-mirpur-2': 'Mirpur 2',
  'dhaka-banani': 'Banani',
  'chattogram-agrabad': 'Agrabad',
  'sylhet-zindabazar': 'Zindabazar',
};

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
  street: string;
  lifestyle: string[];
  roomType: string;
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
  street: fc.constantFrom(...STREETS),
  lifestyle: fc.subarray(LIFESTYLES, { minLength: 1 }),
  roomType: fc.constantFrom(...ROOM_TYPES),
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
      location: `${fixture.street}, Somewhere in town`,
      lifestylePreferences: fixture.lifestyle,
      roomType: fixture.roomType,
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
  minRent?: number;
  maxRent?: number;
  availableBy?: string;
  /** A place the catalogue knows, typed in the search box (`q`). */
  place?: string;
  /** A street typed in the search box (`q`) or the older `location` option. */
  street?: { option: 'q' | 'location'; text: string };
  lifestyle?: string[];
  roomType?: string;
  sort?: 'newest' | 'rent' | 'likes' | 'available';
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
      minRent: fc.constantFrom(0, 4000, 4500),
      maxRent: fc.constantFrom(4500, 8000, 20000),
      availableBy: fc.constantFrom(...(DATES.filter(Boolean) as string[])),
      street: fc.record({
        option: fc.constantFrom('q' as const, 'location' as const),
        text: fc.constantFrom('road 8a', 'Lake Road', 'Block C', 'Road'),
      }),
      lifestyle: fc.subarray(LIFESTYLES, { minLength: 1, maxLength: 2 }),
      place: fc.constantFrom(...Object.keys(TYPED_PLACES)),
      roomType: fc.constantFrom(...ROOM_TYPE_SEARCHES),
      sort: fc.constantFrom('newest' as const, 'rent' as const, 'likes' as const, 'available' as const),
      limit: fc.integer({ min: 4, max: 30 }),
    },
    { requiredKeys: ['limit'] },
  )
  // Areas of another city than `city` are refused (docs/api.md): draw areas of the city chosen.
  .map(({ area, ...rest }) => {
    const inCity = area?.filter((id) => !rest.city || cityOf(id) === rest.city);
    return inCity?.length ? { ...rest, area: inCity } : rest;
  })
  // One `q`: with a typed place, a street goes in `location`.
  .map((search) =>
    search.place && search.street?.option === 'q'
      ? { ...search, street: { ...search.street, option: 'location' as const } }
      : search,
  );

/** Searches every run makes: a budget with a move-in date, and a budget with each sort. */
const EXAMPLES: Search[] = [
  { maxRent: 6000, availableBy: '2026-12-01', gender: 'female', limit: 5 },
  { minRent: 4000, maxRent: 8000, availableBy: '2027-01-15', sort: 'likes', limit: 6 },
  ...(['newest', 'rent', 'likes', 'available'] as const).map((sort) => ({
    minRent: 4500,
    maxRent: 20000,
    sort,
    limit: 7,
  })),
  { street: { option: 'q', text: 'Road 8A' }, lifestyle: ['Student', 'Quiet'], maxRent: 8000, limit: 4 },
  { place: 'Mirpur', area: ['dhaka-mirpur-10', 'dhaka-banani'], roomType: 'single room', limit: 5 },
  { place: 'মিরপুর ১০', street: { option: 'location', text: 'Lake Road' }, sort: 'likes', limit: 4 },
  { place: 'Chittagong', roomType: 'Shared Room', maxRent: 8000, limit: 3 },
  { place: 'Zindabazar', city: 'dhaka', limit: 5 },
  { place: 'মিরপুর', area: ['chattogram-agrabad'], limit: 5 },
];

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const newestFirst = (a: Fixture, b: Fixture) => b.createdAt - a.createdAt || byText(b.id, a.id);
/** Newer first, then the id: the tie-break of the rent and date orders (docs/api.md). */
const thenNewer = (a: Fixture, b: Fixture) => b.createdAt - a.createdAt || byText(a.id, b.id);
const placeWords = (text: string) => text.toLowerCase().split(/\s+/);

/** What docs/api.md promises: the listings in order, or a refusal with its code and message. */
type Answer = { ids: string[] } | { refused: { code: string; message: string } };

/** The city and areas a typed place narrows the search to, or why it is refused. */
function typedPlace(search: Search): { city?: string; areas?: string[] } | { refused: string } {
  if (!search.place) return {};
  const place = TYPED_PLACES[search.place]!;
  if (search.city && search.city !== place.city)
    return { refused: `"${search.place}" is not in ${CITY_NAMES[search.city]}: choose places of one city` };
  const outside = search.area?.find((area) => cityOf(area) !== place.city);
  if (outside)
    return {
      refused: `${AREA_NAMES[outside]} is not in ${CITY_NAMES[place.city]}: choose places of one city`,
    };
  // A typed place and ticked areas: the areas they share.
  const areas =
    place.areas && search.area ? place.areas.filter((area) => search.area!.includes(area)) : place.areas;
  return { city: place.city, ...(areas ? { areas } : {}) };
}

/** The answer worked out in memory, as docs/api.md promises. */
function expected(search: Search): Answer {
  const placed = typedPlace(search);
  if ('refused' in placed) return { refused: { code: 'search/other-city', message: placed.refused } };
  const min = search.minRent ?? 0;
  const max = search.maxRent ?? Infinity;
  const street = search.street && search.street.text.toLowerCase();
  const keep = (f: Fixture) =>
    (!search.area || search.area.includes(f.area)) &&
    (!search.city || cityOf(f.area) === search.city) &&
    (!search.accommodation || search.accommodation.includes(f.accommodation)) &&
    (!search.gender || f.genderPolicy === search.gender || f.genderPolicy === 'any') &&
    (!search.tenant || f.tenants.includes(search.tenant)) &&
    (!search.amenity || search.amenity.every((amenity) => f.amenities.includes(amenity))) &&
    (!search.availability || f.availability === search.availability) &&
    (search.minRent === undefined && search.maxRent === undefined
      ? true
      : f.rent !== null && f.rent >= min && f.rent <= max) &&
    (!search.availableBy || (f.availableFrom !== undefined && f.availableFrom <= search.availableBy)) &&
    // A street matches the whole part ("road 8a") or a word of it ("road").
    (!street || f.street.toLowerCase() === street || placeWords(f.street).includes(street)) &&
    (!search.lifestyle || search.lifestyle.every((word) => f.lifestyle.includes(word))) &&
    (!placed.city || cityOf(f.area) === placed.city) &&
    (!placed.areas || placed.areas.includes(f.area)) &&
    (!search.roomType || f.roomType.toLowerCase() === search.roomType.toLowerCase());
  const budget = search.minRent !== undefined || search.maxRent !== undefined;
  const sort = search.sort ?? (budget ? 'rent' : search.availableBy ? 'available' : 'newest');
  const order = {
    newest: newestFirst,
    rent: (a: Fixture, b: Fixture) => (a.rent ?? Infinity) - (b.rent ?? Infinity) || thenNewer(a, b),
    available: (a: Fixture, b: Fixture) =>
      byText(a.availableFrom ?? '~', b.availableFrom ?? '~') || thenNewer(a, b),
    likes: (a: Fixture, b: Fixture) => b.likeCount - a.likeCount || newestFirst(a, b),
  }[sort];
  return {
    ids: fixtures
      .filter(keep)
      .sort(order)
      .map((f) => f.id),
  };
}

function queryOf(search: Search): URLSearchParams {
  const query = new URLSearchParams({ email, limit: String(search.limit) });
  for (const area of search.area ?? []) query.append('area', area);
  for (const type of search.accommodation ?? []) query.append('accommodation', type);
  for (const amenity of search.amenity ?? []) query.append('amenity', amenity);
  for (const word of search.lifestyle ?? []) query.append('lifestyle', word);
  if (search.city) query.set('city', search.city);
  if (search.gender) query.set('gender', search.gender);
  if (search.tenant) query.set('tenant', search.tenant);
  if (search.availability) query.set('availability', search.availability);
  if (search.minRent !== undefined) query.set('minRent', String(search.minRent));
  if (search.maxRent !== undefined) query.set('maxRent', String(search.maxRent));
  if (search.availableBy) query.set('availableBy', search.availableBy);
  if (search.street) query.set(search.street.option, search.street.text);
  if (search.place) query.set('q', search.place);
  if (search.roomType) query.set('roomType', search.roomType);
  if (search.sort) query.set('sort', search.sort);
  return query;
}

describe('GET /roommates against an in-memory filter', () => {
  it('gives the same listings in the same order, page by page, reading at most limit + 2 per page', async () => {
    await fc.assert(
      fc.asyncProperty(searchArb, async (search) => {
        const answer = expected(search);
        if ('refused' in answer) {
          const response = await api<ApiErrorBody>(`/roommates?${queryOf(search)}`);
          expect(response.status).toBe(400);
          expect(response.body).toMatchObject(answer.refused);
          return;
        }
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
        expect(ids).toEqual(answer.ids);
      }),
      { numRuns: 60, seed: 7, examples: EXAMPLES.map((search) => [search]) },
    );
  });
});
