import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The demo project id of .firebaserc; `demo-` keeps the emulators off every real project. */
export const PROJECT_ID: string = (
  JSON.parse(readFileSync(`${REPO_ROOT}.firebaserc`, 'utf8')) as { projects: { default: string } }
).projects.default;

export const APP_URL = 'http://127.0.0.1:5000';

/** The project's default Cloud Storage bucket, as the Functions emulator names it for a demo project. */
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;
