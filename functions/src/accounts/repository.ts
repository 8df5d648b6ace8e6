import { getAuth } from 'firebase-admin/auth';
import { adminApp, withinDeadline } from '../firestore';
import { errorCode } from '../grpc-status';

/** What Firebase Auth knows of an account: the source of truth for names, photos and sign-in times. */
export interface Account {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** As Auth reports them (UTC date strings), or null. */
  creationTime: string | null;
  lastSignInTime: string | null;
  /** The address was verified (what the account's tokens carry as `email_verified`). */
  emailVerified: boolean;
  /** Suspended by a moderator: the account cannot sign in, and its tokens are refused. */
  disabled: boolean;
}

/**
 * The Auth account of a uid, or null when it no longer exists. ID tokens may
 * lack the `name` claim right after a profile update, so names are read here.
 */
export async function findAccount(uid: string): Promise<Account | null> {
  try {
    const record = await withinDeadline(getAuth(adminApp()).getUser(uid));
    return {
      uid: record.uid,
      email: record.email?.toLowerCase() ?? null,
      displayName: record.displayName?.trim() || null,
      photoURL: record.photoURL?.trim() || null,
      creationTime: record.metadata.creationTime || null,
      lastSignInTime: record.metadata.lastSignInTime || null,
      emailVerified: record.emailVerified,
      disabled: record.disabled,
    };
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * Suspends (or restores) an account: a disabled account cannot sign in, and revoking its
 * refresh tokens makes every token it holds refused at once (the API verifies tokens with
 * `checkRevoked`, docs/api.md).
 */
export async function setAccountDisabled(uid: string, disabled: boolean): Promise<void> {
  const auth = getAuth(adminApp());
  await withinDeadline(auth.updateUser(uid, { disabled }));
  if (disabled) await withinDeadline(auth.revokeRefreshTokens(uid));
}
