import { z } from 'zod';

/**
 * Reports (docs/product.md, "Trust and safety"): what a signed-in person may
 * report, why, and the body of POST /api/reports; shared with the web app's
 * report dialog so that both refuse the same input.
 */

/** What can be reported: a listing (its page), a person (the users screen, a conversation). */
export const REPORT_KINDS = ['listing', 'user'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * Why: `scam` (asks for money before a viewing, or other fraud), `fake` (not a
 * real room or person), `rented` (no longer available), `offensive`,
 * `harassment`, `wrong-info`, `other`.
 */
export const REPORT_REASONS = [
  'scam',
  'fake',
  'rented',
  'offensive',
  'harassment',
  'wrong-info',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Reasons that, from AUTO_HIDE_REPORTERS different accounts, hide a listing at once, pending review. */
export const AUTO_HIDE_REASONS: readonly ReportReason[] = ['scam', 'fake'];
export const AUTO_HIDE_REPORTERS = 3;

export const REPORT_DETAILS_MAX = 1000;

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
