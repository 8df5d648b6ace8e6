import type { StoredListing } from '@contract/listing';
import { apiRequest } from '@/lib/api-client';

/** GET /roommates/:id: one listing; an ApiError with status 404 when there is none. */
export function getListing(id: string, signal?: AbortSignal): Promise<StoredListing> {
  return apiRequest<StoredListing>(`/roommates/${encodeURIComponent(id)}`, signal ? { signal } : {});
}
