import type { ConfirmResult } from '@roommate-finder/contract/api-results';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/**
 * POST /roommates/:id/confirm: My Listings' 'Still available?'. `true` ('Yes') confirms the
 * listing as it is; `false` ('No, it is rented') marks it Not Available.
 */
export function confirmListing(id: string, stillAvailable: boolean): Promise<ConfirmResult> {
  return apiRequest<ConfirmResult>(apiPaths.listingConfirm(id), {
    method: 'POST',
    body: { stillAvailable },
  });
}
