import { z } from 'zod';
import type { Listing } from '@roommate-finder/contract/listing';
import { matchOf, type Match } from '@roommate-finder/contract/match';
import type { Profile } from '@roommate-finder/contract/profile';
import { listEntry } from './listing-document';
import type { ListingRecord } from './repository';

/**
 * Listings with their `match` for a person with a profile, and the order
 * "best match first" (GET /matches, GET /roommates?sort=match): score from
 * high to low, listings that are no match (null) after every match, newest
 * first among equals. A page's cursor is the place of its last listing in
 * that order; the next call reads the same candidates again and goes on
 * after it, so paging needs no stored state.
 */

export interface ScoredListing {
  record: ListingRecord;
  match: Match | null;
}

export const scoreRecord = (record: ListingRecord, profile: Profile, callerUid: string): ScoredListing => ({
  record,
  match: matchOf(profile, { ...record.fields, rentValue: record.rentValue }, record.ownerUid === callerUid),
});

/** The listing as answered to the person: with `match`. */
export const listingWithMatch = ({ record, match }: ScoredListing): Listing => ({ ...record.listing, match });

/** No match sorts below every score. */
const NO_MATCH = -1;

interface MatchPosition {
  score: number;
  key: string;
}

const positionOf = ({ record, match }: ScoredListing): MatchPosition => ({
  score: match?.score ?? NO_MATCH,
  key: record.newestKey,
});

/** Negative when a comes first. */
const compare = (a: MatchPosition, b: MatchPosition) =>
  b.score - a.score || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0);

const cursorSchema = z.strictObject({
  s: z.literal('match'),
  m: z.number().int().min(NO_MATCH).max(100),
  k: z.string().min(1).max(300),
});

export function encodeMatchCursor(position: MatchPosition): string {
  return Buffer.from(JSON.stringify({ s: 'match', m: position.score, k: position.key })).toString(
    'base64url',
  );
}

/** The position of a match cursor, or null when it is not one. */
export function decodeMatchCursor(cursor: string): MatchPosition | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return parsed.success ? { score: parsed.data.m, key: parsed.data.k } : null;
  } catch {
    return null;
  }
}

export interface RankedPage {
  listings: Listing[];
  nextCursor: string | null;
}

/** One page of the scored listings, best first, after the cursor's place. */
export function rankedPage(scored: ScoredListing[], after: MatchPosition | null, limit: number): RankedPage {
  const ranked = scored
    .map((item) => ({ item, position: positionOf(item) }))
    .filter(({ position }) => after === null || compare(after, position) < 0)
    .sort((a, b) => compare(a.position, b.position));
  const page = ranked.slice(0, limit);
  const last = page.at(-1);
  return {
    listings: page.map(({ item }) => listEntry(listingWithMatch(item))),
    nextCursor: ranked.length > limit && last ? encodeMatchCursor(last.position) : null,
  };
}
