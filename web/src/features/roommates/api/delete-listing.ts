import type { DeleteResult } from '@roommate-finder/contract/api-results';
import { apiRequest } from '@/lib/api-client';

/** DELETE /roommates/:id (owner only): its likes go with it. */
export function deleteListing(id: string): Promise<DeleteResult> {
  return apiRequest<DeleteResult>(`/roommates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
