import { describe, expect, it } from 'vitest';
import type { Listing } from '@roommate-finder/contract/listing';
import type { Match } from '@roommate-finder/contract/match';
import { decodeMatchCursor, rankedPage, type ScoredListing } from './match-ranking';
import type { ListingRecord } from './repository';

/** Best match first, no match last, newest first among equals; a cursor goes on where a page stopped. */

const scored = (id: string, newestKey: string, score: number | null): ScoredListing => ({
  record: { id, newestKey, listing: { _id: id } as Listing } as ListingRecord,
  match: score === null ? null : ({ score, band: 'fair', reasons: [] } satisfies Match),
});

const LISTINGS = [
  scored('old-great', '2026-01-01_a', 90),
  scored('none', '2026-06-01_b', null),
  scored('new-great', '2026-05-01_c', 90),
  scored('fair', '2026-07-01_d', 55),
  scored('older-none', '2026-02-01_e', null),
];

describe('rankedPage', () => {
  it('orders by score, then newest first, listings that are no match last', () => {
    const page = rankedPage(LISTINGS, null, 10);
    expect(page.listings.map((listing) => listing._id)).toEqual([
      'new-great',
      'old-great',
      'fair',
      'none',
      'older-none',
    ]);
    expect(page.listings[3]).toHaveProperty('match', null);
    expect(page.nextCursor).toBeNull();
  });

  it('pages through every listing once, with a cursor that says where the page stopped', () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = rankedPage(LISTINGS, cursor === null ? null : decodeMatchCursor(cursor), 2);
      seen.push(...page.listings.map((listing) => listing._id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(['new-great', 'old-great', 'fair', 'none', 'older-none']);
  });

  it('refuses a cursor that is not its own', () => {
    expect(decodeMatchCursor('nonsense')).toBeNull();
    expect(decodeMatchCursor(Buffer.from('{"s":"newest","k":"x"}').toString('base64url'))).toBeNull();
  });
});
