import { FieldValue, Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import {
  REPORTS_SHOWN,
  type ModerationAction,
  type ModerationActionName,
  type ReportEntry,
  type ReportStatus,
} from '@roommate-finder/contract/moderation';
import {
  AUTO_HIDE_REASONS,
  REPORT_REASONS,
  type ReportKind,
  type ReportReason,
} from '@roommate-finder/contract/report';
import { COLLECTIONS, db, withinDeadline } from '../firestore';
import { queryOf } from '../firestore-query';
import { errorCode, GRPC_STATUS } from '../grpc-status';
import type { QuerySpec } from '../roommates/search-plan';

/**
 * The only module that reads and writes reports, their counted groups, their closings, the
 * moderators' history and suspensions (docs/api.md, "Moderation"). Nothing here is ever deleted.
 */

const reports = () => db().collection(COLLECTIONS.reports);
const targets = () => db().collection(COLLECTIONS.reportTargets);
const closings = () => db().collection(COLLECTIONS.reportClosings);
const actions = () => db().collection(COLLECTIONS.moderationActions);
const suspensions = () => db().collection(COLLECTIONS.suspensions);

/** Most writes in one batch (Firestore allows 500). */
const BATCH_WRITES = 450;

export const targetKeyOf = (kind: ReportKind, id: string) => `${kind}_${id}`;

/** `reports/{kind}_{id}_{reporterUid}`: one person's report of one thing; reporting again changes it. */
interface ReportDocument {
  kind: ReportKind;
  targetId: string;
  targetKey: string;
  reporterUid: string;
  /** Kept as the report was made, so the moderators' screen reads no account for each. */
  reporterName: string | null;
  reporterEmail: string | null;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * `reportTargets/{kind}_{id}`: the reports of one thing together. While open, `reportCount`
 * and one `reason_<reason>` counter per reason count its open reports, and `autoHideCount` those
 * whose reason hides a listing at once (scam, fake): each report is one person's, so these are
 * different accounts. Kept with increments in the batch that writes the report, so concurrent
 * reports add up exactly. Closing keeps the counts in a `reportClosings` record and starts them
 * again. (Flat fields: the local emulator cannot update a map's field by its path.)
 */
type ReasonCounters = { [field: `reason_${string}`]: number | FieldValue | undefined };

/** The counter field of a reason: `reason_wrong_info` (a hyphen would need quoting in a field path). */
const counterOf = (reason: ReportReason) => `reason_${reason.replace(/-/g, '_')}` as const;
interface TargetDocument extends ReasonCounters {
  kind: ReportKind;
  targetId: string;
  status: ReportStatus;
  reportCount: number;
  autoHideCount: number;
  lastReportedAt: Timestamp;
  /** `<lastReportedAt or closedAt ISO>_<kind>_<id>`: unique and ordered, the paging key, newest first. */
  sortKey: string;
  closedAt?: Timestamp;
}

/** A report as a closing keeps it: as it stood when the moderators closed it. */
interface ClosedReport {
  reporterUid: string;
  reporterName: string | null;
  reporterEmail: string | null;
  reason: ReportReason;
  details: string | null;
  at: Timestamp;
}

/** A report as a closing keeps it, dated `at`. */
const closedReportOf = (report: ReportDocument, at: Timestamp): ClosedReport => ({
  reporterUid: report.reporterUid,
  reporterName: report.reporterName,
  reporterEmail: report.reporterEmail,
  reason: report.reason,
  details: report.details,
  at,
});

/**
 * `reportClosings/{kind}_{id}_{lastReportedAt ms}`: one closing of a thing's open reports, kept
 * as it was whatever the thing's reports do later (reported again, closed again): the counts at
 * closing and the latest REPORTS_SHOWN reports. The id names the round of reports it closed, so
 * two moderators closing the same reports at once make one closing, not two.
 */
interface ClosingDocument {
  kind: ReportKind;
  targetId: string;
  targetKey: string;
  reasons: Partial<Record<ReportReason, number>>;
  reportCount: number;
  lastReportedAt: Timestamp;
  closedAt: Timestamp;
  /** `<closedAt ISO>_<closing id>`: unique and ordered, the paging key, newest first. */
  sortKey: string;
  reports: ClosedReport[];
}

const sortKeyOf = (at: Date, key: string) => `${at.toISOString()}_${key}`;
/** The increments of a report's counters, from one reason to another (either may be null: none). */
function countsOf(from: ReportReason | null, to: ReportReason | null) {
  const counts: Record<string, FieldValue> = {};
  if (from) counts[counterOf(from)] = FieldValue.increment(-1);
  if (to) counts[counterOf(to)] = FieldValue.increment(1);
  const hides = (reason: ReportReason | null) => (reason && AUTO_HIDE_REASONS.includes(reason) ? 1 : 0);
  const autoHide = hides(to) - hides(from);
  if (autoHide !== 0) counts.autoHideCount = FieldValue.increment(autoHide);
  return counts;
}

export interface NewReport {
  kind: ReportKind;
  targetId: string;
  reporterUid: string;
  reporterName: string | null;
  reporterEmail: string | null;
  reason: ReportReason;
  details: string | null;
}

/**
 * Saves a person's report of a thing: 'created' when it is their first (or their earlier one
 * was closed since), 'changed' when their open report now gives another reason or details.
 * One batch whose first write creates the report (failing on a repeat, so a repeat never counts
 * twice), then counts it in its group.
 */
export async function saveReport(report: NewReport, now: Date): Promise<'created' | 'changed'> {
  const targetKey = targetKeyOf(report.kind, report.targetId);
  const ref = reports().doc(`${targetKey}_${report.reporterUid}`);
  const stamp = Timestamp.fromDate(now);
  const document: ReportDocument = {
    ...report,
    targetKey,
    status: 'open',
    createdAt: stamp,
    updatedAt: stamp,
  };
  const opened = {
    kind: report.kind,
    targetId: report.targetId,
    status: 'open',
    reportCount: FieldValue.increment(1),
    ...countsOf(null, report.reason),
    lastReportedAt: stamp,
    sortKey: sortKeyOf(now, targetKey),
  };
  try {
    const batch = db().batch();
    batch.create(ref, document);
    batch.set(targets().doc(targetKey), opened, { merge: true });
    await withinDeadline(batch.commit());
    return 'created';
  } catch (error) {
    if (errorCode(error) !== GRPC_STATUS.ALREADY_EXISTS) throw error;
  }
  const earlier = (await withinDeadline(ref.get())).data() as ReportDocument;
  const batch = db().batch();
  batch.update(ref, { reason: report.reason, details: report.details, status: 'open', updatedAt: stamp });
  if (earlier.status === 'closed') {
    // Reported again after the moderators closed it: an open report once more.
    batch.set(targets().doc(targetKey), opened, { merge: true });
    await withinDeadline(batch.commit());
    return 'created';
  }
  if (earlier.reason !== report.reason) {
    batch.set(targets().doc(targetKey), countsOf(earlier.reason, report.reason), { merge: true });
  }
  await withinDeadline(batch.commit());
  return 'changed';
}

/** How many different accounts have an open scam or fake report of a thing (one read). */
export async function autoHideCountOf(kind: ReportKind, id: string): Promise<number> {
  const snapshot = await withinDeadline(targets().doc(targetKeyOf(kind, id)).get());
  return snapshot.exists ? ((snapshot.get('autoHideCount') as number | undefined) ?? 0) : 0;
}

/**
 * Closes the open reports of a thing: each report marked closed, the group's counts and its
 * latest reports kept in a new closing, and the counts started again. Returns how many reports
 * this call closed: 0 when none were open, or when another call made this round's closing first
 * (the reports it read are marked closed all the same).
 */
export async function closeReports(kind: ReportKind, id: string, now: Date): Promise<number> {
  const targetKey = targetKeyOf(kind, id);
  const targetRef = targets().doc(targetKey);
  const [target, open] = await Promise.all([
    withinDeadline(targetRef.get()),
    withinDeadline(reports().where('targetKey', '==', targetKey).where('status', '==', 'open').get()),
  ]);
  if (!target.exists || open.empty) return 0;
  const data = target.data() as TargetDocument;
  const stamp = Timestamp.fromDate(now);
  const closingRef = closings().doc(`${targetKey}_${data.lastReportedAt.toMillis()}`);
  const latest = open.docs
    .map((doc) => doc.data() as ReportDocument)
    .sort((a, b) => b.updatedAt.toMillis() - a.updatedAt.toMillis())
    .slice(0, REPORTS_SHOWN);
  const closing: ClosingDocument = {
    kind,
    targetId: id,
    targetKey,
    reasons: countsFrom(data),
    reportCount: data.reportCount ?? 0,
    lastReportedAt: data.lastReportedAt,
    closedAt: stamp,
    sortKey: sortKeyOf(now, closingRef.id),
    reports: latest.map((report) => closedReportOf(report, report.updatedAt)),
  };
  const refs: DocumentReference[] = open.docs.map((doc) => doc.ref);
  const markClosed = (batch: WriteBatch, from: number) => {
    for (const ref of refs.slice(from, from + BATCH_WRITES)) {
      batch.update(ref, { status: 'closed', updatedAt: stamp });
    }
    return withinDeadline(batch.commit());
  };
  // The closing first, so that a second call closing the same round fails before it writes anything.
  const first = db().batch();
  first.create(closingRef, closing);
  first.update(targetRef, {
    status: 'closed',
    closedAt: stamp,
    sortKey: sortKeyOf(now, targetKey),
    reportCount: 0,
    autoHideCount: 0,
    ...Object.fromEntries(REPORT_REASONS.map((reason) => [counterOf(reason), 0])),
  });
  let made = true;
  try {
    await markClosed(first, 0);
  } catch (error) {
    if (errorCode(error) !== GRPC_STATUS.ALREADY_EXISTS) throw error;
    made = false;
  }
  // The rest; or, when this round's closing was made before, every report read, so that a closing
  // whose later batches failed is finished now rather than left half done.
  for (let from = made ? BATCH_WRITES : 0; from < refs.length; from += BATCH_WRITES) {
    await markClosed(db().batch(), from);
  }
  return made ? refs.length : 0;
}

const countsFrom = (data: TargetDocument): Partial<Record<ReportReason, number>> =>
  Object.fromEntries(
    REPORT_REASONS.map((reason) => [reason, data[counterOf(reason)] as number | undefined]).filter(
      ([, count]) => typeof count === 'number' && count > 0,
    ),
  ) as Partial<Record<ReportReason, number>>;

export interface ReportGroupRecord {
  kind: ReportKind;
  targetId: string;
  reasons: Partial<Record<ReportReason, number>>;
  reportCount: number;
  lastReportedAt: string;
  /** When the moderators closed these reports; null while they are open. */
  closedAt: string | null;
  /** The latest reports, newest first, when the record holds them (a closing); null for an open group. */
  reports: ReportEntry[] | null;
  sortKey: string;
}

/** The open groups after a position, newest first (the index test checks its index). */
export const openGroupsQuery = (after: string | null, count: number): QuerySpec => ({
  where: [
    { field: 'status', op: '==', value: 'open' },
    ...(after === null ? [] : [{ field: 'sortKey', op: '<' as const, value: after }]),
  ],
  orderBy: [{ field: 'sortKey', direction: 'desc' }],
  limit: count,
});

/** The closings after a position, newest first: one field's order, which needs no composite index. */
export const closingsQuery = (after: string | null, count: number): QuerySpec => ({
  where: after === null ? [] : [{ field: 'sortKey', op: '<', value: after }],
  orderBy: [{ field: 'sortKey', direction: 'desc' }],
  limit: count,
});

/** The open reports of a thing, newest first (the index test checks its index). */
export const openReportsQuery = (targetKey: string, count: number): QuerySpec => ({
  where: [
    { field: 'targetKey', op: '==', value: targetKey },
    { field: 'status', op: '==', value: 'open' },
  ],
  orderBy: [{ field: 'updatedAt', direction: 'desc' }],
  limit: count,
});

const toEntry = (report: ClosedReport): ReportEntry => ({
  reporter: { uid: report.reporterUid, name: report.reporterName, email: report.reporterEmail },
  reason: report.reason,
  details: report.details,
  at: report.at.toDate().toISOString(),
});

/**
 * A page of groups of one status, newest first: limit + 1 reads. Open groups are the things'
 * counted groups; closed ones are closings, so a thing closed twice is there twice, each as it
 * was closed.
 */
export async function listReportGroups(
  status: ReportStatus,
  limit: number,
  after: string | null,
): Promise<{ groups: ReportGroupRecord[]; next: string | null }> {
  const snapshot = await withinDeadline(
    status === 'open'
      ? queryOf(targets(), openGroupsQuery(after, limit + 1)).get()
      : queryOf(closings(), closingsQuery(after, limit + 1)).get(),
  );
  const groups = snapshot.docs.slice(0, limit).map((doc): ReportGroupRecord => {
    if (status === 'open') {
      const data = doc.data() as TargetDocument;
      return {
        kind: data.kind,
        targetId: data.targetId,
        reasons: countsFrom(data),
        reportCount: data.reportCount,
        lastReportedAt: data.lastReportedAt.toDate().toISOString(),
        closedAt: null,
        reports: null,
        sortKey: data.sortKey,
      };
    }
    const data = doc.data() as ClosingDocument;
    return {
      kind: data.kind,
      targetId: data.targetId,
      reasons: data.reasons,
      reportCount: data.reportCount,
      lastReportedAt: data.lastReportedAt.toDate().toISOString(),
      closedAt: data.closedAt.toDate().toISOString(),
      reports: data.reports.map(toEntry),
      sortKey: data.sortKey,
    };
  });
  return { groups, next: snapshot.size > limit ? (groups.at(-1)?.sortKey ?? null) : null };
}

/** The latest open reports of a thing, newest first (at most `limit` reads). */
export async function openReportsOf(kind: ReportKind, id: string, limit: number): Promise<ReportEntry[]> {
  const snapshot = await withinDeadline(
    queryOf(reports(), openReportsQuery(targetKeyOf(kind, id), limit)).get(),
  );
  return snapshot.docs.map((doc) => {
    const data = doc.data() as ReportDocument;
    return toEntry({ ...data, at: data.updatedAt });
  });
}

/** `moderationActions/{auto id}`: one entry of the history, with `sortKey` `<at ISO>_<id>` for paging. */
interface ActionDocument {
  action: ModerationActionName;
  kind: ReportKind;
  targetId: string;
  byUid: string | null;
  byEmail: string | null;
  note: string;
  at: Timestamp;
  sortKey: string;
}

const toAction = (id: string, data: ActionDocument): ModerationAction => ({
  _id: id,
  action: data.action,
  kind: data.kind,
  targetId: data.targetId,
  by: data.byUid === null ? null : { uid: data.byUid, email: data.byEmail },
  note: data.note,
  at: data.at.toDate().toISOString(),
});

export async function recordAction(
  entry: Omit<ActionDocument, 'at' | 'sortKey'>,
  now: Date,
): Promise<ModerationAction> {
  const ref = actions().doc();
  const document: ActionDocument = { ...entry, at: Timestamp.fromDate(now), sortKey: sortKeyOf(now, ref.id) };
  await withinDeadline(ref.create(document));
  return toAction(ref.id, document);
}

/** A page of the history, newest first: limit + 1 reads. */
export async function listActions(
  limit: number,
  after: string | null,
): Promise<{ actions: ModerationAction[]; next: string | null }> {
  const base = after === null ? actions() : actions().where('sortKey', '<', after);
  const snapshot = await withinDeadline(
    base
      .orderBy('sortKey', 'desc')
      .limit(limit + 1)
      .get(),
  );
  const docs = snapshot.docs.slice(0, limit);
  return {
    actions: docs.map((doc) => toAction(doc.id, doc.data() as ActionDocument)),
    next: snapshot.size > limit ? ((docs.at(-1)?.get('sortKey') as string | undefined) ?? null) : null,
  };
}

/** `suspensions/{uid}`: whether a person is suspended, since when, by whom and why; kept after a restore. */
export async function saveSuspension(
  uid: string,
  suspended: boolean,
  by: { uid: string; email: string | null },
  note: string,
  now: Date,
): Promise<void> {
  await withinDeadline(
    suspensions()
      .doc(uid)
      .set(
        {
          uid,
          suspended,
          ...(suspended
            ? { suspendedAt: Timestamp.fromDate(now), suspendedBy: by.uid, suspendNote: note }
            : { restoredAt: Timestamp.fromDate(now), restoredBy: by.uid, restoreNote: note }),
        },
        { merge: true },
      ),
  );
}

/** A reportTargets document as closings were kept before reportClosings: the counts on the group itself. */
interface FormerlyClosedTarget extends TargetDocument {
  closedCounts?: Partial<Record<ReportReason, number>>;
  closedReportCount?: number;
}

/**
 * Makes the closing of every group closed before closings were records of their own (its counts
 * in `closedCounts` on the group), so that 'Closed reports', which reads closings only, still
 * lists it: the counts as kept, and the latest REPORTS_SHOWN of its closed reports. Done once
 * (a closing already made is left as it is). Returns how many it made.
 */
export async function backfillClosings(): Promise<number> {
  const closed = await withinDeadline(targets().where('status', '==', 'closed').get());
  let made = 0;
  for (const doc of closed.docs) {
    const data = doc.data() as FormerlyClosedTarget;
    if (data.closedCounts === undefined || data.closedAt === undefined) continue;
    const ref = closings().doc(`${doc.id}_${data.lastReportedAt.toMillis()}`);
    if ((await withinDeadline(ref.get())).exists) continue;
    const latest = await withinDeadline(
      reports()
        .where('targetKey', '==', doc.id)
        .where('status', '==', 'closed')
        .orderBy('updatedAt', 'desc')
        .limit(REPORTS_SHOWN)
        .get(),
    );
    const closing: ClosingDocument = {
      kind: data.kind,
      targetId: data.targetId,
      targetKey: doc.id,
      reasons: data.closedCounts,
      reportCount: data.closedReportCount ?? latest.size,
      lastReportedAt: data.lastReportedAt,
      closedAt: data.closedAt,
      sortKey: sortKeyOf(data.closedAt.toDate(), ref.id),
      // Closing them set their updatedAt: when each was made is the date left to show.
      reports: latest.docs.map((report) => {
        const entry = report.data() as ReportDocument;
        return closedReportOf(entry, entry.createdAt);
      }),
    };
    await withinDeadline(ref.create(closing));
    made += 1;
  }
  return made;
}
