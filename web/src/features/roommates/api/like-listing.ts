import type { LikeResult } from '@roommate-finder/contract/api-results';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/**
 * PATCH /roommates/:id/like: once per person, never on one's own listing
 * (the API refuses with a message to show). Sent with a JSON content type
 * and no body, as docs/api.md says.
 */
export function likeListing(id: string): Promise<LikeResult> {
  return apiRequest<LikeResult>(apiPaths.listingLike(id), { method: 'PATCH' });
}
