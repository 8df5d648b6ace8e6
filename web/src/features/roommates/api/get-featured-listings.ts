import type { Listing } from '@roommate-finder/contract/listing';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** GET /featured-roommates: at most 6 available listings, most liked first. */
export function getFeaturedListings(signal?: AbortSignal): Promise<Listing[]> {
  return apiRequest<Listing[]>(apiPaths.featuredListings, signal ? { signal } : {});
}

/**
 * The same call for a loader that does not wait for it (the home page's): the
 * featured section shows a failure itself, through <Await>, so the promise is
 * marked handled here, or the browser would also report it as uncaught.
 */
export function startFeaturedListings(signal?: AbortSignal): Promise<Listing[]> {
  const listings = getFeaturedListings(signal);
  listings.catch(() => {});
  return listings;
}
