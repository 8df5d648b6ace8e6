import { z } from 'zod';
import { REPORT_DETAILS_MAX, REPORT_KINDS, REPORT_REASONS } from './report-fields';

/**
 * Reports (docs/product.md, "Trust and safety"): what a signed-in person may
 * report, why, and the body of POST /api/reports; shared with the web app's
 * report dialog so that both refuse the same input.
 */

export {
  AUTO_HIDE_REASONS,
  AUTO_HIDE_REPORTERS,
  REPORT_DETAILS_MAX,
  REPORT_KINDS,
  REPORT_REASONS,
  messageReportId,
  type ReportKind,
  type ReportReason,
} from './report-fields';

/** Ids of the things reported: listing ids and Auth uids (as the API hands them out). */
const documentId = z
  .string({ error: 'id must be text' })
  .regex(/^[A-Za-z0-9-]{1,128}$/, 'id must be a listing id or a user id');

export const reportInputSchema = z.strictObject(
  {
    kind: z.enum(REPORT_KINDS, { error: `kind must be one of ${REPORT_KINDS.join(', ')}` }),
    id: documentId,
    reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
    details: z
      .string({ error: 'details must be text' })
      .trim()
      .max(REPORT_DETAILS_MAX, `details must be at most ${REPORT_DETAILS_MAX} characters`)
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined,
  },
);
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportFields = z.output<typeof reportInputSchema>;

/** The answer of POST /api/reports: 201 for a new report, 200 when the person's earlier one changed. */
export interface ReportResult {
  acknowledged: true;
}
