import { describe, expect, it } from 'vitest';
import { ACCOMMODATIONS, listingInputSchema } from '@roommate-finder/contract/listing';
import { CITY_IDS } from '@roommate-finder/contract/places';
import { withPlace } from '../../functions/src/roommates/place-fill';
import { rentValueOf } from '../../functions/src/roommates/rent-value';
import { matchOf } from '@roommate-finder/contract/match';
import { profileInputSchema } from '@roommate-finder/contract/profile';
import { PHOTO_ID } from '@roommate-finder/contract/photos';
import { DEMO_ACCOUNTS, DEMO_LISTINGS, DEMO_PASSWORD, DEMO_PROFILES } from './demo-data';
import { demoPhotosOf } from './demo-photos';

/** Each demo listing as the seed stores it (availableFrom counted from today). */
const stored = DEMO_LISTINGS.map(
  ({ id, availableInDays, owner, postedDaysAgo: _p, likedBy: _l, ...form }) => ({
    id,
    owner,
    availableInDays,
    ...withPlace(listingInputSchema.parse({ ...form, name: 'Owner', email: 'owner@example.com' })),
  }),
);

describe('demo data', () => {
  it('has at least 40 listings in all eight divisional cities, each with a city and area from its location', () => {
    expect(DEMO_LISTINGS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(stored.map((listing) => listing.city))).toEqual(new Set(CITY_IDS));
    for (const listing of stored) {
      expect(listing.city, listing.id).toBeDefined();
      expect(listing.area, listing.id).toBeDefined();
      expect(listing.accommodation, listing.id).toBeDefined();
      expect(listing.genderPolicy, listing.id).toBeDefined();
      expect(listing.tenants?.length, listing.id).toBeGreaterThan(0);
      expect(listing.advanceMonths, listing.id).toBeDefined();
      expect(listing.billsIncluded, listing.id).toBeDefined();
      expect(listing.amenities, listing.id).toBeDefined();
    }
  });

  it('gives every filter something to find', () => {
    expect(new Set(stored.map((listing) => listing.accommodation))).toEqual(new Set(ACCOMMODATIONS));
    expect(stored.some((listing) => listing.genderPolicy === 'female')).toBe(true);
    expect(stored.some((listing) => listing.genderPolicy === 'male')).toBe(true);
    const messWithMeals = stored.filter(
      (listing) => listing.accommodation === 'mess-seat' && listing.billsIncluded?.includes('meals'),
    );
    expect(messWithMeals.length).toBeGreaterThanOrEqual(3);
    expect(
      stored.filter((listing) => listing.accommodation === 'sublet' && listing.tenants?.includes('family'))
        .length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('has women-only mess seats in Mirpur under 6,000 taka, free now or within two weeks', () => {
    const mirpur = stored.filter(
      (listing) =>
        listing.area?.startsWith('dhaka-mirpur-') &&
        listing.accommodation === 'mess-seat' &&
        listing.genderPolicy === 'female' &&
        (rentValueOf(listing.rentAmount) ?? Infinity) < 6000 &&
        listing.availability === 'Available' &&
        listing.availableInDays <= 14,
    );
    expect(mirpur.length).toBeGreaterThanOrEqual(2);
  });

  it('has at least 6 accounts with unique uids and emails', () => {
    expect(DEMO_ACCOUNTS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(DEMO_ACCOUNTS.map((account) => account.uid)).size).toBe(DEMO_ACCOUNTS.length);
    expect(new Set(DEMO_ACCOUNTS.map((account) => account.email)).size).toBe(DEMO_ACCOUNTS.length);
  });

  it('uses a password that passes the sign-up rules', () => {
    expect(DEMO_PASSWORD).toMatch(/[A-Z]/);
    expect(DEMO_PASSWORD).toMatch(/[a-z]/);
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(6);
  });

  it('fits the API contract, with unique ids and no self-likes or repeated likes', () => {
    const uids = new Set(DEMO_ACCOUNTS.map((account) => account.uid));
    expect(new Set(DEMO_LISTINGS.map((listing) => listing.id)).size).toBe(DEMO_LISTINGS.length);
    for (const { id, owner, postedDaysAgo: _p, likedBy, availableInDays: _a, ...form } of DEMO_LISTINGS) {
      expect(uids.has(owner), id).toBe(true);
      expect(likedBy, id).not.toContain(owner);
      expect(new Set(likedBy).size, id).toBe(likedBy.length);
      expect(
        () => listingInputSchema.parse({ ...form, name: 'Owner', email: 'owner@example.com' }),
        id,
      ).not.toThrow();
    }
  });

  it('gives the featured section a most-liked order among available listings', () => {
    const available = DEMO_LISTINGS.filter((listing) => listing.availability === 'Available');
    expect(available.length).toBeGreaterThan(6);
    expect(new Set(available.map((listing) => listing.likedBy.length)).size).toBeGreaterThan(3);
  });

  it('gives every account a profile and every listing a household, so each account sees a few matches with reasons, the best a good one', () => {
    for (const account of DEMO_ACCOUNTS) {
      const profile = profileInputSchema.parse(DEMO_PROFILES[account.uid]);
      const matches = stored
        .map((listing) =>
          matchOf(
            profile,
            { ...listing, rentValue: rentValueOf(listing.rentAmount) },
            listing.owner === account.uid,
          ),
        )
        .filter((match) => match !== null);
      expect(matches.length, account.uid).toBeGreaterThanOrEqual(2);
      // The best of them, first on the person's /matches, is a good or a great match.
      const best = Math.max(...matches.map((match) => match.score));
      expect(['great', 'good'], account.uid).toContain(matches.find((match) => match.score === best)?.band);
      for (const match of matches) expect(match.reasons.length, account.uid).toBeGreaterThan(0);
    }
    const bands = DEMO_ACCOUNTS.flatMap((account) => {
      const profile = profileInputSchema.parse(DEMO_PROFILES[account.uid]);
      return stored.map(
        (listing) =>
          matchOf(
            profile,
            { ...listing, rentValue: rentValueOf(listing.rentAmount) },
            listing.owner === account.uid,
          )?.band,
      );
    });
    // Not everything is a great match: the demo shows the three bands.
    expect(new Set(bands.filter(Boolean))).toEqual(new Set(['great', 'good', 'fair']));
  });
});

describe('demo photos', () => {
  it('gives every demo listing 1 to 4 photos, its kind of room first, with ids of the API shape', () => {
    const counts = new Set<number>();
    DEMO_LISTINGS.forEach((listing, index) => {
      const photos = demoPhotosOf(listing.id, index, listing.accommodation ?? 'single-room');
      expect(photos.length, listing.id).toBeGreaterThanOrEqual(1);
      expect(photos.length, listing.id).toBeLessThanOrEqual(4);
      counts.add(photos.length);
      for (const photo of photos) expect(photo.id).toMatch(PHOTO_ID);
      expect(new Set(photos.map((photo) => photo.id)).size).toBe(photos.length);
    });
    expect(counts).toEqual(new Set([1, 2, 3, 4]));
  });
});
