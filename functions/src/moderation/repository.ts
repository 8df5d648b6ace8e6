import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type {
  ModerationAction,
  ModerationActionName,
  ReportEntry,
  ReportStatus,
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
 * The only module that reads and writes reports, their counted groups, the moderators'
 * history and suspensions (docs/api.md, "Moderation"). Nothing here is ever deleted.
 */

const reports = () => db().collection(COLLECTIONS.reports);
const targets = () => db().collection(COLLECTIONS.reportTargets);
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
 * reports add up exactly. Closing copies the counts to `closedCounts` and starts them again.
 * (Flat fields: the local emulator cannot update a map's field by its path.)
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
  closedCounts?: Partial<Record<ReportReason, number>>;
  closedReportCount?: number;
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
 * Closes the open reports of a thing: each report marked closed, the group's counts kept as
 * `closedCounts` and started again. Returns how many reports were open.
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
  const refs: DocumentReference[] = open.docs.map((doc) => doc.ref);
  for (let start = 0; start < refs.length; start += BATCH_WRITES) {
    const batch = db().batch();
    for (const ref of refs.slice(start, start + BATCH_WRITES))
      batch.update(ref, { status: 'closed', updatedAt: stamp });
    if (start === 0) {
      batch.update(targetRef, {
        status: 'closed',
        closedAt: stamp,
        sortKey: sortKeyOf(now, targetKey),
        closedCounts: countsFrom(data),
        closedReportCount: data.reportCount ?? 0,
        reportCount: 0,
        autoHideCount: 0,
        ...Object.fromEntries(REPORT_REASONS.map((reason) => [counterOf(reason), 0])),
      });
    }
    await withinDeadline(batch.commit());
  }
  return refs.length;
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
  status: ReportStatus;
  reasons: Partial<Record<ReportReason, number>>;
  reportCount: number;
  lastReportedAt: string;
  sortKey: string;
}

/** The groups of one status after a position, newest first (the index test checks its index). */
export const reportGroupsQuery = (status: ReportStatus, after: string | null, count: number): QuerySpec => ({
  where: [
    { field: 'status', op: '==', value: status },
    ...(after === null ? [] : [{ field: 'sortKey', op: '<' as const, value: after }]),
  ],
  orderBy: [{ field: 'sortKey', direction: 'desc' }],
  limit: count,
});

/** The reports of a thing in a status, newest first (the index test checks its index). */
export const reportsOfQuery = (targetKey: string, status: ReportStatus, count: number): QuerySpec => ({
  where: [
    { field: 'targetKey', op: '==', value: targetKey },
    { field: 'status', op: '==', value: status },
  ],
  orderBy: [{ field: 'updatedAt', direction: 'desc' }],
  limit: count,
});

/** A page of groups of one status, newest first: limit + 1 reads. */
export async function listReportGroups(
  status: ReportStatus,
  limit: number,
  after: string | null,
): Promise<{ groups: ReportGroupRecord[]; next: string | null }> {
  const snapshot = await withinDeadline(
    queryOf(targets(), reportGroupsQuery(status, after, limit + 1)).get(),
  );
  const groups = snapshot.docs.slice(0, limit).map((doc) => {
    const data = doc.data() as TargetDocument;
    return {
      kind: data.kind,
      targetId: data.targetId,
      status: data.status,
      reasons: data.status === 'open' ? countsFrom(data) : (data.closedCounts ?? {}),
      reportCount: data.status === 'open' ? data.reportCount : (data.closedReportCount ?? 0),
      lastReportedAt: data.lastReportedAt.toDate().toISOString(),
      sortKey: data.sortKey,
    };
  });
  return { groups, next: snapshot.size > limit ? (groups.at(-1)?.sortKey ?? null) : null };
}

/** The latest reports of a thing in a status, newest first (at most `limit` reads). */
export async function reportsOf(
  kind: ReportKind,
  id: string,
  status: ReportStatus,
  limit: number,
): Promise<ReportEntry[]> {
  const snapshot = await withinDeadline(
    queryOf(reports(), reportsOfQuery(targetKeyOf(kind, id), status, limit)).get(),
  );
  return snapshot.docs.map((doc) => {
    const data = doc.data() as ReportDocument;
    return {
      reporter: { uid: data.reporterUid, name: data.reporterName, email: data.reporterEmail },
      reason: data.reason,
      details: data.details,
      at: data.updatedAt.toDate().toISOString(),
    };
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
