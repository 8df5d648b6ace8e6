import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { InsertResult } from '@roommate-finder/contract/api-results';
import { quietHabits } from '@roommate-finder/contract/habit-answers.testing';
import type { HouseholdInput } from '@roommate-finder/contract/habits';
import type { Listing, ListingInput } from '@roommate-finder/contract/listing';
import type { ProfileInput, StoredProfile } from '@roommate-finder/contract/profile';
import { COLLECTIONS } from '../../functions/src/firestore';
import { api, type JsonResponse } from '../support/api';
import { createAccount, deleteAccount, type TestAccount } from '../support/auth-emulator';
import { deleteListings, listingInput, storeListings } from '../support/listings';
import { stackDb } from '../support/stack-db';

/**
 * Roommate profiles and matches (docs/api.md, "Profile and matches";
 * docs/product.md, "Matching"): acceptance 2 of the matching issue. The
 * crafted listings sit in an area no demo listing and no other test uses
 * (Kawnia, Barishal), so the matches of this file's profile are its own.
 */

const AREA = 'barishal-kawnia';

/**
 * The promise of docs/api.md ("Profile and matches"): "a call reads at most
 * 100 documents". Stated here, not imported from candidate-plan.ts, so a
 * raised MATCH_READS_MAX fails this file instead of moving the promise.
 */
const READS_PROMISED = 100;

/** A person's answers. Its moveBy and budget are markers: no answer to anyone else may contain them. */
const HABITS = quietHabits({ meals: 'cook' });
const MOVE_BY = '2031-07-19';
const BUDGET = 7123;

const PROFILE: ProfileInput = {
  gender: 'female',
  tenant: 'student',
  cities: ['barishal'],
  areas: [AREA],
  budgetMax: BUDGET,
  moveBy: MOVE_BY,
  accommodation: ['mess-seat', 'shared-room'],
  habits: HABITS,
  importance: { smoking: 3, noise: 3, sleep: 3, cleanliness: 3 },
  dealbreakers: ['smoking'],
};

const sameHousehold: HouseholdInput = {
  habits: HABITS,
  importance: { smoking: 3, noise: 3, sleep: 3, cleanliness: 3 },
  dealbreakers: [],
};

/** Differs on some habits that matter: still a match, a weaker one. */
const weakerHousehold: HouseholdInput = {
  habits: { ...HABITS, sleep: 'midnight', cleanliness: 3, guests: 'sometimes', meals: 'own' },
  importance: { noise: 3 },
  dealbreakers: [],
};

/** Everything a listing needs to pass this profile's hard constraints. */
const FITTING: Partial<ListingInput> = {
  location: 'Kawnia, Barishal',
  city: 'barishal',
  area: AREA,
  rentAmount: '6,000 BDT',
  accommodation: 'mess-seat',
  genderPolicy: 'female',
  tenants: ['student'],
  availability: 'Available',
  availableFrom: '2026-12-01',
  household: sameHousehold,
};

const CRAFTED = {
  nearPerfect: { ...FITTING, title: 'Near-perfect fit' },
  weaker: { ...FITTING, title: 'Weaker fit', household: weakerHousehold },
  dealbreaker: {
    ...FITTING,
    title: 'Smokers at home',
    household: { ...sameHousehold, habits: { ...HABITS, smoking: 'yes' } },
  },
  menOnly: { ...FITTING, title: 'Men only', genderPolicy: 'male' },
  overBudget: { ...FITTING, title: 'Far over budget', rentAmount: '20,000 BDT' },
  otherCity: {
    ...FITTING,
    title: 'Another city',
    location: 'Zindabazar, Sylhet',
    city: 'sylhet',
    area: 'sylhet-zindabazar',
  },
} satisfies Record<string, Partial<ListingInput>>;

let person: TestAccount;
let owner: TestAccount;
let noProfile: TestAccount;
const ids = {} as Record<keyof typeof CRAFTED, string>;

const putProfile = (account: TestAccount, body: unknown) =>
  api<StoredProfile & ApiErrorBody>('/profile', { method: 'PUT', token: account.idToken, body });

beforeAll(async () => {
  [person, owner, noProfile] = await Promise.all([createAccount(), createAccount(), createAccount()]);
  for (const [key, fields] of Object.entries(CRAFTED)) {
    const response = await api<InsertResult>('/roommates', {
      method: 'POST',
      token: owner.idToken,
      body: listingInput(fields),
    });
    expect(response.status, key).toBe(201);
    ids[key as keyof typeof CRAFTED] = response.body.insertedId;
  }
});

afterAll(async () => {
  for (const id of Object.values(ids))
    await api(`/roommates/${id}`, { method: 'DELETE', token: owner.idToken });
  const profiles = stackDb().collection(COLLECTIONS.profiles);
  for (const account of [person, owner, noProfile]) {
    await profiles.doc(account.uid).delete();
    await deleteAccount(account);
  }
});

describe('the roommate profile', () => {
  it('needs a sign-in to read or save', async () => {
    expect((await api<ApiErrorBody>('/profile')).status).toBe(401);
    const put = await api<ApiErrorBody>('/profile', { method: 'PUT', body: PROFILE });
    expect(put.status).toBe(401);
    expect(put.body.message).toBe('Please sign in to continue');
  });

  it('answers 404 with a clear message before one is made', async () => {
    const response = await api<ApiErrorBody>('/profile', { token: noProfile.idToken });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('You have no roommate profile yet: make one to see your matches');
  });

  it('is created, read back and replaced whole', async () => {
    const { areas: _areas, ...withoutAreas } = PROFILE;
    const created = await putProfile(person, { ...withoutAreas, moveBy: '2030-01-01' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      ...withoutAreas,
      moveBy: '2030-01-01',
      updatedAt: created.body.updatedAt,
    });
    expect(Date.parse(created.body.updatedAt)).not.toBeNaN();

    const replaced = await putProfile(person, PROFILE);
    expect(replaced.status).toBe(200);
    const read = await api<StoredProfile>('/profile', { token: person.idToken });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...PROFILE, updatedAt: replaced.body.updatedAt });
  });

  it.each([
    [{ ...PROFILE, budgetMax: 'lots' }, 'budgetMax', 'Budget must be a number of taka a month'],
    [
      { ...PROFILE, habits: { ...HABITS, sleep: 'noon' } },
      'habits.sleep',
      'Sleep must be one of early, midnight, late',
    ],
    [{ ...PROFILE, cities: ['atlantis'] }, 'cities.0', 'Cities must be known city ids'],
    [
      { ...PROFILE, importance: { smoking: 5 } },
      'importance.smoking',
      'Importance of smoking must be 0, 1 or 3',
    ],
    [{ ...PROFILE, uid: 'someone-else' }, '', 'Unknown field: uid'],
  ])('refuses a bad profile with 400 naming the field (%#)', async (body, field, message) => {
    const response = await putProfile(noProfile, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(response.body.errors?.map((error) => error.field)).toContain(field);
    expect((await api('/profile', { token: noProfile.idToken })).status).toBe(404);
  });
});

const idsOf = (listings: Listing[]) => listings.map((listing) => listing._id);
const readsOf = (response: JsonResponse) =>
  Number(/reads=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);

describe('GET /api/matches', () => {
  beforeAll(async () => {
    expect((await putProfile(person, PROFILE)).status).toBe(200);
  });

  it('returns the near-perfect fit, then the weaker fit, and none of the listings a hard constraint rules out', async () => {
    const response = await api<Listing[]>('/matches?limit=100', { token: person.idToken });
    expect(response.status).toBe(200);
    const crafted = new Set(Object.values(ids));
    expect(idsOf(response.body).filter((id) => crafted.has(id))).toEqual([ids.nearPerfect, ids.weaker]);
    expect(response.body[0]?._id).toBe(ids.nearPerfect);

    const [best, weaker] = response.body;
    expect(best?.match).toMatchObject({ band: 'great', score: 100 });
    expect(best?.match?.reasons.slice(0, 3)).toEqual([
      { habit: 'smoking', kind: 'agree' },
      { habit: 'sleep', kind: 'agree' },
      { habit: 'cleanliness', kind: 'agree' },
    ]);
    expect(weaker?.match?.score).toBeLessThan(80);
    expect(weaker?.match?.score).toBeGreaterThanOrEqual(50);
    expect(weaker?.match?.reasons).toContainEqual({ habit: 'cleanliness', kind: 'differ' });
    // At most 100 documents (candidates, the profile and the costly-read counter), whatever the number of listings.
    expect(readsOf(response)).toBeLessThanOrEqual(READS_PROMISED);
  });

  it('reads at most 100 documents with more candidates than that, and still puts the best fits first', async () => {
    // 120 more listings that pass every hard constraint, dearer than the crafted ones, without a household (a fair match, 50).
    const extra = await storeListings(
      owner.uid,
      Array.from({ length: 120 }, (_, index) => ({
        input: listingInput({
          ...FITTING,
          household: undefined,
          rentAmount: '7,000 BDT',
          title: `Another fit ${index}`,
        }),
        createdAt: new Date(Date.now() - index * 1000),
      })),
    );
    try {
      const response = await api<Listing[]>('/matches?limit=100', { token: person.idToken });
      expect(response.status).toBe(200);
      // The profile, the costly-read counter and 98 of the 126 that fit: no more.
      expect(readsOf(response)).toBe(READS_PROMISED);
      expect(idsOf(response.body).slice(0, 2)).toEqual([ids.nearPerfect, ids.weaker]);
    } finally {
      await deleteListings(extra);
    }
  });

  it('pages best first with X-Next-Cursor', async () => {
    const first = await api<Listing[]>('/matches?limit=1', { token: person.idToken });
    expect(idsOf(first.body)).toEqual([ids.nearPerfect]);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await api<Listing[]>(`/matches?limit=1&cursor=${cursor}`, { token: person.idToken });
    expect(idsOf(second.body)).toEqual([ids.weaker]);
    const bad = await api<ApiErrorBody>('/matches?cursor=nonsense', { token: person.idToken });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('cursor is not valid');
  });

  it('needs a sign-in and a profile', async () => {
    expect((await api('/matches')).status).toBe(401);
    const without = await api<ApiErrorBody>('/matches', { token: noProfile.idToken });
    expect(without.status).toBe(404);
    expect(without.body.message).toBe('You have no roommate profile yet: make one to see your matches');
  });
});

describe('match on listings', () => {
  beforeAll(async () => {
    expect((await putProfile(person, PROFILE)).status).toBe(200);
  });

  it('is present for the person with a profile: on a listing and in a list', async () => {
    const one = await api<Listing>(`/roommates/${ids.nearPerfect}`, { token: person.idToken });
    expect(one.body.match).toMatchObject({ band: 'great', score: 100 });
    const ruledOut = await api<Listing>(`/roommates/${ids.menOnly}`, { token: person.idToken });
    expect(ruledOut.body.match).toBeNull();

    const list = await api<Listing[]>(`/roommates?area=${AREA}&limit=100`, { token: person.idToken });
    expect(list.status).toBe(200);
    const byId = new Map(list.body.map((listing) => [listing._id, listing]));
    expect(byId.get(ids.nearPerfect)?.match?.band).toBe('great');
    expect(byId.get(ids.dealbreaker)).toHaveProperty('match', null);
  });

  it('is absent for a visitor and for a person without a profile', async () => {
    for (const token of [undefined, noProfile.idToken]) {
      const one = await api<Listing>(`/roommates/${ids.nearPerfect}`, { token });
      expect(one.status).toBe(200);
      expect(one.body).not.toHaveProperty('match');
      const list = await api<Listing[]>(`/roommates?area=${AREA}`, { token });
      expect(list.body.length).toBeGreaterThan(0);
      for (const listing of list.body) expect(listing).not.toHaveProperty('match');
    }
  });

  it('sorts a search best match first with sort=match, for the person with a profile only', async () => {
    const sorted = await api<Listing[]>(`/roommates?area=${AREA}&sort=match`, { token: person.idToken });
    expect(sorted.status).toBe(200);
    expect(idsOf(sorted.body).slice(0, 2)).toEqual([ids.nearPerfect, ids.weaker]);
    // The rest of the search follows, as no match.
    expect(idsOf(sorted.body)).toContain(ids.menOnly);
    expect(sorted.body.at(-1)?.match).toBeNull();

    const visitor = await api<ApiErrorBody>(`/roommates?area=${AREA}&sort=match`);
    expect(visitor.status).toBe(400);
    expect(visitor.body.message).toContain('sign in');
    const none = await api<ApiErrorBody>(`/roommates?area=${AREA}&sort=match`, { token: noProfile.idToken });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('make one first');
  });
});

describe('household of a listing', () => {
  it('is stored and returned as its owner published it; an unchanged PUT changes nothing', async () => {
    const stored = await api<Listing>(`/roommates/${ids.weaker}`);
    expect(stored.body.household).toEqual(weakerHousehold);
    // Lists leave it out: only the listing's own page shows it.
    const list = await api<Listing[]>(`/roommates?area=${AREA}`);
    expect(list.body.find((listing) => listing._id === ids.weaker)).not.toHaveProperty('household');
    const body = listingInput({ ...CRAFTED.weaker, title: stored.body.title });
    const put = await api(`/roommates/${ids.weaker}`, { method: 'PUT', token: owner.idToken, body });
    expect(put.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
  });

  it('refuses a bad household with 400 naming the field', async () => {
    const response = await api<ApiErrorBody>('/roommates', {
      method: 'POST',
      token: owner.idToken,
      body: listingInput({ ...FITTING, household: { habits: { noise: 'silent' }, members: 3 } as never }),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((error) => error.field).sort()).toEqual([
      'household',
      'household.habits.noise',
    ]);
    expect(response.body.message).toContain('Noise must be one of quiet, moderate, lively');
  });
});

describe('privacy of the profile', () => {
  it('no answer to another account carries the profile’s answers', async () => {
    expect((await putProfile(person, PROFILE)).status).toBe(200);
    expect((await putProfile(owner, { ...PROFILE, moveBy: undefined, budgetMax: 9000 })).status).toBe(200);
    const others = [owner, noProfile];
    const paths = [
      '/profile',
      '/matches?limit=100',
      `/roommates?area=${AREA}&limit=100`,
      `/roommates?area=${AREA}&sort=match`,
      ...Object.values(ids).map((id) => `/roommates/${id}`),
      '/featured-roommates',
      '/users?limit=100',
    ];
    for (const account of [...others, undefined]) {
      for (const path of paths) {
        const response = await api(path, { token: account?.idToken });
        const text = JSON.stringify(response.body);
        expect(text, path).not.toContain(MOVE_BY);
        expect(text, path).not.toContain(String(BUDGET));
        // Only GET /profile answers a profile, and only the caller's own.
        if (path !== '/profile' || account !== owner) {
          expect(text, path).not.toContain('budgetMax');
          expect(text, path).not.toContain('"cities"');
        }
      }
    }
    // The owner's own profile comes back to the owner only.
    const own = await api<StoredProfile>('/profile', { token: owner.idToken });
    expect(own.body.budgetMax).toBe(9000);
  });
});
