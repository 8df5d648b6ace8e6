import { translate } from '@/lib/i18n/translator';
import type { MessageId } from '@/lib/i18n/message-id';
import { FirebaseError } from 'firebase/app';

/**
 * Firebase's messages read like "Firebase: Error (auth/invalid-credential).", in English
 * whatever the page's language: each code a person may meet (signing in with a password or
 * Google's window, signing up, a reset or verification e-mail) gets words a person understands,
 * in the page's language, and any other code, or an error that is not Firebase's, a general
 * sentence: never the provider's English. What it was is logged for whoever looks into it.
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
  'auth/popup-closed-by-user': 'authError.popupClosed',
  'auth/cancelled-popup-request': 'authError.popupClosed',
  'auth/user-cancelled': 'authError.popupClosed',
  'auth/timeout': 'authError.timeout',
  'auth/internal-error': 'authError.internal',
  'auth/web-storage-unsupported': 'authError.webStorage',
  'auth/account-exists-with-different-credential': 'authError.otherMethod',
  'auth/operation-not-allowed': 'authError.notAllowed',
};

export function authErrorMessage(error: unknown): string {
  const readable = error instanceof FirebaseError ? READABLE[error.code] : undefined;
  if (readable) return translate(readable);
  console.warn('An authentication error without words of its own', error);
  return translate('authError.unknown');
}

/** The person closed the Google window: not an error to report. */
export function isCancelledPopup(error: unknown): boolean {
  return (
    error instanceof FirebaseError &&
    (error.code === 'auth/popup-closed-by-user' || error.code === 'auth/cancelled-popup-request')
  );
}
