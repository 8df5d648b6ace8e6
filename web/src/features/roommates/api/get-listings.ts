import type { Listing } from '@contract/listing';
import type { ListingQueryOptions } from '@contract/listing-query';
import { apiRequest } from '@/lib/api-client';

/** GET /roommates: the newest listings first (at most 500 without paging), filtered as asked. */
export function getListings(options: ListingQueryOptions = {}, signal?: AbortSignal): Promise<Listing[]> {
  return apiRequest<Listing[]>('/roommates', { query: { ...options }, ...(signal ? { signal } : {}) });
}
