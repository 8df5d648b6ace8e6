import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { config } from '@/config/env';

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
