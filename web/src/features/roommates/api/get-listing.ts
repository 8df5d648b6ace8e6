import type { Listing } from '@roommate-finder/contract/listing';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** GET /roommates/:id: one listing; an ApiError with status 404 when there is none. */
export function getListing(id: string, signal?: AbortSignal): Promise<Listing> {
  return apiRequest<Listing>(apiPaths.listing(id), signal ? { signal } : {});
}
