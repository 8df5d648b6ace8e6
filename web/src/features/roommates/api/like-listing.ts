import type { LikeResult } from '@roommate-finder/contract/api-results';
import { apiRequest } from '@/lib/api-client';

/**
 * PATCH /roommates/:id/like: once per person, never on one's own listing
 * (the API refuses with a message to show). Sent with a JSON content type
 * and no body, as docs/api.md says.
 */
export function likeListing(id: string): Promise<LikeResult> {
  return apiRequest<LikeResult>(`/roommates/${encodeURIComponent(id)}/like`, { method: 'PATCH' });
}
