import type { ReportInput, ReportResult } from '@roommate-finder/contract/report';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/**
 * POST /reports: reports a listing or a person. The API answers 201 for a new report and 200
 * when it changed the person's earlier one (one report per person per thing); either way the
 * reporter learns only that it was received.
 */
export function sendReport(report: ReportInput): Promise<ReportResult> {
  return apiRequest<ReportResult>(apiPaths.reports, { method: 'POST', body: report });
}
