import { z } from 'zod';
import type { Listing } from './listing';
import { blankAsUnset, pageLimit, unknownOption } from './query-options';
import { REPORT_KINDS, type ReportKind, type ReportReason } from './report';

/**
 * The moderators' API (`/api/admin/...`, docs/api.md, "Moderation"): the
 * bodies it takes and the answers it gives, shared with the /admin screen.
 */

export const MODERATION_NOTE_MAX = 500;

const note = z
  .string({ error: 'note is required' })
  .trim()
  .min(1, 'note is required: say why, for the history')
  .max(MODERATION_NOTE_MAX, `note must be at most ${MODERATION_NOTE_MAX} characters`);

const strict = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys?.join(', ')}` : undefined,
};

/** Hide, restore, suspend: a note for the history. */
export const moderationNoteSchema = z.strictObject({ note }, strict);
export type ModerationNote = z.output<typeof moderationNoteSchema>;

/**
 * Suspend: the note, and the reported message it answers when it comes from a message's reports
 * (`<conversation id>-<message id>`, sent by the person suspended), whose reports it closes too.
 */
export const suspendSchema = z.strictObject(
  {
    note,
    message: z
      .string({ error: 'message must be text' })
      .regex(/^[A-Za-z0-9]{1,128}-[A-Za-z0-9]{1,128}$/, 'message must name a reported message')
      .optional(),
  },
  strict,
);
export type SuspendInput = z.input<typeof suspendSchema>;

/** Dismiss the open reports of one thing without acting. */
export const dismissReportsSchema = z.strictObject(
  {
    kind: z.enum(REPORT_KINDS, { error: `kind must be one of ${REPORT_KINDS.join(', ')}` }),
    id: z.string({ error: 'id must be text' }).regex(/^[A-Za-z0-9-]{1,128}$/, 'id is not valid'),
    note,
  },
  strict,
);

export const REPORT_STATUSES = ['open', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Why a listing is hidden: after reports (three for scam or fake, pending review), by a moderator, or with its suspended owner. */
export type HiddenReason = 'reports' | 'moderator' | 'suspended';
export interface Hidden {
  reason: HiddenReason;
  at: string;
}

export interface Reporter {
  uid: string;
  name: string | null;
  email: string | null;
}

/** One person's report as a moderator sees it. */
export interface ReportEntry {
  reporter: Reporter;
  reason: ReportReason;
  details: string | null;
  at: string;
}

/** A person as a moderator sees them, with whether they are suspended. */
export interface ReportedPerson {
  uid: string;
  name: string | null;
  email: string | null;
  suspended: boolean;
}

/** A reported message as a moderator sees it: its words, its sender and the listing it was about. */
export interface ReportedMessage {
  text: string;
  sentAt: string;
  listingTitle: string;
  from: ReportedPerson;
}

/**
 * What was reported: a listing (with `hidden` if it is), a person (with whether they are
 * suspended) or a message (null when it is gone).
 */
export type ReportedThing =
  | { kind: 'listing'; listing: Listing | null }
  | { kind: 'user'; user: ReportedPerson | null }
  | { kind: 'message'; message: ReportedMessage | null };

/**
 * The reports of one thing, grouped (GET /api/admin/reports): its open reports, or one closing of
 * them (a thing whose reports were closed twice has two closed groups).
 */
export interface ReportGroup {
  kind: ReportKind;
  id: string;
  status: ReportStatus;
  /** How many reports give each reason (open ones for an open group; those at closing for a closed one). */
  reasons: Partial<Record<ReportReason, number>>;
  reportCount: number;
  lastReportedAt: string;
  /** When the moderators closed these reports; null while they are open. */
  closedAt: string | null;
  thing: ReportedThing;
  /** The latest reports, newest first (at most REPORTS_SHOWN). */
  reports: ReportEntry[];
}

/** Most reports of one thing an answer lists in full. */
export const REPORTS_SHOWN = 20;

export const MODERATION_ACTIONS = [
  'hide-listing',
  'restore-listing',
  'suspend-user',
  'restore-user',
  'dismiss-reports',
  'auto-hide-listing',
] as const;
export type ModerationActionName = (typeof MODERATION_ACTIONS)[number];

/** One entry of the history (GET /api/admin/actions). `by` is null for what the API did itself (an automatic hide). */
export interface ModerationAction {
  _id: string;
  action: ModerationActionName;
  kind: ReportKind;
  targetId: string;
  by: { uid: string; email: string | null } | null;
  note: string;
  at: string;
}

/** Largest page of GET /api/admin/reports and GET /api/admin/actions; 20 without `limit`. */
export const MODERATION_PAGE_MAX = 50;
export const MODERATION_PAGE_DEFAULT = 20;

const cursor = z.preprocess(
  blankAsUnset,
  z.string({ error: 'cursor must be given once' }).max(500, 'cursor is not valid').optional(),
);

/** GET /api/admin/reports?status=open|closed&limit&cursor */
export const reportGroupsQuerySchema = z.strictObject(
  {
    status: z.preprocess(
      blankAsUnset,
      z.enum(REPORT_STATUSES, { error: 'status must be open or closed' }).default('open'),
    ),
    limit: pageLimit(MODERATION_PAGE_MAX),
    cursor,
  },
  unknownOption,
);

/** GET /api/admin/actions?limit&cursor */
export const actionsQuerySchema = z.strictObject(
  { limit: pageLimit(MODERATION_PAGE_MAX), cursor },
  unknownOption,
);
