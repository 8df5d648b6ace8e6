import { findAccount, setAccountDisabled } from '../accounts/repository';
import { API_MESSAGES } from '@roommate-finder/contract/api-error';
import type {
  ModerationAction,
  ReportedThing,
  ReportGroup,
  ReportStatus,
} from '@roommate-finder/contract/moderation';
import { REPORTS_SHOWN } from '@roommate-finder/contract/moderation';
import { AUTO_HIDE_REPORTERS, type ReportFields, type ReportKind } from '@roommate-finder/contract/report';
import type { Caller } from '../http/auth';
import { HttpError } from '../http/http-error';
import * as conversations from '../conversations/repository';
import * as listings from '../roommates/repository';
import * as repository from './repository';

/**
 * Reports and moderation (docs/product.md, "Trust and safety"; docs/api.md, "Moderation"):
 * anyone signed in reports a listing or a person; moderators (the `admin` claim) hide and
 * restore listings, suspend and restore people, dismiss reports, and every action is kept with
 * who did it, when and why.
 */

const NOT_FOUND: Record<ReportKind, string> = {
  listing: API_MESSAGES.listingNotFound,
  user: API_MESSAGES.userNotFound,
  message: API_MESSAGES.messageNotFound,
};
const notFound = (kind: ReportKind) => new HttpError(404, NOT_FOUND[kind]);

/** A message a report names (`<conversation id>-<message id>`), with its conversation; null when there is none. */
async function findReportedMessage(id: string) {
  const [conversationId, messageId, ...rest] = id.split('-');
  if (!conversationId || !messageId || rest.length > 0) return null;
  const conversation = await conversations.findConversation(conversationId);
  const message = conversation && (await conversations.findMessage(conversationId, messageId));
  return conversation && message ? { conversation, message } : null;
}

/**
 * Checks that the caller may report the thing: it exists for them, and it is not their own.
 * A message only the two people of its conversation may report (anyone else: not found), and
 * only the other one's.
 */
async function checkReportable(fields: ReportFields, caller: Caller) {
  if (fields.kind === 'listing') {
    const listing = await listings.findListing(fields.id);
    // A hidden listing is gone for everyone but its owner: there is nothing left to report.
    if (!listing || listing.hidden) throw notFound('listing');
    if (listing.ownerUid === caller.uid) throw new HttpError(400, API_MESSAGES.reportOwnListing);
  } else if (fields.kind === 'user') {
    if (fields.id === caller.uid) throw new HttpError(400, API_MESSAGES.reportYourself);
    if (!(await findAccount(fields.id))) throw notFound('user');
  } else {
    const found = await findReportedMessage(fields.id);
    if (!found || !conversations.roleOf(found.conversation.doc, caller.uid)) throw notFound('message');
    if (found.message.from === caller.uid) throw new HttpError(400, API_MESSAGES.reportOwnMessage);
  }
}

/**
 * POST /reports: one report per person per thing; reporting again changes the reason. A listing
 * reported as scam or fake by AUTO_HIDE_REPORTERS different accounts is hidden at once, pending
 * review. The reporter learns nothing but that it was received; the reported person nothing.
 */
export async function report(fields: ReportFields, caller: Caller): Promise<'created' | 'changed'> {
  await checkReportable(fields, caller);
  const reporter = await findAccount(caller.uid);
  const now = new Date();
  const outcome = await repository.saveReport(
    {
      kind: fields.kind,
      targetId: fields.id,
      reporterUid: caller.uid,
      reporterName: reporter?.displayName ?? null,
      reporterEmail: caller.email,
      reason: fields.reason,
      details: fields.details || null,
    },
    now,
  );
  if (
    fields.kind === 'listing' &&
    (await repository.autoHideCountOf('listing', fields.id)) >= AUTO_HIDE_REPORTERS
  ) {
    await autoHide(fields.id, now);
  }
  return outcome;
}

/** Hides a listing that enough people reported as a scam or fake, once, and says so in the history. */
async function autoHide(id: string, now: Date) {
  const listing = await listings.findListing(id);
  if (!listing || listing.hidden) return;
  await listings.setListingHidden(id, 'reports', now);
  await repository.recordAction(
    {
      action: 'auto-hide-listing',
      kind: 'listing',
      targetId: id,
      byUid: null,
      byEmail: null,
      note: `Reported as a scam or fake by ${AUTO_HIDE_REPORTERS} people: hidden until a moderator reviews it`,
    },
    now,
  );
}

const CURSOR = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[\w-]+$/;

function decodeCursor(cursor: string | undefined): string | null {
  if (cursor === undefined) return null;
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!CURSOR.test(key)) {
    throw new HttpError(
      400,
      'cursor is not valid; start again without a cursor',
      undefined,
      'request/bad-cursor',
    );
  }
  return key;
}
const encodeCursor = (key: string | null) => (key === null ? null : Buffer.from(key).toString('base64url'));

/** The thing a group of reports names, as a moderator sees it (a hidden listing included). */
async function thingOf(kind: ReportKind, id: string): Promise<ReportedThing> {
  if (kind === 'message') {
    const found = await findReportedMessage(id);
    if (!found) return { kind, message: null };
    const { conversation, message } = found;
    const sender = await findAccount(message.from);
    return {
      kind,
      message: {
        text: message.text,
        sentAt: message.sentAt,
        listingTitle: conversation.doc.listingTitle,
        from: {
          uid: message.from,
          name: sender?.displayName ?? null,
          email: sender?.email ?? null,
          suspended: sender?.disabled ?? false,
        },
      },
    };
  }
  if (kind === 'listing') {
    const record = await listings.findListing(id);
    return {
      kind,
      listing: record && (record.hidden ? { ...record.listing, hidden: record.hidden } : record.listing),
    };
  }
  const account = await findAccount(id);
  return {
    kind,
    user: account && {
      uid: account.uid,
      name: account.displayName,
      email: account.email,
      suspended: account.disabled,
    },
  };
}

/**
 * GET /admin/reports: groups of one status, newest first, each with the thing and its latest
 * reports. Reads limit + 1 groups, and for each its thing and, for an open group, at most
 * REPORTS_SHOWN reports (a closed group, a closing, holds its own).
 */
export async function reportGroups(
  status: ReportStatus,
  limit: number,
  cursor: string | undefined,
): Promise<{ groups: ReportGroup[]; nextCursor: string | null }> {
  const page = await repository.listReportGroups(status, limit, decodeCursor(cursor));
  const groups = await Promise.all(
    page.groups.map(async (group): Promise<ReportGroup> => {
      const [thing, entries] = await Promise.all([
        thingOf(group.kind, group.targetId),
        group.reports ?? repository.openReportsOf(group.kind, group.targetId, REPORTS_SHOWN),
      ]);
      return {
        kind: group.kind,
        id: group.targetId,
        status,
        reasons: group.reasons,
        reportCount: group.reportCount,
        lastReportedAt: group.lastReportedAt,
        closedAt: group.closedAt,
        thing,
        reports: entries,
      };
    }),
  );
  return { groups, nextCursor: encodeCursor(page.next) };
}

/** GET /admin/actions: the history, newest first. */
export async function actionHistory(limit: number, cursor: string | undefined) {
  const page = await repository.listActions(limit, decodeCursor(cursor));
  return { actions: page.actions, nextCursor: encodeCursor(page.next) };
}

const by = (caller: Caller) => ({ byUid: caller.uid, byEmail: caller.email });

/** Hides a listing (the owner sees it marked, and cannot list it again) or lists it again; closes its open reports. */
export async function setListingHidden(
  id: string,
  hide: boolean,
  note: string,
  caller: Caller,
): Promise<ModerationAction> {
  if (!(await listings.findListing(id))) throw notFound('listing');
  const now = new Date();
  if (!(await listings.setListingHidden(id, hide ? 'moderator' : null, now))) throw notFound('listing');
  await repository.closeReports('listing', id, now);
  return repository.recordAction(
    { action: hide ? 'hide-listing' : 'restore-listing', kind: 'listing', targetId: id, ...by(caller), note },
    now,
  );
}

/**
 * Suspends a person (their account disabled and every token they hold refused at once, their
 * listings hidden, their open reports closed, and those of the reported `message` of theirs the
 * suspension answers) or restores them (the account enabled, the listings hidden with the
 * suspension listed again).
 */
export async function setUserSuspended(
  uid: string,
  suspend: boolean,
  note: string,
  caller: Caller,
  message?: string,
): Promise<ModerationAction> {
  if (uid === caller.uid) throw new HttpError(400, 'You cannot suspend or restore yourself');
  if (!(await findAccount(uid))) throw notFound('user');
  if (message !== undefined && (await findReportedMessage(message))?.message.from !== uid) {
    const refusal = 'message must name a message this person sent';
    throw new HttpError(400, refusal, [{ field: 'message', message: refusal, code: 'validation/invalid' }]);
  }
  const now = new Date();
  await setAccountDisabled(uid, suspend);
  await listings.setOwnerListingsHidden(uid, suspend, now);
  await repository.saveSuspension(uid, suspend, { uid: caller.uid, email: caller.email }, note, now);
  if (suspend) await repository.closeReports('user', uid, now);
  if (suspend && message !== undefined) await repository.closeReports('message', message, now);
  return repository.recordAction(
    { action: suspend ? 'suspend-user' : 'restore-user', kind: 'user', targetId: uid, ...by(caller), note },
    now,
  );
}

/** Closes the open reports of one thing without acting on it; 404 when it has none open. */
export async function dismissReports(
  kind: ReportKind,
  id: string,
  note: string,
  caller: Caller,
): Promise<ModerationAction> {
  const now = new Date();
  if ((await repository.closeReports(kind, id, now)) === 0) {
    throw new HttpError(404, 'There are no open reports of this', undefined, 'request/not-found');
  }
  return repository.recordAction({ action: 'dismiss-reports', kind, targetId: id, ...by(caller), note }, now);
}
