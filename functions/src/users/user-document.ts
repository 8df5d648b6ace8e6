import type { Timestamp } from 'firebase-admin/firestore';
import type { UserListItem } from '@roommate-finder/contract/user';

/**
 * A registered user as stored in Firestore, keyed by Firebase Auth uid so that
 * each account has exactly one record. creationTime and lastSignInTime are the
 * strings Firebase Auth reports (UTC dates, e.g. "Sat, 22 Nov 2026 02:51:24 GMT").
 */
export interface UserDocument {
  name: string;
  email: string;
  photoURL: string;
  creationTime: string;
  lastSignInTime: string;
  /** From the verified token at the person's last sign-in: the users screen shows 'Verified e-mail'. */
  emailVerified?: boolean;
  updatedAt: Timestamp;
  /**
   * `<updatedAt ISO>_<uid>`: unique and ordered, so GET /users pages with a
   * range filter on it (the local emulator ignores query cursors, and
   * updatedAt alone ties when records are written together).
   */
  listKey: string;
}

export const userListKey = (updatedAt: Date, uid: string) => `${updatedAt.toISOString()}_${uid}`;

/**
 * A user record removed from the list (DELETE /users/:id), kept whole with
 * who removed it and when, in `removedUsers/{uid}/removals`: one document per
 * removal, never overwritten; restoredAt is set when the person's next
 * sign-in brings the record back.
 */
export interface RemovedUserDocument {
  uid: string;
  record: UserDocument;
  removedBy: string;
  removedByEmail: string | null;
  removedAt: Timestamp;
  restoredAt: Timestamp | null;
}

/**
 * `removedUsers/{uid}`: a copy of the person's latest removal and its id in
 * `removals`, so that a sign-in finds the record to bring back with one read.
 */
export interface LatestRemovalDocument extends RemovedUserDocument {
  removalId: string;
}

const isoOrNull = (text: string) => {
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

export function toUserListItem(uid: string, doc: UserDocument): UserListItem {
  return {
    _id: uid,
    name: doc.name,
    email: doc.email,
    photoURL: doc.photoURL,
    lastSignInTime: isoOrNull(doc.lastSignInTime),
    emailVerified: doc.emailVerified === true,
  };
}
