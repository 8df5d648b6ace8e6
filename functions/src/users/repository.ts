import { Timestamp } from 'firebase-admin/firestore';
import type { UserListItem } from '@roommate-finder/contract/user';
import { COLLECTIONS, db, withinDeadline } from '../firestore';
import { isNotFound } from '../grpc-status';
import type { Caller } from '../http/auth';
import {
  toUserListItem,
  userListKey,
  type LatestRemovalDocument,
  type RemovedUserDocument,
  type UserDocument,
} from './user-document';

/** The only module that reads and writes user records and their audit copies in Firestore. */

const users = () => db().collection(COLLECTIONS.users);
const removedUsers = () => db().collection(COLLECTIONS.removedUsers);

/** A stored user record without its Firestore timestamp and list key. */
export type UserRecord = Omit<UserDocument, 'updatedAt' | 'listKey'>;

const recordOf = ({ updatedAt: _updatedAt, listKey: _listKey, ...record }: UserDocument): UserRecord =>
  record;

export interface UserPage {
  users: UserListItem[];
  /** The list key to continue after; null on the last page. */
  next: string | null;
}

/**
 * One page of GET /users, most recently active first (updatedAt changes at
 * each sign-in): limit + 1 documents read, the extra one only to know
 * whether another page follows.
 */
export async function listUsers(limit: number, after: string | null): Promise<UserPage> {
  const base = after === null ? users() : users().where('listKey', '<', after);
  const snapshot = await withinDeadline(
    base
      .orderBy('listKey', 'desc')
      .limit(limit + 1)
      .get(),
  );
  const docs = snapshot.docs.slice(0, limit);
  const last = docs.at(-1);
  return {
    users: docs.map((doc) => toUserListItem(doc.id, doc.data() as UserDocument)),
    next: snapshot.docs.length > limit && last ? (last.get('listKey') as string) : null,
  };
}

/** How many records the list holds (one count aggregation, not a read of every record). */
export async function countUsers(): Promise<number> {
  const snapshot = await withinDeadline(users().count().get());
  return snapshot.data().count;
}

export async function findUser(uid: string): Promise<UserRecord | null> {
  const snapshot = await withinDeadline(users().doc(uid).get());
  return snapshot.exists ? recordOf(snapshot.data() as UserDocument) : null;
}

export async function saveUser(uid: string, record: UserRecord, now: Date): Promise<void> {
  const doc: UserDocument = { ...record, updatedAt: Timestamp.fromDate(now), listKey: userListKey(now, uid) };
  await withinDeadline(users().doc(uid).set(doc));
}

/** Changes some fields of an existing record; false if it is gone. */
export async function updateUser(uid: string, changes: Partial<UserRecord>, now: Date): Promise<boolean> {
  try {
    await withinDeadline(
      users()
        .doc(uid)
        .update({ ...changes, updatedAt: Timestamp.fromDate(now), listKey: userListKey(now, uid) }),
    );
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** One removal of a person's record, kept as history; the id is its document's in `removals`. */
const removalsOf = (uid: string) => removedUsers().doc(uid).collection(COLLECTIONS.removals);

/**
 * Moves a record into the audit collection, with who removed it and when;
 * false if there was no record. Each removal is kept in
 * `removedUsers/{uid}/removals`, and `removedUsers/{uid}` holds the latest
 * one, so that bringing a record back reads one document however often it
 * was removed before. The delete goes first in the batch, with an exists
 * precondition, so two removals at once leave one audit copy (the emulator
 * applies batch writes in order and stops at a failure).
 */
export async function moveUserToAudit(uid: string, remover: Caller, now: Date): Promise<boolean> {
  const ref = users().doc(uid);
  const snapshot = await withinDeadline(ref.get());
  if (!snapshot.exists) return false;
  const history = removalsOf(uid).doc();
  const removal: RemovedUserDocument = {
    uid,
    record: snapshot.data() as UserDocument,
    removedBy: remover.uid,
    removedByEmail: remover.email,
    removedAt: Timestamp.fromDate(now),
    restoredAt: null,
  };
  const latest: LatestRemovalDocument = { ...removal, removalId: history.id };
  const batch = db().batch();
  batch.delete(ref, { exists: true });
  batch.create(history, removal);
  batch.set(removedUsers().doc(uid), latest);
  try {
    await withinDeadline(batch.commit());
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** A removal that no sign-in has brought back yet. */
export interface OpenRemoval {
  removalId: string;
  record: UserRecord;
}

/** The record as it was when last removed from the list, unless already brought back: one document read. */
export async function openRemoval(uid: string): Promise<OpenRemoval | null> {
  const snapshot = await withinDeadline(removedUsers().doc(uid).get());
  const latest = snapshot.data() as LatestRemovalDocument | undefined;
  if (!latest || latest.restoredAt !== null) return null;
  return { removalId: latest.removalId, record: recordOf(latest.record) };
}

/** Marks a removal as brought back, in the history and in the latest-removal document (both stay). */
export async function markRestored(uid: string, removalId: string, now: Date): Promise<void> {
  const restoredAt = Timestamp.fromDate(now);
  const batch = db().batch();
  batch.update(removalsOf(uid).doc(removalId), { restoredAt });
  batch.update(removedUsers().doc(uid), { restoredAt });
  await withinDeadline(batch.commit());
}
