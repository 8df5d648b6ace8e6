import { FirebaseError } from 'firebase/app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/lib/i18n/load-messages';
import { createTranslator, englishTranslator, setCurrentTranslator } from '@/lib/i18n/translator';
import { authErrorMessage } from './auth-error-message';

const bangla = createTranslator('bn', await loadMessages('bn'));
const firebaseError = (code: string) => new FirebaseError(code, `Firebase: Error (${code}).`);

/** What a Google sign-in (its window) can fail with, and what the person reads. */
const POPUP_FAILURES = [
  ['auth/internal-error', 'The sign-in service had a problem. Try again in a moment.'],
  [
    'auth/network-request-failed',
    'Could not reach the sign-in service. Check your connection and try again.',
  ],
  ['auth/popup-blocked', 'The browser blocked the Google window. Allow pop-ups for this site and try again.'],
  ['auth/popup-closed-by-user', 'The Google window was closed before signing in finished. Try again.'],
  ['auth/cancelled-popup-request', 'The Google window was closed before signing in finished. Try again.'],
  ['auth/too-many-requests', 'Too many attempts. Wait a few minutes and try again.'],
  ['auth/user-disabled', 'This account has been disabled.'],
  ['auth/timeout', 'The sign-in service took too long to answer. Try again.'],
  [
    'auth/web-storage-unsupported',
    'Your browser is blocking the cookies or site data that signing in needs. Allow them for this site and try again.',
  ],
  [
    'auth/account-exists-with-different-credential',
    'An account with this email already exists with a different sign-in method. Sign in with email and password.',
  ],
] as const;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => setCurrentTranslator(englishTranslator));

describe("an authentication failure's words", () => {
  it.each(POPUP_FAILURES)('%s reads: %s', (code, words) => {
    expect(authErrorMessage(firebaseError(code))).toBe(words);
  });

  it.each(POPUP_FAILURES)('%s is said in Bangla on a Bangla page', (code, english) => {
    setCurrentTranslator(bangla);
    const words = authErrorMessage(firebaseError(code));
    expect(words).not.toBe(english);
    expect(words).toMatch(/[\u0980-\u09FF]/);
    expect(words).not.toMatch(/Firebase|auth\//);
  });

  it.each([
    ['a Firebase code without words of its own', firebaseError('auth/unauthorized-domain')],
    ['an error that is not Firebase’s', new TypeError('Failed to fetch')],
    ['something thrown that is not an error', 'boom'],
  ])("never shows the provider's English for %s: a general sentence instead", (_case, error) => {
    expect(authErrorMessage(error)).toBe(
      'Something went wrong with the sign-in service. Try again in a moment.',
    );
    setCurrentTranslator(bangla);
    expect(authErrorMessage(error)).toBe('সাইন ইন সার্ভিসে কিছু একটা গোলমাল হয়েছে। একটু পরে আবার চেষ্টা করুন।');
    // What it was is kept for whoever looks into it.
    expect(console.warn).toHaveBeenCalledWith(expect.any(String), error);
  });
});
