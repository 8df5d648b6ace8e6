import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signOut,
} from 'firebase/auth';
import { showDialog } from '@/components/ui/dialogs';
import { config } from '@/config/env';
import { apiErrorText, type ApiError } from './api-client';
import { markFirebaseLoaded, rememberSession } from './auth-session';
import { translate } from './i18n/translator';
import { nextTask } from './next-task';
import { refusesSession } from './session-refusal';

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

let ending: Promise<void> | undefined;

/**
 * A 401 to a call that carried the session's token (lib/api-client.ts, `refusal`). When the API
 * refused it as no longer good (lib/session-refusal.ts: a moderator suspended the account, or it
 * was signed out everywhere), the page signs out at once, as docs/product.md says of a suspension
 * ("Moderators"), so that the screens become a visitor's, and says why once, however many calls
 * were refused.
 */
export function endRefusedSession(error: ApiError): Promise<void> {
  if (!refusesSession(error) || !auth.currentUser) return Promise.resolve();
  ending ??= signOut(auth)
    .then(async () => {
      await showDialog({ icon: 'warning', title: translate('logout.done'), text: apiErrorText(error) });
    })
    .finally(() => {
      ending = undefined;
    });
  return ending;
}
