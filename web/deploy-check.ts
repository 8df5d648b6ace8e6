/**
 * What a build for deployment (`vite build`, Vite's `production` mode, run by
 * `firebase deploy` as the Hosting predeploy) refuses. Without it, a deploy
 * with no web/.env.production.local published the emulator build: Auth sent
 * visitors' passwords to http://127.0.0.1:9099 on their own machine, and the
 * Google sign-in test hook was in the page.
 *
 * `npm start`, the tests and `npm run dev` build in the `emulator` mode,
 * which this does not check.
 */

/** The web config of a real Firebase project (Project settings > Your apps). */
const REQUIRED = [
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_APP_ID',
] as const;

/** Addresses of the visitor's own machine: an emulator, never a deployed service. */
const LOCAL_ADDRESS = /\b(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0)\b|\[::1?\]/i;

/**
 * Every reason the VITE_* values cannot go to Firebase Hosting, one line
 * each, naming the variable; empty when they can. `deployProject` is the
 * project `firebase deploy` deploys to (it sets GCLOUD_PROJECT for predeploy
 * commands), when known.
 */
export function deployProblems(env: Record<string, string | undefined>, deployProject?: string): string[] {
  const problems: string[] = [];
  for (const key of REQUIRED) {
    if (!env[key]?.trim()) problems.push(`${key} is not set`);
  }
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim();
  if (projectId?.startsWith('demo-')) {
    problems.push(`VITE_FIREBASE_PROJECT_ID is "${projectId}": a demo- project exists only on the emulators`);
  }
  if (env.VITE_AUTH_EMULATOR_URL) {
    problems.push(
      `VITE_AUTH_EMULATOR_URL is set (${env.VITE_AUTH_EMULATOR_URL}): a deployed app must not use the Auth emulator`,
    );
  }
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith('VITE_') && key !== 'VITE_AUTH_EMULATOR_URL' && value && LOCAL_ADDRESS.test(value)) {
      problems.push(`${key} points at the visitor's own machine (${value})`);
    }
  }
  if (projectId && deployProject && projectId !== deployProject) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is "${projectId}" but firebase deploy is deploying to "${deployProject}"`,
    );
  }
  return problems;
}

/** Throws with every problem and where to fix it. */
export function assertDeployable(env: Record<string, string | undefined>, deployProject?: string): void {
  const problems = deployProblems(env, deployProject);
  if (problems.length === 0) return;
  throw new Error(
    `This build is for deployment (vite build, production mode) and cannot be deployed:\n` +
      problems.map((problem) => `  - ${problem}`).join('\n') +
      `\nPut the web config of the real project in web/.env.production.local ` +
      `(README.md, "Deploying to a real Firebase project"). ` +
      `For the local emulators, build with \`npm run build:emulator -w web\`.`,
  );
}
