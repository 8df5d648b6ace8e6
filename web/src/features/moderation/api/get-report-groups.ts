import { NEXT_CURSOR_HEADER } from '@roommate-finder/contract/listing-query-options';
import type { ReportGroup, ReportStatus } from '@roommate-finder/contract/moderation';
import { apiRequestWithHeaders } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** One page of GET /admin/reports and the cursor of the next one (absent on the last page). */
export interface ReportGroupPage {
  groups: ReportGroup[];
  nextCursor?: string;
}

/** GET /admin/reports: the reports grouped by what they name, newest first (moderators only). */
export async function getReportGroups(
  status: ReportStatus,
  cursor?: string,
  signal?: AbortSignal,
): Promise<ReportGroupPage> {
  const { data, headers } = await apiRequestWithHeaders<ReportGroup[]>(apiPaths.adminReports, {
    query: { status, cursor },
    ...(signal ? { signal } : {}),
  });
  const nextCursor = headers.get(NEXT_CURSOR_HEADER);
  return nextCursor ? { groups: data, nextCursor } : { groups: data };
}
