import type { InsertResult } from '@roommate-finder/contract/api-results';
import type { ListingInput } from '@roommate-finder/contract/listing';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** POST /roommates: the new listing's id comes back as insertedId. */
export function createListing(input: ListingInput): Promise<InsertResult> {
  return apiRequest<InsertResult>(apiPaths.listings, { method: 'POST', body: input });
}
