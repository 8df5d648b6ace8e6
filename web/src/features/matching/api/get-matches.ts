import type { Listing } from '@roommate-finder/contract/listing';
import { NEXT_CURSOR_HEADER } from '@roommate-finder/contract/listing-query-options';
import type { Match } from '@roommate-finder/contract/match';
import { ApiError, apiRequestWithHeaders } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** A listing in GET /matches: always with its match. */
export type MatchedListing = Listing & { match: Match };

/** One page of matches and the cursor of the next one; `profile: false` when the person has no profile yet (404). */
export type MatchPage =
  { profile: true; listings: MatchedListing[]; nextCursor?: string } | { profile: false };

/** GET /matches: the signed-in person's best matches first, a page at a time. */
export async function getMatches(
  options: { limit?: number; cursor?: string } = {},
  signal?: AbortSignal,
): Promise<MatchPage> {
  try {
    const { data, headers } = await apiRequestWithHeaders<MatchedListing[]>(apiPaths.matches, {
      query: { ...options },
      ...(signal ? { signal } : {}),
    });
    const nextCursor = headers.get(NEXT_CURSOR_HEADER);
    return nextCursor ? { profile: true, listings: data, nextCursor } : { profile: true, listings: data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { profile: false };
    throw error;
  }
}
