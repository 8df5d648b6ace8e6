import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  PREVIEW_MAX,
  type ConversationPerson,
  type ConversationSummary,
  type Message,
} from '@roommate-finder/contract/conversation';
import { COLLECTIONS, db, withinDeadline } from '../firestore';
import { queryOf } from '../firestore-query';
import { errorCode, GRPC_STATUS } from '../grpc-status';
import type { QuerySpec } from '../roommates/search-plan';

/**
 * The only module that reads and writes conversations, their messages, the people's unread
 * totals, blocks and who may see whose contact details (docs/api.md, "Conversations"). Counters
 * are kept with increments in the batch that writes the message, so concurrent sends add up
 * exactly; nothing relies on a transaction's isolation (the local emulator has none).
 */

const conversations = () => db().collection(COLLECTIONS.conversations);
const messagesOf = (id: string) => conversations().doc(id).collection(COLLECTIONS.messages);
const readsOf = (id: string) => conversations().doc(id).collection(COLLECTIONS.reads);
const inboxes = () => db().collection(COLLECTIONS.inboxes);
const blocks = () => db().collection(COLLECTIONS.blocks);
const contactGrants = () => db().collection(COLLECTIONS.contactGrants);

/** One conversation per listing and person: its id is made from the two (letters and digits, as routes accept). */
export const conversationIdOf = (listingId: string, askerUid: string) =>
  createHash('sha256').update(`${listingId}\n${askerUid}`).digest('hex').slice(0, 40);

export type Role = 'owner' | 'asker';
const other = (role: Role): Role => (role === 'owner' ? 'asker' : 'owner');

/**
 * `conversations/{id}`: the two people (`members`, for the inbox query, and their roles), the
 * listing as it was when they started, each person's name and photo as they were, each one's
 * unread count, the last message, and `activityKey` (`<updatedAt ISO>_<id>`, unique and ordered:
 * the inbox's paging key, latest first).
 */
export interface ConversationDocument {
  listingId: string;
  listingTitle: string;
  ownerUid: string;
  askerUid: string;
  members: string[];
  ownerName: string;
  ownerPhoto: string;
  askerName: string;
  askerPhoto: string;
  ownerUnread: number;
  askerUnread: number;
  /** Where each one's last reading ended (the `lastKey` then; absent before their first): markRead's place. */
  ownerReadTo?: string;
  askerReadTo?: string;
  lastText: string;
  lastFrom: string;
  lastSentAt: Timestamp;
  /** The last message's key: a poll that finds it unchanged reads nothing else. */
  lastKey: string;
  /** The owner has written in it: the asker may see a `conversation` listing's contact details. */
  ownerReplied: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  activityKey: string;
}

/** `conversations/{id}/messages/{auto id}`, with `key` `<sentAt ISO>_<id>`, unique and ordered. */
interface MessageDocument {
  from: string;
  text: string;
  sentAt: Timestamp;
  key: string;
}

export interface ConversationRecord {
  id: string;
  doc: ConversationDocument;
}

const keyOf = (at: Date, id: string) => `${at.toISOString()}_${id}`;
const preview = (text: string) =>
  (text.split('\n').find((line) => line.trim()) ?? '').trim().slice(0, PREVIEW_MAX);

export const roleOf = (doc: ConversationDocument, uid: string): Role | null =>
  doc.ownerUid === uid ? 'owner' : doc.askerUid === uid ? 'asker' : null;

const personOf = (doc: ConversationDocument, role: Role): ConversationPerson => ({
  uid: role === 'owner' ? doc.ownerUid : doc.askerUid,
  name: role === 'owner' ? doc.ownerName : doc.askerName,
  photoURL: role === 'owner' ? doc.ownerPhoto : doc.askerPhoto,
});

/** A conversation as one of its two people sees it in the inbox. */
export function summaryFor({ id, doc }: ConversationRecord, role: Role): ConversationSummary {
  return {
    _id: id,
    listingId: doc.listingId,
    listingTitle: doc.listingTitle,
    with: personOf(doc, other(role)),
    lastMessage: { text: doc.lastText, from: doc.lastFrom, sentAt: doc.lastSentAt.toDate().toISOString() },
    unread: role === 'owner' ? doc.ownerUnread : doc.askerUnread,
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}

const toMessage = (id: string, doc: MessageDocument): Message => ({
  _id: id,
  from: doc.from,
  text: doc.text,
  sentAt: doc.sentAt.toDate().toISOString(),
});

export async function findConversation(id: string): Promise<ConversationRecord | null> {
  const snapshot = await withinDeadline(conversations().doc(id).get());
  return snapshot.exists ? { id, doc: snapshot.data() as ConversationDocument } : null;
}

/** The writes of one message, whatever the conversation's length: the message, the conversation, the recipient's total. */
function writeMessage(
  batch: FirebaseFirestore.WriteBatch,
  id: string,
  doc: Pick<ConversationDocument, 'ownerUid' | 'askerUid'>,
  from: Role,
  text: string,
  now: Date,
): Message {
  const ref = messagesOf(id).doc();
  const stamp = Timestamp.fromDate(now);
  const message: MessageDocument = {
    from: from === 'owner' ? doc.ownerUid : doc.askerUid,
    text,
    sentAt: stamp,
    key: keyOf(now, ref.id),
  };
  batch.create(ref, message);
  batch.update(conversations().doc(id), {
    [`${other(from)}Unread`]: FieldValue.increment(1),
    lastText: preview(text),
    lastFrom: message.from,
    lastSentAt: stamp,
    lastKey: message.key,
    updatedAt: stamp,
    activityKey: keyOf(now, id),
    ...(from === 'owner' ? { ownerReplied: true } : {}),
  });
  batch.set(
    inboxes().doc(from === 'owner' ? doc.askerUid : doc.ownerUid),
    { unread: FieldValue.increment(1) },
    { merge: true },
  );
  if (from === 'owner') {
    // The owner replied: the asker may now see this owner's `conversation` contact details.
    batch.set(contactGrants().doc(`${doc.ownerUid}_${doc.askerUid}`), { grantedAt: stamp });
  }
  return toMessage(ref.id, message);
}

export interface NewConversation {
  listingId: string;
  listingTitle: string;
  owner: ConversationPerson;
  asker: ConversationPerson;
}

/**
 * Starts a conversation with its first message: 'created', or 'exists' when the two already
 * have one about this listing (the create, the batch's first write, fails; nothing is written).
 */
export async function createConversation(
  started: NewConversation,
  text: string,
  now: Date,
): Promise<{ outcome: 'created'; id: string; message: Message } | { outcome: 'exists'; id: string }> {
  const id = conversationIdOf(started.listingId, started.asker.uid);
  const stamp = Timestamp.fromDate(now);
  const doc: ConversationDocument = {
    listingId: started.listingId,
    listingTitle: started.listingTitle,
    ownerUid: started.owner.uid,
    askerUid: started.asker.uid,
    members: [started.owner.uid, started.asker.uid],
    ownerName: started.owner.name,
    ownerPhoto: started.owner.photoURL,
    askerName: started.asker.name,
    askerPhoto: started.asker.photoURL,
    ownerUnread: 0,
    askerUnread: 0,
    lastText: '',
    lastFrom: started.asker.uid,
    lastSentAt: stamp,
    lastKey: '',
    ownerReplied: false,
    createdAt: stamp,
    updatedAt: stamp,
    activityKey: keyOf(now, id),
  };
  const batch = db().batch();
  batch.create(conversations().doc(id), doc);
  const message = writeMessage(batch, id, doc, 'asker', text, now);
  try {
    await withinDeadline(batch.commit());
    return { outcome: 'created', id, message };
  } catch (error) {
    if (errorCode(error) === GRPC_STATUS.ALREADY_EXISTS) return { outcome: 'exists', id };
    throw error;
  }
}

/** Adds a message from one of the two; a fixed number of writes. */
export async function addMessage(
  record: ConversationRecord,
  from: Role,
  text: string,
  now: Date,
): Promise<Message> {
  const batch = db().batch();
  const message = writeMessage(batch, record.id, record.doc, from, text, now);
  await withinDeadline(batch.commit());
  return message;
}

/**
 * Marks a conversation read for one of the two: their count there and their total both go
 * down by what they had unread, as increments, so a message arriving meanwhile still counts.
 * Exactly once for each stretch read, though two tabs or devices mark it read at once: the batch
 * first creates `reads/{role}_{where the last reading ended}`, which fails with ALREADY_EXISTS for
 * whoever comes second from the same place, and then moves that place on (`ownerReadTo`,
 * `askerReadTo`: the conversation's `lastKey` when read). The second one reads the conversation
 * again and subtracts only what arrived after the first one's reading, if anything; as likes do,
 * this needs no transaction's isolation, which the local emulator lacks (docs/api.md, "Conversations").
 */
export async function markRead(record: ConversationRecord, role: Role): Promise<void> {
  let doc: ConversationDocument | null = record.doc;
  for (let attempt = 0; doc && attempt < MARK_READ_ATTEMPTS; attempt += 1) {
    const unread = role === 'owner' ? doc.ownerUnread : doc.askerUnread;
    if (unread <= 0) return;
    const uid = role === 'owner' ? doc.ownerUid : doc.askerUid;
    const readTo = (role === 'owner' ? doc.ownerReadTo : doc.askerReadTo) ?? '';
    const batch = db().batch();
    batch.create(readsOf(record.id).doc(readMarkId(role, readTo)), { at: FieldValue.serverTimestamp() });
    batch.update(conversations().doc(record.id), {
      [`${role}Unread`]: FieldValue.increment(-unread),
      [`${role}ReadTo`]: doc.lastKey,
    });
    batch.set(inboxes().doc(uid), { unread: FieldValue.increment(-unread) }, { merge: true });
    try {
      await withinDeadline(batch.commit());
      return;
    } catch (error) {
      if (errorCode(error) !== GRPC_STATUS.ALREADY_EXISTS) throw error;
      doc = (await findConversation(record.id))?.doc ?? null;
    }
  }
}

/** Enough for two tabs and a message arriving between them; a caller still behind after them marks it read on its next poll. */
const MARK_READ_ATTEMPTS = 3;

const readMarkId = (role: Role, readTo: string) =>
  `${role}_${createHash('sha256').update(readTo).digest('hex').slice(0, 32)}`;

/** A person's unread messages over all their conversations: one read. */
export async function unreadTotal(uid: string): Promise<number> {
  const snapshot = await withinDeadline(inboxes().doc(uid).get());
  const unread = snapshot.get('unread') as number | undefined;
  return Math.max(0, unread ?? 0);
}

/** The inbox query: a person's conversations, latest activity first, after a position (the index test checks it). */
export const inboxQuery = (uid: string, after: string | null, count: number): QuerySpec => ({
  where: [
    { field: 'members', op: 'array-contains', value: uid },
    ...(after === null ? [] : [{ field: 'activityKey', op: '<' as const, value: after }]),
  ],
  orderBy: [{ field: 'activityKey', direction: 'desc' }],
  limit: count,
});

/** A page of a person's conversations: limit + 1 reads. */
export async function listConversations(
  uid: string,
  limit: number,
  after: string | null,
): Promise<{ records: ConversationRecord[]; next: string | null }> {
  const snapshot = await withinDeadline(queryOf(conversations(), inboxQuery(uid, after, limit + 1)).get());
  const records = snapshot.docs
    .slice(0, limit)
    .map((doc) => ({ id: doc.id, doc: doc.data() as ConversationDocument }));
  return { records, next: snapshot.size > limit ? (records.at(-1)?.doc.activityKey ?? null) : null };
}

const messagesPage = (snapshot: FirebaseFirestore.QuerySnapshot) =>
  snapshot.docs.map((doc: DocumentSnapshot) => toMessage(doc.id, doc.data() as MessageDocument));

/** The latest `limit` messages before a key, oldest first: limit + 1 reads. */
export async function listMessages(
  id: string,
  limit: number,
  before: string | null,
): Promise<{ messages: Message[]; next: string | null }> {
  const base = before === null ? messagesOf(id) : messagesOf(id).where('key', '<', before);
  const snapshot = await withinDeadline(
    base
      .orderBy('key', 'desc')
      .limit(limit + 1)
      .get(),
  );
  const page = messagesPage(snapshot).slice(0, limit);
  const oldest = snapshot.docs.slice(0, limit).at(-1)?.get('key') as string | undefined;
  return { messages: page.reverse(), next: snapshot.size > limit ? (oldest ?? null) : null };
}

/** One message of a conversation (a report of it), or null when there is none: one read. */
export async function findMessage(conversationId: string, messageId: string): Promise<Message | null> {
  const snapshot = await withinDeadline(messagesOf(conversationId).doc(messageId).get());
  return snapshot.exists ? toMessage(snapshot.id, snapshot.data() as MessageDocument) : null;
}

/** Messages after a key, oldest first, at most `limit` (a poll of an open conversation that found news). */
export async function messagesSince(id: string, after: string, limit: number): Promise<Message[]> {
  const snapshot = await withinDeadline(
    messagesOf(id).where('key', '>', after).orderBy('key', 'asc').limit(limit).get(),
  );
  return messagesPage(snapshot);
}

const blockId = (blocker: string, blocked: string) => `${blocker}_${blocked}`;

/** Whether `a` blocked `b` and whether `b` blocked `a`: two reads. */
export async function blocksBetween(
  a: string,
  b: string,
): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
  const [ab, ba] = await withinDeadline(
    db().getAll(blocks().doc(blockId(a, b)), blocks().doc(blockId(b, a))),
  );
  return { aBlockedB: ab?.exists === true, bBlockedA: ba?.exists === true };
}

export async function setBlock(blocker: string, blocked: string, block: boolean, now: Date): Promise<void> {
  const ref = blocks().doc(blockId(blocker, blocked));
  await withinDeadline(block ? ref.set({ blocker, blocked, since: Timestamp.fromDate(now) }) : ref.delete());
}

/** Whether a listing's owner has replied to a person in a conversation: one read (contact-visibility.ts). */
export async function ownerRepliedTo(ownerUid: string, uid: string): Promise<boolean> {
  const snapshot = await withinDeadline(contactGrants().doc(`${ownerUid}_${uid}`).get());
  return snapshot.exists;
}
