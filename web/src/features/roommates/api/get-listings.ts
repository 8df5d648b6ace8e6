import type { Listing } from '@contract/listing';
import type { ListingSort } from '@contract/listing-query';
import { apiRequest } from '@/lib/api-client';

/** The query options of GET /roommates that the screens use; all optional. */
export interface ListingFilters {
  /** One owner's listings (My Listings). */
  email?: string | undefined;
  location?: string | undefined;
  minRent?: number | undefined;
  maxRent?: number | undefined;
  availability?: string | undefined;
  sort?: ListingSort | undefined;
}

/** GET /roommates: the newest listings first (at most 500 without paging), filtered as asked. */
export function getListings(filters: ListingFilters = {}, signal?: AbortSignal): Promise<Listing[]> {
  return apiRequest<Listing[]>('/roommates', { query: { ...filters }, ...(signal ? { signal } : {}) });
}
