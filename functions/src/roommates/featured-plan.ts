import { countThenNewestQueries, type CountPosition, type QuerySpec } from './search-plan';

/**
 * The featured section (GET /featured-roommates) is earned: `Available`
 * listings ordered by their earned likes (`earnedLikeCount`: likes of
 * accounts whose e-mail address is verified and that are at least a day old,
 * featuredLikeOf()), newest first among equals, one listing per owner, so a
 * handful of free accounts cannot buy the section and one owner cannot fill
 * it. Every like still counts in the `likeCount` people see. Pure, so the
 * index test can check every shape (query-shapes.ts).
 */

/** The stored count of the likes that count toward the featured order. */
export const EARNED_LIKES_FIELD = 'earnedLikeCount';

/** How old an account must be for its likes to count toward the featured order. */
export const FEATURED_LIKER_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** What the featured order asks of a liking account (its e-mail from the verified token, its age from Auth). */
export interface Liker {
  emailVerified: boolean;
  /** When Firebase Auth created the account; null when unknown. */
  createdAt: Date | null;
}

/** Whether a like counts toward the featured order. */
export const featuredLikeOf = (liker: Liker, now: Date): boolean =>
  liker.emailVerified &&
  liker.createdAt !== null &&
  now.getTime() - liker.createdAt.getTime() >= FEATURED_LIKER_MIN_AGE_MS;

/** Listings read per query while looking for the featured owners. */
export const FEATURED_BATCH = 12;
/**
 * Most listing documents one featured answer reads: when the most earned
 * listings belong to few owners, the section shows fewer listings rather
 * than read on.
 */
export const FEATURED_READS_MAX = 4 * FEATURED_BATCH;

/** The queries of the next `count` featured candidates after a position. */
export const featuredQueries = (after: CountPosition | null, count: number): QuerySpec[] =>
  countThenNewestQueries(
    EARNED_LIKES_FIELD,
    [
      // Hidden listings are left out by the index, never read (docs/api.md, "Moderation").
      { field: 'listed', op: '==', value: true },
      { field: 'availability', op: '==', value: 'Available' },
    ],
    after,
    count,
  );
