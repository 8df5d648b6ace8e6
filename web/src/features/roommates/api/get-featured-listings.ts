import type { Listing } from '@contract/listing';
import { apiRequest } from '@/lib/api-client';

/** GET /featured-roommates: at most 6 available listings, most liked first. */
export function getFeaturedListings(signal?: AbortSignal): Promise<Listing[]> {
  return apiRequest<Listing[]>('/featured-roommates', signal ? { signal } : {});
}
