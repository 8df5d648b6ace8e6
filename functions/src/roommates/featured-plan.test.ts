import { describe, expect, it } from 'vitest';
import { featuredLikeOf, FEATURED_LIKER_MIN_AGE_MS } from './featured-plan';

describe('featuredLikeOf', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const aged = (ms: number) => new Date(now.getTime() - ms);

  it('counts the like of an account with a verified e-mail that is a day old or more', () => {
    expect(featuredLikeOf({ emailVerified: true, createdAt: aged(FEATURED_LIKER_MIN_AGE_MS) }, now)).toBe(
      true,
    );
    expect(
      featuredLikeOf({ emailVerified: true, createdAt: aged(90 * FEATURED_LIKER_MIN_AGE_MS) }, now),
    ).toBe(true);
  });

  it('does not count a younger account, an unverified e-mail, or an account of unknown age', () => {
    expect(featuredLikeOf({ emailVerified: true, createdAt: aged(FEATURED_LIKER_MIN_AGE_MS - 1) }, now)).toBe(
      false,
    );
    expect(
      featuredLikeOf({ emailVerified: false, createdAt: aged(30 * FEATURED_LIKER_MIN_AGE_MS) }, now),
    ).toBe(false);
    expect(featuredLikeOf({ emailVerified: true, createdAt: null }, now)).toBe(false);
    expect(featuredLikeOf({ emailVerified: true, createdAt: new Date('not a date') }, now)).toBe(false);
  });
});
