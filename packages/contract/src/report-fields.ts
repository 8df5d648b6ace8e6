/**
 * What can be reported and why (docs/product.md, "Trust and safety"), without zod: the report
 * dialog of a listing's page and the users screen names them without loading any schema
 * (report.ts builds POST /api/reports' schema from them).
 */

/**
 * What can be reported: a listing (its page), a person (the users screen, a conversation) and a
 * message (in a conversation, by the other of its two people; its id is
 * `<conversation id>-<message id>`, messageReportId()).
 */
export const REPORT_KINDS = ['listing', 'user', 'message'] as const;
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

/** The id a report of a message names: the conversation's id and the message's, joined by '-'. */
export const messageReportId = (conversationId: string, messageId: string) =>
  `${conversationId}-${messageId}`;
