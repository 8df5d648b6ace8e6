import type { InsertResult } from '@roommate-finder/contract/api-results';
import type { ListingInput } from '@roommate-finder/contract/listing';
import { apiRequest } from '@/lib/api-client';

/** POST /roommates: the new listing's id comes back as insertedId. */
export function createListing(input: ListingInput): Promise<InsertResult> {
  return apiRequest<InsertResult>('/roommates', { method: 'POST', body: input });
}
