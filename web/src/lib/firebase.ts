import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
} from 'firebase/auth';
import { config } from '@/config/env';
import { markFirebaseLoaded, rememberSession } from './auth-session';
import { nextTask } from './next-task';

/**
 * Loaded on demand (lib/auth-session.ts): code of the first page takes Auth's functions from
 * here, so that 'firebase/auth' stays out of the first page's chunk.
 */
export { onIdTokenChanged, signOut } from 'firebase/auth';

// The SDK's code has run (this module's imports); the setting up of the app and Auth waits for
// the next task, so that the two do not hold the main thread as one long task on a phone
// (docs/architecture.md, "Keeping the first page light"). Whoever imports this module waits too.
await nextTask();

/** The one Firebase app and Auth instance of the web app. */
const firebaseApp = initializeApp(config.firebase);

/**
 * initializeAuth instead of getAuth, to keep the first page small: only the
 * persistence we use (IndexedDB, localStorage where IndexedDB is missing), and
 * no popup resolver here: Google sign-in passes browserPopupRedirectResolver
 * itself (features/auth/google-sign-in.ts), the only place that opens a popup.
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (config.authEmulatorUrl) {
  connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
}

// Whether this browser holds a session, for the next page load to know before Auth has loaded.
onIdTokenChanged(auth, (user) => rememberSession(user !== null));
// From now on the API client asks Auth, hint or not: a sign-in on this page (whose screen imported
// this module directly) is known to Auth before the hint is written.
markFirebaseLoaded();
