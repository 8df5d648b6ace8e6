import { translate } from '@/lib/i18n/translator';
import type { MessageId } from '@/lib/i18n/message-id';
import { FirebaseError } from 'firebase/app';

/**
 * Firebase's messages read like "Firebase: Error (auth/invalid-credential).";
 * the ones people meet often get words a person understands. Anything else
 * keeps the provider's own message, so nothing is hidden.
 */
const READABLE: Record<string, MessageId> = {
  'auth/invalid-credential': 'authError.invalidCredential',
  'auth/invalid-login-credentials': 'authError.invalidCredential',
  'auth/wrong-password': 'authError.invalidCredential',
  'auth/user-not-found': 'authError.userNotFound',
  'auth/user-disabled': 'authError.userDisabled',
  'auth/invalid-email': 'authError.invalidEmail',
  'auth/email-already-in-use': 'authError.emailInUse',
  'auth/weak-password': 'authError.weakPassword',
  'auth/too-many-requests': 'authError.tooManyRequests',
  'auth/network-request-failed': 'authError.network',
  'auth/popup-blocked': 'authError.popupBlocked',
  'auth/account-exists-with-different-credential': 'authError.otherMethod',
  'auth/operation-not-allowed': 'authError.notAllowed',
};

export function authErrorMessage(error: unknown): string {
  if (error instanceof FirebaseError) {
    const readable = READABLE[error.code];
    return readable ? translate(readable) : error.message;
  }
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
