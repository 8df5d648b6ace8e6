import { FirebaseError } from 'firebase/app';

/**
 * Firebase's messages read like "Firebase: Error (auth/invalid-credential).";
 * the ones people meet often get words a person understands. Anything else
 * keeps the provider's own message, so nothing is hidden.
 */
const READABLE: Record<string, string> = {
  'auth/invalid-credential': 'The email or password is incorrect.',
  'auth/invalid-login-credentials': 'The email or password is incorrect.',
  'auth/wrong-password': 'The email or password is incorrect.',
  'auth/user-not-found': 'There is no account with this email.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/invalid-email': 'The email address is not valid.',
  'auth/email-already-in-use': 'An account with this email already exists. Sign in instead.',
  'auth/weak-password': 'The password is too weak. Use at least 6 characters.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes and try again.',
  'auth/network-request-failed': 'Could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-blocked': 'The browser blocked the Google window. Allow pop-ups for this site and try again.',
  'auth/account-exists-with-different-credential':
    'An account with this email already exists with a different sign-in method. Sign in with email and password.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled.',
};

export function authErrorMessage(error: unknown): string {
  if (error instanceof FirebaseError) return READABLE[error.code] ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The person closed the Google window: not an error to report. */
export function isCancelledPopup(error: unknown): boolean {
  return (
    error instanceof FirebaseError &&
    (error.code === 'auth/popup-closed-by-user' || error.code === 'auth/cancelled-popup-request')
  );
}
