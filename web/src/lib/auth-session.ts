import type { User } from 'firebase/auth';
import type * as FirebaseModule from './firebase';

/**
 * Firebase Auth, fetched when first needed instead of with the first page (docs/architecture.md,
 * "Keeping the first page light"): its SDK is about a fifth of the app's code, and a visitor who
 * has never signed in on this browser needs none of it to see a page, nor at all until they sign
 * in (authRequested). lib/firebase.ts keeps a hint of whether this browser holds a session, so
 * that one who does waits for Auth before the first API call (which then carries the ID token),
 * and one who does not, never waits.
 */
type Firebase = typeof FirebaseModule;

let loading: Promise<Firebase> | undefined;

/** Settles once Auth is wanted on this page: its code asked for, or the hint written (authRequested). */
let wantAuth = () => {};
const authWanted = new Promise<void>((resolve) => (wantAuth = resolve));
/** Whether authRequested listens for the hint another tab writes. */
let listeningForHint = false;

/** lib/firebase.ts (the Auth instance, its listeners, signOut), loaded once. */
export const loadFirebase = (): Promise<Firebase> => {
  loading ??= import('./firebase');
  wantAuth();
  return loading;
};

/** Set by lib/firebase.ts when its module runs, whoever imported it (the sign-in screens do, directly). */
let loaded = false;
export const markFirebaseLoaded = (): void => {
  loaded = true;
  wantAuth();
};

/** Whether Auth's code has been asked for or has run already. */
export const firebaseRequested = (): boolean => loading !== undefined || loaded;

/** Where the hint lives; lib/firebase.ts writes it whenever the session starts or ends. */
const SESSION_HINT_KEY = 'roommate-finder:session';

/** Whether this browser may hold a session: it signed in here and has not signed out since. */
export function mayBeSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) !== null;
  } catch {
    // Storage blocked: ask Auth, as before the hint.
    return true;
  }
}

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked: mayBeSignedIn() answers yes, so nothing is lost.
  }
}

/**
 * The signed-in user, once Auth has restored the session; null for a visitor. A browser with no
 * session hint is a visitor at once, unless Auth has been loaded meanwhile (then it is asked).
 */
export async function sessionUser(): Promise<User | null> {
  if (!mayBeSignedIn() && !firebaseRequested()) return null;
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  return auth.currentUser;
}

/**
 * For a browser without the hint, which the screens show as a visitor at once: settles when Auth
 * is wanted after all, so that whoever follows the session (features/auth/auth-provider.tsx) loads
 * it then and not before. That is when a screen asks for Auth's code (signing in or up), or when
 * the hint appears because this browser has signed in in another tab.
 */
export function authRequested(): Promise<void> {
  if (!listeningForHint) {
    listeningForHint = true;
    window.addEventListener('storage', function hintWritten(event) {
      if (event.key !== SESSION_HINT_KEY || event.newValue === null) return;
      window.removeEventListener('storage', hintWritten);
      wantAuth();
    });
  }
  return authWanted;
}

/** The IndexedDB database Firebase Auth keeps its session in (its indexedDBLocalPersistence). */
const AUTH_DATABASE = 'firebaseLocalStorageDb';

/**
 * Whether Auth may hold a session on this browser that the hint does not tell: one from before the
 * hint existed. Auth makes its database the first time it runs on a browser, signed in or not; a
 * browser without it has never run Auth, and holds no session for Auth to find. Where the browser
 * cannot list its databases (Firefox before 126), or has no IndexedDB (Auth then keeps the session
 * in localStorage), the answer is yes.
 */
export async function authMayHoldSession(): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    const databases = await indexedDB.databases();
    return databases.some(({ name }) => name === AUTH_DATABASE);
  } catch {
    return true;
  }
}
