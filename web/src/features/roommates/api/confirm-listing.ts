import type { ConfirmResult } from '@roommate-finder/contract/api-results';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /roommates/:id/confirm: My Listings' 'Still available?'. `true` ('Yes') confirms the
 * listing as it is; `false` ('No, it is rented') marks it Not Available.
 */
export function confirmListing(id: string, stillAvailable: boolean): Promise<ConfirmResult> {
  return apiRequest<ConfirmResult>(`/roommates/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body: { stillAvailable },
  });
}
