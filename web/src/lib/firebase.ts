import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { config } from '../config/env';

/** The one Firebase app and Auth instance of the web app. */
export const firebaseApp = initializeApp(config.firebase);
export const auth = getAuth(firebaseApp);

if (config.authEmulatorUrl) {
  connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
}
