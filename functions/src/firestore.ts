import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * The one place that opens Firestore. In the emulators the Admin SDK finds
 * FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST in the environment.
 */
export function db(): Firestore {
  if (getApps().length === 0) {
    initializeApp();
    getFirestore().settings({ ignoreUndefinedProperties: true });
  }
  return getFirestore();
}

export const COLLECTIONS = {
  roommates: 'roommates',
  likes: 'likes',
  users: 'users',
  removedUsers: 'removedUsers',
} as const;
