import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { InsertResult } from '@roommate-finder/contract/api-results';
import type { City } from '@roommate-finder/contract/places';
import type { Listing, ListingInput } from '@roommate-finder/contract/listing';
import { api } from '../support/api';
import { createAccount, deleteAccount, type TestAccount } from '../support/auth-emulator';
import { listingInput } from '../support/listings';

/** The optional Bangladesh fields of a listing and the search options of GET /roommates (docs/api.md). */

let owner: TestAccount;
const created: string[] = [];

beforeAll(async () => {
  owner = await createAccount();
});

afterAll(async () => {
  for (const id of created) await api(`/roommates/${id}`, { method: 'DELETE', token: owner.idToken });
  await deleteAccount(owner);
});

const DETAILS: Partial<ListingInput> = {
  city: 'dhaka',
  area: 'dhaka-mirpur-10',
  accommodation: 'mess-seat',
  genderPolicy: 'female',
  tenants: ['student', 'job-holder'],
  advanceMonths: 1,
  billsIncluded: ['gas', 'water', 'meals'],
  availableFrom: '2026-12-01',
  amenities: ['wifi', 'security'],
};

async function post(body: unknown) {
  const response = await api<InsertResult & ApiErrorBody>('/roommates', {
    method: 'POST',
    token: owner.idToken,
    body,
  });
  if (response.status === 201) created.push(response.body.insertedId);
  return response;
}

async function postAndGet(body: Partial<ListingInput>): Promise<Listing> {
  const response = await post(listingInput(body));
  expect(response.status).toBe(201);
  return (await api<Listing>(`/roommates/${response.body.insertedId}`)).body;
}

describe('listing fields', () => {
  it('stores every new field and returns it', async () => {
    const listing = await postAndGet({ ...DETAILS, location: 'Road 2, Mirpur 10, Dhaka' });
    expect(listing).toMatchObject({ ...DETAILS, tenants: ['student', 'job-holder'] });
  });

  it.each([
    ['Section 10, Mirpur, Dhaka', 'dhaka', 'dhaka-mirpur-10'],
    ['মিরপুর ১০, ঢাকা', 'dhaka', 'dhaka-mirpur-10'],
    ['Mirpur10, Dhaka', 'dhaka', 'dhaka-mirpur-10'],
    ['GEC Circle, Chittagong', 'chattogram', 'chattogram-gec'],
  ])('fills city and area of a ten-field POST from the location %s', async (location, city, area) => {
    const listing = await postAndGet({ location });
    expect(listing.city).toBe(city);
    expect(listing.area).toBe(area);
  });

  it('leaves city and area out when the location names no known place', async () => {
    const listing = await postAndGet({ location: 'Kolatoli, Cox’s Bazar' });
    expect(listing.city).toBeUndefined();
    expect(listing.area).toBeUndefined();
  });

  it('fills the area of the given city from a location whose name two cities share', async () => {
    const listing = await postAndGet({ location: 'উপশহর', city: 'rajshahi' });
    expect(listing.area).toBe('rajshahi-uposhohor');
  });

  it('fills the city of a given area', async () => {
    const listing = await postAndGet({ location: 'Near the lake', area: 'sylhet-zindabazar' });
    expect(listing.city).toBe('sylhet');
  });

  it('replaces the fields on PUT, dropping those left out', async () => {
    const response = await post(listingInput({ ...DETAILS, location: 'Mirpur 10, Dhaka' }));
    const id = response.body.insertedId;
    const put = await api(`/roommates/${id}`, {
      method: 'PUT',
      token: owner.idToken,
      body: listingInput({ location: 'Agrabad, Chattogram', accommodation: 'whole-flat', advanceMonths: 3 }),
    });
    expect(put.status).toBe(200);
    const listing = (await api<Listing>(`/roommates/${id}`)).body;
    expect(listing).toMatchObject({
      city: 'chattogram',
      area: 'chattogram-agrabad',
      accommodation: 'whole-flat',
      advanceMonths: 3,
    });
    expect(listing.genderPolicy).toBeUndefined();
    expect(listing.amenities).toBeUndefined();
  });

  it.each([
    ['city', 'Dhaka', 'City must be a known city id'],
    ['city', 7, 'City must be a city id'],
    ['area', 'dhaka-nowhere', 'Area must be a known area id'],
    ['area', 'sylhet-zindabazar', 'Area must be an area of the city dhaka'],
    ['accommodation', 'mansion', 'Accommodation must be one of'],
    ['genderPolicy', 'women', 'Gender policy must be one of female, male, any'],
    ['tenants', 'student', 'Tenants must be a list'],
    ['tenants', ['pets'], 'Tenants must be one of student, job-holder, family'],
    ['advanceMonths', 24, 'Advance months must be from 0 to 12'],
    ['advanceMonths', 'two', 'Advance months must be a number'],
    ['billsIncluded', ['rent'], 'Bills included must be one of'],
    ['availableFrom', '2026-13-01', 'Available from must be a date YYYY-MM-DD'],
    ['amenities', ['pool'], 'Amenities must be one of'],
  ])('answers 400 for %s = %j, naming the field', async (field, value, message) => {
    const response = await post({ ...listingInput(), city: 'dhaka', [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(response.body.errors?.[0]?.field.split('.')[0]).toBe(field);
  });
});

describe('GET /api/places', () => {
  it('answers the catalogue of eight cities with their areas', async () => {
    const response = await api<City[]>('/places');
    expect(response.status).toBe(200);
    expect(response.body.map((city) => city.id)).toContain('chattogram');
    expect(response.body).toHaveLength(8);
    const dhaka = response.body.find((city) => city.id === 'dhaka');
    expect(dhaka?.areas.find((area) => area.id === 'dhaka-mirpur-10')).toMatchObject({
      en: 'Mirpur 10',
      bn: 'মিরপুর ১০',
    });
  });
});

describe('search options (on the demo data)', () => {
  const search = async (query: string) => {
    const response = await api<Listing[]>(`/roommates?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response;
  };

  it('finds women-only mess seats in Mirpur under 6,000 taka, cheapest first', async () => {
    const areas = ['dhaka-mirpur-1', 'dhaka-mirpur-2', 'dhaka-mirpur-10', 'dhaka-mirpur-11']
      .map((area) => `area=${area}`)
      .join('&');
    const response = await search(`${areas}&accommodation=mess-seat&gender=female&maxRent=6000&limit=50`);
    const seats = response.body.filter((listing) => listing._id.startsWith('demo-'));
    expect(seats.length).toBeGreaterThanOrEqual(2);
    for (const listing of response.body) {
      expect(listing.area).toMatch(/^dhaka-mirpur-/);
      expect(listing.accommodation).toBe('mess-seat');
      expect(['female', 'any']).toContain(listing.genderPolicy);
    }
  });

  it.each([
    ['city=chattogram', (l: Listing) => l.city === 'chattogram'],
    ['area=sylhet-zindabazar', (l: Listing) => l.area === 'sylhet-zindabazar'],
    [
      'accommodation=sublet&accommodation=whole-flat',
      (l: Listing) => ['sublet', 'whole-flat'].includes(l.accommodation ?? ''),
    ],
    ['gender=male', (l: Listing) => l.genderPolicy === 'male' || l.genderPolicy === 'any'],
    ['tenant=family', (l: Listing) => l.tenants?.includes('family') === true],
    [
      'amenity=lift&amenity=generator',
      (l: Listing) => ['lift', 'generator'].every((a) => l.amenities?.includes(a as never)),
    ],
    ['availableBy=2026-01-01', (l: Listing) => (l.availableFrom ?? '9999') <= '2026-01-01'],
    ['q=Chittagong', (l: Listing) => l.city === 'chattogram'],
    ['q=' + encodeURIComponent('মিরপুর ১০'), (l: Listing) => l.area === 'dhaka-mirpur-10'],
    ['q=' + encodeURIComponent('মিরপুর'), (l: Listing) => (l.area ?? '').startsWith('dhaka-mirpur-')],
  ])('%s answers only matching listings', async (query, matches) => {
    const response = await search(`${query}&limit=100`);
    for (const listing of response.body) expect(matches(listing), listing._id).toBe(true);
  });

  it('finds the Mirpur listings for "মিরপুর" as for "Mirpur" (docs/product.md, "Languages")', async () => {
    const bangla = await search(`q=${encodeURIComponent('মিরপুর')}&limit=100`);
    const english = await search('q=Mirpur&limit=100');
    expect(bangla.status).toBe(200);
    expect(bangla.body.length).toBeGreaterThan(0);
    expect(bangla.body.map((listing) => listing._id)).toEqual(english.body.map((listing) => listing._id));
  });

  it('finds the Mirpur 10 listings for "mirpur10", written without a space, as for "Mirpur 10"', async () => {
    const joined = await search('q=mirpur10&limit=100');
    const spaced = await search('q=Mirpur%2010&limit=100');
    expect(joined.status).toBe(200);
    expect(joined.body.length).toBeGreaterThan(0);
    expect(joined.body.map((listing) => listing._id)).toEqual(spaced.body.map((listing) => listing._id));
  });

  it('finds the Uposhohor of the City chosen by its Bangla name, which Sylhet shares, and both without one', async () => {
    const ids = async (query: string) =>
      (await search(`${query}&limit=100`)).body.map((listing) => listing._id);
    const rajshahi = await ids(`q=${encodeURIComponent('উপশহর')}&city=rajshahi`);
    expect(rajshahi).toContain('demo-rajshahi-upashahar');
    expect(rajshahi).not.toContain('demo-sylhet-upashahar');
    expect(await ids(`q=${encodeURIComponent('উপশহর')}&city=sylhet`)).toContain('demo-sylhet-upashahar');
    // Or the city of an area ticked, without a City.
    expect(await ids(`q=${encodeURIComponent('উপশহর')}&area=rajshahi-uposhohor`)).toContain(
      'demo-rajshahi-upashahar',
    );
    // With nothing to decide between them, both.
    const both = await ids(`q=${encodeURIComponent('উপশহর')}`);
    expect(both).toContain('demo-rajshahi-upashahar');
    expect(both).toContain('demo-sylhet-upashahar');
  });

  it('finds something for every option on the demo data', async () => {
    for (const query of [
      'city=mymensingh',
      'accommodation=hostel-seat',
      'gender=female',
      'tenant=student',
      'amenity=parking',
      `availableBy=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`,
      'q=Barisal',
    ]) {
      expect((await search(`${query}&limit=5`)).body.length, query).toBeGreaterThan(0);
    }
  });

  it('lists availableBy soonest first', async () => {
    const by = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const dates = (await search(`availableBy=${by}&limit=100`)).body.map(
      (listing) => listing.availableFrom ?? '',
    );
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort());
  });

  it('reads at most limit + 2 documents, and says so in Server-Timing', async () => {
    const response = await search('city=dhaka&gender=female&limit=3');
    const reads = Number(/reads=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(5);
  });

  it('reads no listing for a budget that matches nothing (it used to read 1,000)', async () => {
    const response = await search('minRent=1&maxRent=1');
    expect(response.body).toEqual([]);
    expect(response.headers.get('server-timing')).toMatch(/reads=0"/);
  });

  it("answers a place the catalogue does not know as a word of the listings' locations", async () => {
    const response = await search('q=Atlantis');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('answers q with area by the areas they share, and none when they share none', async () => {
    const shared = await search('q=Mirpur&area=dhaka-mirpur-10&area=dhaka-banani&limit=100');
    expect(shared.status).toBe(200);
    expect(shared.body.length).toBeGreaterThan(0);
    expect(new Set(shared.body.map((listing) => listing.area))).toEqual(new Set(['dhaka-mirpur-10']));
    const none = await search('q=Mirpur%2010&area=dhaka-banani');
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    expect(none.headers.get('server-timing')).toMatch(/reads=0"/);
  });

  it.each([
    ['q=Sylhet&city=dhaka', 'search/other-city', '"Sylhet" is not in Dhaka: choose places of one city'],
    [
      'city=dhaka&area=sylhet-zindabazar',
      'search/other-city',
      'Zindabazar is not in Dhaka: choose places of one city',
    ],
    [
      'location=Nowhere%20Lane%2C%20Atlantis',
      'search/unknown-place',
      '"Nowhere Lane, Atlantis" is not a place we know: search for one part of it, or a city or area name',
    ],
    [
      'q=Atlantis&location=Dhanmondi',
      'search/too-many-words',
      'Search for one place at a time: the catalogue does not know both places typed',
    ],
    ['gender=any', 'validation/invalid', 'gender must be given once, one of female, male'],
    [
      // Eleven areas: Browse Listing's boxes let a person tick them all.
      [1, 2, 10, 11, 12, 14]
        .map((n) => `dhaka-mirpur-${n}`)
        .concat(['dhaka-kazipara', 'dhaka-dhanmondi', 'dhaka-gulshan-1', 'dhaka-gulshan-2', 'dhaka-banani'])
        .map((id) => `area=${id}`)
        .join('&'),
      'validation/too-many',
      'area can be given at most 10 times',
    ],
    [
      `${Array.from({ length: 6 }, (_, i) => `area=dhaka-mirpur-${[1, 2, 10, 11, 12, 14][i]}`).join('&')}&accommodation=mess-seat&accommodation=sublet&accommodation=hostel-seat&accommodation=shared-room&accommodation=single-room&accommodation=whole-flat`,
      'search/too-many-combinations',
      '6 areas and 6 home types make 36 combinations, more than 30: choose fewer areas or home types',
    ],
  ])('answers 400 for %s, in words for people, with a code of its own', async (query, code, message) => {
    const response = await api<ApiErrorBody>(`/roommates?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code, message });
  });
});
