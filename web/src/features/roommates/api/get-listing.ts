import type { Listing } from '@roommate-finder/contract/listing';
import { apiRequest } from '@/lib/api-client';

/** GET /roommates/:id: one listing; an ApiError with status 404 when there is none. */
export function getListing(id: string, signal?: AbortSignal): Promise<Listing> {
  return apiRequest<Listing>(`/roommates/${encodeURIComponent(id)}`, signal ? { signal } : {});
}
