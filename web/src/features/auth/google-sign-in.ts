import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  type User,
} from 'firebase/auth';
import { config } from '@/config/env';
import { auth } from '@/lib/firebase';

/**
 * Browser tests on the emulators: Google's popup cannot load offline, so a
 * test may store a fake Google identity here before the page loads; the
 * 'Sign in with Google' button then signs in with it through the Auth
 * emulator instead of opening the popup. Only in the demo (emulator) build.
 */
export const TEST_GOOGLE_IDENTITY_KEY = 'roommate-finder:test-google-identity';

interface TestGoogleIdentity {
  sub: string;
  email: string;
  name?: string;
  picture?: string;
}

function storedTestIdentity(): TestGoogleIdentity | null {
  // A build for deployment (production mode) leaves this hook out altogether.
  if (import.meta.env.MODE === 'production' || !config.isDemoProject) return null;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(TEST_GOOGLE_IDENTITY_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  const identity = JSON.parse(raw) as Partial<TestGoogleIdentity>;
  if (typeof identity.sub !== 'string' || typeof identity.email !== 'string') {
    throw new Error(`${TEST_GOOGLE_IDENTITY_KEY} needs "sub" and "email"`);
  }
  return identity as TestGoogleIdentity;
}

/** Signs in with Google: the popup for people, the stored identity for emulator tests. */
export async function signInWithGoogle(): Promise<User> {
  const identity = storedTestIdentity();
  if (identity) {
    const credential = GoogleAuthProvider.credential(JSON.stringify({ ...identity, email_verified: true }));
    return (await signInWithCredential(auth, credential)).user;
  }
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return (await signInWithPopup(auth, provider, browserPopupRedirectResolver)).user;
}
