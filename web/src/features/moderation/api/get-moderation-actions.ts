import { NEXT_CURSOR_HEADER } from '@roommate-finder/contract/listing-query-options';
import type { ModerationAction } from '@roommate-finder/contract/moderation';
import { apiRequestWithHeaders } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** One page of GET /admin/actions and the cursor of the next one (absent on the last page). */
export interface ModerationActionPage {
  actions: ModerationAction[];
  nextCursor?: string;
}

/** GET /admin/actions: what moderators (and the automatic hide) did, newest first. */
export async function getModerationActions(
  cursor?: string,
  signal?: AbortSignal,
): Promise<ModerationActionPage> {
  const { data, headers } = await apiRequestWithHeaders<ModerationAction[]>(apiPaths.adminActions, {
    query: { cursor },
    ...(signal ? { signal } : {}),
  });
  const nextCursor = headers.get(NEXT_CURSOR_HEADER);
  return nextCursor ? { actions: data, nextCursor } : { actions: data };
}
