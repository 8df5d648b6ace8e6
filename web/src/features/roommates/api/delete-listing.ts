import type { DeleteResult } from '@roommate-finder/contract/api-results';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** DELETE /roommates/:id (owner only): its likes go with it. */
export function deleteListing(id: string): Promise<DeleteResult> {
  return apiRequest<DeleteResult>(apiPaths.listing(id), { method: 'DELETE' });
}
