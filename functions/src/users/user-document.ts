import type { Timestamp } from 'firebase-admin/firestore';

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
  updatedAt: Timestamp;
}
