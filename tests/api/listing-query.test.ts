import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { Listing } from '@roommate-finder/contract/listing';
import { api } from '../support/api';
import { createAccount, deleteAccount, uniqueTag, type TestAccount } from '../support/auth-emulator';
import { deleteListings, listingInput, storeListings, type StoredListingSpec } from '../support/listings';

const COUNT = 250;
const CITIES = [
  'Road 1, Dhanmondi, Dhaka',
  'Sector 7, Uttara, Dhaka',
  'Zindabazar, Sylhet',
  'Agrabad C/A, Chattogram',
  'Kazla, Rajshahi',
];
const ROOM_TYPES = ['Single room', 'Shared room', 'Master bedroom'];
/** null: a rent with no number in it. */
const RENTS = [3000, 4500, 4500, 6000, 8000, 8000, 12000, null];
/** undefined: a listing that gives no date. */
const DATES = ['2026-12-01', undefined, '2026-12-15', '2027-01-10', '2026-11-20', '2026-12-15', '2027-02-01'];
const BASE_TIME = Date.UTC(2026, 10, 1, 12, 0, 0);

interface Fixture {
  id: string;
  createdAt: number;
  rent: number | null;
  likeCount: number;
  location: string;
  roomType: string;
  lifestyle: string[];
  availableFrom: string | undefined;
  availability: 'Available' | 'Not Available';
}

let owner: TestAccount;
let fixtures: Fixture[] = [];
const extraIds: string[] = [];

beforeAll(async () => {
  owner = await createAccount();
  const specs: (StoredListingSpec & { fixture: Omit<Fixture, 'id'> })[] = Array.from(
    { length: COUNT },
    (_, i) => {
      const rent = RENTS[i % RENTS.length] ?? null;
      const fixture: Omit<Fixture, 'id'> = {
        // Pairs of listings share a creation time, so the id must break the tie.
        createdAt: BASE_TIME - (i % (COUNT / 2)) * 60_000,
        rent,
        likeCount: i % 9,
        location: CITIES[i % CITIES.length]!,
        roomType: ROOM_TYPES[i % ROOM_TYPES.length]!,
        lifestyle: [
          'Non-smoker',
          i % 2 ? 'Student' : 'Working professional',
          ...(i % 4 === 0 ? ['Pet-friendly'] : []),
        ],
        availableFrom: DATES[i % DATES.length],
        availability: i % 6 === 0 ? 'Not Available' : 'Available',
      };
      return {
        fixture,
        createdAt: new Date(fixture.createdAt),
        likeCount: fixture.likeCount,
        input: listingInput({
          email: owner.email,
          name: owner.name,
          title: `Paging listing ${i}`,
          location: fixture.location,
          rentAmount: rent === null ? 'Negotiable' : `${rent.toLocaleString('en-US')} BDT`,
          roomType: fixture.roomType,
          lifestylePreferences: fixture.lifestyle,
          ...(fixture.availableFrom ? { availableFrom: fixture.availableFrom } : {}),
          availability: fixture.availability,
        }),
      };
    },
  );
  const ids = await storeListings(owner.uid, specs);
  fixtures = specs.map((spec, i) => ({ ...spec.fixture, id: ids[i]! }));
});

afterAll(async () => {
  await deleteListings([...fixtures.map((fixture) => fixture.id), ...extraIds]);
  await deleteAccount(owner);
});

// The orders the API promises, written out independently of its sort keys.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ORDERS = {
  newest: (a: Fixture, b: Fixture) => b.createdAt - a.createdAt || byText(b.id, a.id),
  rent: (a: Fixture, b: Fixture) =>
    (a.rent ?? Infinity) - (b.rent ?? Infinity) || b.createdAt - a.createdAt || byText(a.id, b.id),
  likes: (a: Fixture, b: Fixture) =>
    b.likeCount - a.likeCount || b.createdAt - a.createdAt || byText(b.id, a.id),
  available: (a: Fixture, b: Fixture) =>
    byText(a.availableFrom ?? '~', b.availableFrom ?? '~') || b.createdAt - a.createdAt || byText(a.id, b.id),
};
type Sort = keyof typeof ORDERS;

const expectedIds = (sort: Sort, keep: (fixture: Fixture) => boolean = () => true) =>
  fixtures
    .filter(keep)
    .sort(ORDERS[sort])
    .map((fixture) => fixture.id);

/** Follows X-Next-Cursor to the end; every page but the last is full and reads at most limit + 2 listings. */
async function allPages(query: Record<string, string | string[]>, limit: number): Promise<Listing[]> {
  const listings: Listing[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const item of [value].flat()) search.append(key, item);
    }
    search.set('limit', String(limit));
    if (cursor) search.set('cursor', cursor);
    const response = await api<Listing[]>(`/roommates?${search}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.length).toBeLessThanOrEqual(limit);
    const reads = Number(/reads=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
    expect(reads).toBeLessThanOrEqual(limit + 2);
    listings.push(...response.body);
    cursor = response.headers.get('x-next-cursor');
    if (!cursor) return listings;
  }
  throw new Error('More than 100 pages');
}

describe('GET /roommates paging', () => {
  it.each(['newest', 'rent', 'likes'] as const)(
    'pages through 250 listings 20 at a time, each exactly once, in %s order',
    async (sort) => {
      const listings = await allPages({ email: owner.email, sort }, 20);
      expect(listings.map((listing) => listing._id)).toEqual(expectedIds(sort));
    },
  );

  it('keeps a page of 20 under 20 KB', async () => {
    const response = await fetch(
      `http://127.0.0.1:5000/api/roommates?limit=20&email=${encodeURIComponent(owner.email)}`,
    );
    const body = await response.text();
    expect(JSON.parse(body)).toHaveLength(20);
    expect(Buffer.byteLength(body)).toBeLessThan(20 * 1024);
  });

  it('answers the plain call with one page of 20, newest first, reading 21 listings', async () => {
    // Enough listings that the whole collection holds more than a page (under another
    // address, so that the filtered lists of this file do not see them).
    const bulkEmail = `bulk-${uniqueTag()}@example.com`;
    const more = await storeListings(
      owner.uid,
      Array.from({ length: 30 }, (_, i) => ({
        input: listingInput({ email: bulkEmail }),
        createdAt: new Date(BASE_TIME - 86_400_000 - i * 1000),
      })),
    );
    extraIds.push(...more);
    const response = await api<Listing[]>('/roommates');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(20);
    expect(response.headers.get('x-next-cursor')).toBeTruthy();
    expect(response.headers.get('server-timing')).toMatch(/^firestore;dur=[\d.]+;desc="reads=21"$/);
    const times = response.body.map((listing) => Date.parse(listing.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('GET /roommates: a budget, a move-in date and words, with every sort (docs/api.md, "Listing search")', () => {
  const BY = '2026-12-31';
  const budget = (min: number, max: number) => (f: Fixture) =>
    f.rent !== null && f.rent >= min && f.rent <= max;
  const availableBy = (f: Fixture) => f.availableFrom !== undefined && f.availableFrom <= BY;
  const has =
    (...words: string[]) =>
    (f: Fixture) =>
      words.every((word) => f.lifestyle.includes(word));
  const both =
    (...keeps: ((f: Fixture) => boolean)[]) =>
    (f: Fixture) =>
      keeps.every((keep) => keep(f));
  const cases: [string, Record<string, string | string[]>, (fixture: Fixture) => boolean, Sort][] = [
    [
      'maxRent with availableBy',
      { maxRent: '6000', availableBy: BY },
      both(budget(0, 6000), availableBy),
      'rent',
    ],
    [
      'a budget, newest first',
      { minRent: '4500', maxRent: '8000', sort: 'newest' },
      budget(4500, 8000),
      'newest',
    ],
    [
      'a budget, most liked first',
      { minRent: '4500', maxRent: '8000', sort: 'likes' },
      budget(4500, 8000),
      'likes',
    ],
    ['a budget, soonest first', { maxRent: '8000', sort: 'available' }, budget(0, 8000), 'available'],
    ['availableBy, soonest first', { availableBy: BY }, availableBy, 'available'],
    ['availableBy, newest first', { availableBy: BY, sort: 'newest' }, availableBy, 'newest'],
    ['availableBy, cheapest first', { availableBy: BY, sort: 'rent' }, availableBy, 'rent'],
    ['availableBy, most liked first', { availableBy: BY, sort: 'likes' }, availableBy, 'likes'],
    [
      'a budget and availableBy, most liked first',
      { minRent: '3000', maxRent: '8000', availableBy: BY, sort: 'likes' },
      both(budget(3000, 8000), availableBy),
      'likes',
    ],
    [
      'two lifestyle words',
      { lifestyle: ['Working professional', 'Pet-friendly'] },
      has('Working professional', 'Pet-friendly'),
      'newest',
    ],
    [
      'two lifestyle words in one value',
      { lifestyle: 'non-smoker, Pet-friendly' },
      has('Non-smoker', 'Pet-friendly'),
      'newest',
    ],
    [
      'a place with a lifestyle word',
      { location: 'Dhaka', lifestyle: 'Student' },
      both((f) => f.location.endsWith('Dhaka'), has('Student')),
      'newest',
    ],
    [
      'a street typed as the place, two lifestyle words, a budget, most liked first',
      { q: 'Road 1', lifestyle: ['Student', 'Non-smoker'], maxRent: '9000', sort: 'likes' },
      both((f) => f.location.startsWith('Road 1,'), has('Student', 'Non-smoker'), budget(0, 9000)),
      'likes',
    ],
  ];

  it.each(cases)(
    '%s: 200 with the right listings in the right order, page by page',
    async (_name, query, keep, sort) => {
      const expected = expectedIds(sort, keep);
      expect(expected.length).toBeGreaterThan(7);
      const listings = await allPages({ email: owner.email, ...query }, 7);
      expect(listings.map((listing) => listing._id)).toEqual(expected);
    },
  );
});

describe('GET /roommates filters', () => {
  const cases: [string, Record<string, string | string[]>, (fixture: Fixture) => boolean, Sort?][] = [
    ['a city', { location: 'Sylhet' }, (f) => f.location.endsWith('Sylhet')],
    ['a city in another case', { location: 'dhaka' }, (f) => f.location.endsWith('Dhaka')],
    ['an area and its city', { location: 'Dhanmondi, Dhaka' }, (f) => f.location.includes('Dhanmondi')],
    [
      'a budget',
      { minRent: '4500', maxRent: '8000' },
      (f) => f.rent !== null && f.rent >= 4500 && f.rent <= 8000,
      'rent',
    ],
    ['a minimum rent only', { minRent: '10000' }, (f) => f.rent !== null && f.rent >= 10000, 'rent'],
    ['a room type', { roomType: 'shared room' }, (f) => f.roomType === 'Shared room'],
    ['availability', { availability: 'Not Available' }, (f) => f.availability === 'Not Available'],
    ['a lifestyle', { lifestyle: 'Pet-friendly' }, (f) => f.lifestyle.includes('Pet-friendly')],
  ];

  it.each(cases)(
    'returns exactly the matching listings for %s',
    async (_name, query, keep, sort = 'newest') => {
      const listings = await allPages({ email: owner.email, ...query }, 30);
      expect(listings.map((listing) => listing._id)).toEqual(expectedIds(sort, keep));
      expect(listings.length).toBeGreaterThan(0);
    },
  );

  it('combines filters with a sort and pages through them', async () => {
    const keep = (f: Fixture) =>
      f.location.endsWith('Dhaka') && f.roomType === 'Single room' && f.rent !== null && f.rent >= 4000;
    const byRent = await allPages(
      { email: owner.email, location: 'Dhaka', roomType: 'Single room', minRent: '4000', sort: 'rent' },
      7,
    );
    expect(byRent.map((listing) => listing._id)).toEqual(expectedIds('rent', keep));
    const byLikes = await allPages(
      { email: owner.email, location: 'Dhaka', roomType: 'Single room', sort: 'likes' },
      7,
    );
    expect(byLikes.map((listing) => listing._id)).toEqual(
      expectedIds('likes', (f) => f.location.endsWith('Dhaka') && f.roomType === 'Single room'),
    );
  });

  it('returns only matching listings from the whole collection', async () => {
    const listings = await allPages({ location: 'Sylhet', availability: 'Available', maxRent: '9000' }, 50);
    expect(listings.length).toBeGreaterThan(0);
    for (const listing of listings) {
      expect(listing.location).toMatch(/sylhet/i);
      expect(listing.availability).toBe('Available');
    }
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=ten', 'limit must be a whole number from 1 to 100'],
    ['sort=cheapest', 'sort must be one of newest, rent, likes, available, match'],
    ['availability=Soon', 'availability must be Available or Not Available'],
    ['minRent=-5', 'minRent must be a whole number of taka'],
    ['location=a&location=b', 'location must be given once'],
    ['color=blue', 'Unknown query option: color'],
    [
      'lifestyle=Student&lifestyle=Non-smoker&lifestyle=Quiet',
      'Search for at most 2 lifestyle words at a time',
    ],
    ['limit=5&cursor=not-a-cursor', 'cursor is not valid for this sort; start again without a cursor'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await api<ApiErrorBody>(`/roommates?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('answers a min rent above the max rent with no listing, reading none', async () => {
    const response = await api<Listing[]>(`/roommates?minRent=9000&maxRent=8000`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(response.headers.get('server-timing')).toMatch(/reads=0"/);
  });

  it('refuses a cursor of another sort', async () => {
    const first = await api<Listing[]>(
      `/roommates?limit=5&sort=likes&email=${encodeURIComponent(owner.email)}`,
    );
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const response = await api<ApiErrorBody>(`/roommates?limit=5&sort=rent&cursor=${cursor}`);
    expect(response.status).toBe(400);
  });
});
