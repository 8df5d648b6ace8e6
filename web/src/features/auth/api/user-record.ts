import type { InsertResult, UpdateResult } from '@roommate-finder/contract/api-results';
import type { User } from 'firebase/auth';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** POST /users body (docs/api.md). */
interface NewUserRecord {
  email: string;
  name: string;
  photoURL: string;
  creationTime: string;
  lastSignInTime: string;
}

/** The record of a signed-in account, from its Firebase profile (with overrides just typed in a form). */
export function userRecordFor(user: User, profile: { name?: string; photoURL?: string } = {}): NewUserRecord {
  const now = new Date().toUTCString();
  return {
    email: user.email ?? '',
    name: profile.name ?? user.displayName ?? '',
    photoURL: profile.photoURL ?? user.photoURL ?? '',
    creationTime: user.metadata.creationTime ?? now,
    lastSignInTime: user.metadata.lastSignInTime ?? now,
  };
}

/**
 * POST /users: creates the signed-in person's record, or refreshes it (the
 * API answers with the same id, the account's uid, every time).
 */
export function saveUserRecord(record: NewUserRecord): Promise<InsertResult> {
  return apiRequest<InsertResult>(apiPaths.users, { method: 'POST', body: record });
}

/**
 * After a password sign-in: PATCH /users with the time of this sign-in. The
 * API creates the record again when there is none (the person was removed
 * from the users list, docs/product.md, "The users list"). Failures are
 * logged only: the sign-in itself succeeded.
 */
export async function recordSignIn(user: User): Promise<void> {
  const record = userRecordFor(user);
  try {
    const result = await apiRequest<UpdateResult>(apiPaths.users, {
      method: 'PATCH',
      body: { email: record.email, lastSignInTime: record.lastSignInTime },
    });
    console.debug('Sign-in recorded', result);
  } catch (error) {
    console.warn('Could not record this sign-in', error);
  }
}
