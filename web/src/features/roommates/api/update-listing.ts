import type { UpdateResult } from '@roommate-finder/contract/api-results';
import type { ListingInput } from '@roommate-finder/contract/listing';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** PUT /roommates/:id (owner only): modifiedCount is 0 when nothing changed. */
export function updateListing(id: string, input: ListingInput): Promise<UpdateResult> {
  return apiRequest<UpdateResult>(apiPaths.listing(id), { method: 'PUT', body: input });
}
