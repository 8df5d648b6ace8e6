import { findAccount, type Account } from '../accounts/repository';
import type { Config } from '../config';
import { localPhotoHosts } from '../config';
import { API_MESSAGES } from '@roommate-finder/contract/api-error';
import {
  UNVERIFIED_CONVERSATIONS_PER_DAY,
  type ConversationDetails,
  type ConversationPerson,
  type ConversationSummary,
  type Message,
  type StartResult,
} from '@roommate-finder/contract/conversation';
import { isAllowedPhotoURL } from '@roommate-finder/contract/user';
import type { Caller } from '../http/auth';
import { HttpError } from '../http/http-error';
import { spendQuota } from '../http/rate-limit';
import { findListing } from '../roommates/repository';
import * as repository from './repository';

/**
 * Conversations (docs/product.md, "Conversations"): a signed-in person writes to a listing's
 * owner about it; the two, and nobody else, read and write in it. Anyone who is not one of the
 * two gets 404 for every path of a conversation, as if it did not exist.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = () => new HttpError(404, API_MESSAGES.conversationNotFound);
const blocked = () => new HttpError(403, API_MESSAGES.messagingBlocked);

/** A conversation the caller is one of the two people of, with their role; 404 otherwise. */
async function memberOf(id: string, caller: Caller) {
  const record = await repository.findConversation(id);
  const role = record && repository.roleOf(record.doc, caller.uid);
  if (!record || !role) throw notFound();
  return { record, role };
}

/** Whether either of two people has blocked the other (two reads). */
async function eitherBlocked(a: string, b: string) {
  const { aBlockedB, bBlockedA } = await repository.blocksBetween(a, b);
  return aBlockedB || bBlockedA;
}

const personOf = (account: Account | null, uid: string): ConversationPerson => ({
  uid,
  name: account?.displayName ?? account?.email?.split('@')[0] ?? '',
  photoURL:
    account?.photoURL && isAllowedPhotoURL(account.photoURL, localPhotoHosts()) ? account.photoURL : '',
});

/**
 * POST /conversations: starts the caller's conversation about a listing with its first message,
 * or adds the message to the one they already have ('continued'). A new conversation spends one
 * of the day's RATE_LIMIT_CONVERSATIONS_PER_DAY, or of UNVERIFIED_CONVERSATIONS_PER_DAY while the
 * caller's token says their e-mail address is not verified. A hidden listing is not found.
 */
export async function startConversation(
  listingId: string,
  text: string,
  caller: Caller,
  config: Config,
): Promise<{ outcome: 'created' | 'continued'; result: StartResult }> {
  const listing = await findListing(listingId);
  if (!listing) throw new HttpError(404, API_MESSAGES.listingNotFound);
  if (listing.ownerUid === caller.uid) throw new HttpError(400, API_MESSAGES.messageOwnListing);
  if (listing.hidden) throw new HttpError(404, API_MESSAGES.listingNotFound);
  if (await eitherBlocked(caller.uid, listing.ownerUid)) throw blocked();
  const id = repository.conversationIdOf(listingId, caller.uid);
  const now = new Date();
  const existing = await repository.findConversation(id);
  if (existing) {
    return {
      outcome: 'continued',
      result: { _id: id, message: await repository.addMessage(existing, 'asker', text, now) },
    };
  }
  // Until the address is verified, the smaller of the two limits applies (docs/api.md, "Conversations").
  const unverifiedLimit =
    !caller.emailVerified && UNVERIFIED_CONVERSATIONS_PER_DAY < config.RATE_LIMIT_CONVERSATIONS_PER_DAY;
  const perDay = unverifiedLimit ? UNVERIFIED_CONVERSATIONS_PER_DAY : config.RATE_LIMIT_CONVERSATIONS_PER_DAY;
  const wait = await spendQuota('conversations', caller.uid, DAY_MS, perDay);
  if (wait !== null) {
    const refused = new HttpError(
      429,
      unverifiedLimit ? API_MESSAGES.unverifiedConversations : API_MESSAGES.tooManyConversations,
    );
    refused.retryAfter = wait;
    throw refused;
  }
  const [owner, asker] = await Promise.all([findAccount(listing.ownerUid), findAccount(caller.uid)]);
  const created = await repository.createConversation(
    {
      listingId,
      listingTitle: listing.listing.title,
      owner: personOf(owner, listing.ownerUid),
      asker: personOf(asker, caller.uid),
    },
    text,
    now,
  );
  if (created.outcome === 'created')
    return { outcome: 'created', result: { _id: id, message: created.message } };
  // Started a moment ago by the same person in another tab: this message continues it.
  const raced = await repository.findConversation(id);
  if (!raced) throw notFound();
  return {
    outcome: 'continued',
    result: { _id: id, message: await repository.addMessage(raced, 'asker', text, now) },
  };
}

/** POST /conversations/:id/messages */
export async function sendMessage(id: string, text: string, caller: Caller): Promise<Message> {
  const { record, role } = await memberOf(id, caller);
  if (await eitherBlocked(record.doc.ownerUid, record.doc.askerUid)) throw blocked();
  return repository.addMessage(record, role, text, new Date());
}

const encode = (key: string | null) => (key === null ? null : Buffer.from(key).toString('base64url'));
function decode(cursor: string | undefined, option: string): string | null {
  if (cursor === undefined) return null;
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[\w-]+$/.test(key)) {
    throw new HttpError(
      400,
      `${option} is not valid; start again without it`,
      undefined,
      'request/bad-cursor',
    );
  }
  return key;
}

/** GET /conversations: the caller's conversations, latest activity first; limit + 1 reads. */
export async function inbox(caller: Caller, limit: number, cursor: string | undefined) {
  const page = await repository.listConversations(caller.uid, limit, decode(cursor, 'cursor'));
  const conversations: ConversationSummary[] = page.records.map((record) =>
    repository.summaryFor(record, repository.roleOf(record.doc, caller.uid) ?? 'asker'),
  );
  return { conversations, nextCursor: encode(page.next) };
}

/**
 * GET /conversations/:id: its header (the listing, the other person and whether their e-mail
 * address is verified, whether one may write). A hidden listing is linked for its owner only.
 */
export async function details(id: string, caller: Caller): Promise<ConversationDetails> {
  const { record, role } = await memberOf(id, caller);
  const other = role === 'owner' ? record.doc.askerUid : record.doc.ownerUid;
  const [listing, blocks, otherAccount] = await Promise.all([
    findListing(record.doc.listingId),
    repository.blocksBetween(caller.uid, other),
    findAccount(other),
  ]);
  return {
    ...repository.summaryFor(record, role),
    listingExists: listing !== null && (listing.hidden === null || role === 'owner'),
    withVerified: otherAccount?.emailVerified === true,
    mine: role === 'owner',
    canSend: !blocks.aBlockedB && !blocks.bBlockedA,
    blockedByMe: blocks.aBlockedB,
  };
}

/**
 * GET /conversations/:id/messages: the latest `limit` messages before `cursor`, oldest first;
 * or, with `since` (the key of the newest message the client has), only what came after it: a
 * poll that finds nothing new reads the conversation alone.
 */
export async function messages(
  id: string,
  caller: Caller,
  options: { limit: number; cursor?: string; since?: string },
): Promise<{ messages: Message[]; nextCursor: string | null; newest: string | null }> {
  const { record } = await memberOf(id, caller);
  const newest = encode(record.doc.lastKey || null);
  const since = decode(options.since, 'since');
  if (since !== null) {
    if (record.doc.lastKey <= since) return { messages: [], nextCursor: null, newest };
    return { messages: await repository.messagesSince(id, since, options.limit), nextCursor: null, newest };
  }
  const page = await repository.listMessages(id, options.limit, decode(options.cursor, 'cursor'));
  return { messages: page.messages, nextCursor: encode(page.next), newest };
}

/** POST /conversations/:id/read */
export async function markRead(id: string, caller: Caller): Promise<void> {
  const { record, role } = await memberOf(id, caller);
  await repository.markRead(record, role);
}

export const unread = (caller: Caller) => repository.unreadTotal(caller.uid);

/** PUT and DELETE /blocks/:id: the caller blocks (or unblocks) a person. */
export async function setBlock(uid: string, block: boolean, caller: Caller): Promise<void> {
  if (uid === caller.uid) throw new HttpError(400, 'You cannot block yourself');
  if (!(await findAccount(uid))) throw new HttpError(404, API_MESSAGES.userNotFound);
  await repository.setBlock(caller.uid, uid, block, new Date());
}
