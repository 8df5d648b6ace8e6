import { describe, expect, it } from 'vitest';
import { listingInputSchema } from '../../functions/src/contract/listing';
import { DEMO_ACCOUNTS, DEMO_LISTINGS, DEMO_PASSWORD } from './demo-data';

const city = (location: string) => location.split(',').at(-1)?.trim();

describe('demo data', () => {
  it('has at least 24 listings across at least 6 cities of Bangladesh', () => {
    expect(DEMO_LISTINGS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(DEMO_LISTINGS.map((listing) => city(listing.location))).size).toBeGreaterThanOrEqual(6);
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
    for (const { id, owner, postedDaysAgo: _p, likedBy, ...form } of DEMO_LISTINGS) {
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
});
