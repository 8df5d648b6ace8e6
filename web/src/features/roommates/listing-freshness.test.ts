import { describe, expect, it } from 'vitest';
import { asksStillAvailable, daysSinceConfirmed, isStale } from './listing-freshness';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const daysAgo = (days: number, hours = 0) =>
  new Date(NOW - days * 24 * 60 * 60 * 1000 - hours * 60 * 60 * 1000).toISOString();

describe('listing freshness (docs/product.md, "Fresh listings")', () => {
  it('counts whole days since the listing was last updated or confirmed', () => {
    expect(daysSinceConfirmed({ confirmedAt: daysAgo(0, 5) }, NOW)).toBe(0);
    expect(daysSinceConfirmed({ confirmedAt: daysAgo(1) }, NOW)).toBe(1);
    expect(daysSinceConfirmed({ confirmedAt: daysAgo(3, 23) }, NOW)).toBe(3);
    // A clock a little behind the server's never says "-1 days".
    expect(daysSinceConfirmed({ confirmedAt: new Date(NOW + 60_000).toISOString() }, NOW)).toBe(0);
  });

  it('asks an Available listing untouched for 30 days whether it is still available', () => {
    const listing = { availability: 'Available' as const, confirmedAt: daysAgo(30) };
    expect(asksStillAvailable(listing, NOW)).toBe(true);
    expect(asksStillAvailable({ ...listing, confirmedAt: daysAgo(29, 23) }, NOW)).toBe(false);
    expect(asksStillAvailable({ ...listing, availability: 'Not Available' }, NOW)).toBe(false);
    expect(asksStillAvailable({ ...listing, hidden: { reason: 'moderator', at: daysAgo(1) } }, NOW)).toBe(
      false,
    );
  });

  it('marks an Available listing not confirmed for 60 days as maybe no longer available', () => {
    const listing = { availability: 'Available' as const, confirmedAt: daysAgo(60) };
    expect(isStale(listing, NOW)).toBe(true);
    expect(isStale({ ...listing, confirmedAt: daysAgo(59, 23) }, NOW)).toBe(false);
    expect(isStale({ ...listing, availability: 'Not Available' }, NOW)).toBe(false);
  });
});
