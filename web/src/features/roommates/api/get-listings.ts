import type { Listing } from '@roommate-finder/contract/listing';
import {
  NEXT_CURSOR_HEADER,
  type ListingQueryOptions,
} from '@roommate-finder/contract/listing-query-options';
import { apiRequestWithHeaders } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** One page of GET /roommates and the cursor of the next one (absent on the last page). */
export interface ListingPage {
  listings: Listing[];
  nextCursor?: string;
}

/** GET /roommates: a page of listings (20 unless `limit` says otherwise), filtered and ordered as asked. */
export async function getListings(
  options: ListingQueryOptions = {},
  signal?: AbortSignal,
): Promise<ListingPage> {
  const { data, headers } = await apiRequestWithHeaders<Listing[]>(apiPaths.listings, {
    query: { ...options },
    ...(signal ? { signal } : {}),
  });
  const nextCursor = headers.get(NEXT_CURSOR_HEADER);
  return nextCursor ? { listings: data, nextCursor } : { listings: data };
}
