/**
 * Starts and stops the whole local Firebase stack: the Node Firestore emulator
 * and the Cloud Storage server (local-storage.ts) in this process, and the Auth, Functions and Hosting emulators of
 * firebase-tools in their own process group. Used by `npm start` and by the
 * API and browser test harnesses, so all three run the same thing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { writeEmulatorConfig } from './emulator-config';
import { LocalFirestore } from './local-firestore';
import { LocalStorage } from './local-storage';
import { APP_URL, PROJECT_ID, REPO_ROOT, STORAGE_BUCKET } from './paths';
import { assertPortsFree, LOCAL_HOST, STACK_PORTS, waitForPortsFree } from './ports';

export interface StackOptions {
  /** Receives each line the emulators print. */
  onOutput?: (line: string) => void;
  /** How long to wait for the stack to answer, in ms. */
  readyTimeoutMs?: number;
}

export interface RunningStack {
  firestore: LocalFirestore;
  storage: LocalStorage;
  /** Stops every process the stack started and waits until its ports are free. */
  stop(): Promise<void>;
}

/** The environment that points firebase-admin (in scripts and the function) at the emulators. */
export const EMULATOR_ENV = {
  GCLOUD_PROJECT: PROJECT_ID,
  GOOGLE_CLOUD_PROJECT: PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: `${LOCAL_HOST}:${STACK_PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${LOCAL_HOST}:${STACK_PORTS.auth}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `${LOCAL_HOST}:${STACK_PORTS.storage}`,
  // The default bucket for firebase-admin in scripts and tests (initializeApp() reads it); the
  // Functions emulator gives the function the same one.
  FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET }),
  // Offline: do not probe for the Google Cloud metadata server.
  METADATA_SERVER_DETECTION: 'none',
} as const;

/** Most worker processes the Functions emulator starts (FUNCTIONS_EMULATOR_PARALLEL, default 6). */
export const FUNCTIONS_WORKERS = Number(process.env.FUNCTIONS_EMULATOR_PARALLEL ?? 6);

const firebaseCli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || exited(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const { onOutput = () => {}, readyTimeoutMs = 120_000 } = options;
  await assertPortsFree();

  const firestore = new LocalFirestore(LOCAL_HOST, STACK_PORTS.firestore);
  await firestore.start();
  const storage = new LocalStorage(LOCAL_HOST, STACK_PORTS.storage, PROJECT_ID);
  await storage.start();

  const recent: string[] = [];
  const emulators = spawn(
    process.execPath,
    [
      firebaseCli,
      'emulators:start',
      '--only',
      'auth,functions,hosting',
      '--project',
      PROJECT_ID,
      // firebase.json with what only the local stack needs (emulator-config.ts).
      '--config',
      writeEmulatorConfig(),
    ],
    {
      cwd: REPO_ROOT,
      // Its own process group, so that stop() reaches the function workers it spawns.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...EMULATOR_ENV,
        NO_UPDATE_NOTIFIER: '1',
        // The Functions emulator starts one worker process per request in flight, up to 50 by
        // default: a burst of requests then spends minutes starting Node processes on a small
        // machine (and answers 504 meanwhile). A few workers serve the same burst in seconds.
        FUNCTIONS_EMULATOR_PARALLEL: String(FUNCTIONS_WORKERS),
        // Before it loads the function, the Functions emulator runs `npm show firebase-functions`
        // to say whether a newer SDK is out. Without a network npm retries until the emulator
        // gives up on it after 10 s, and every start waited that long. Offline, npm answers at
        // once from its cache or not at all; the emulator goes on either way (the SDK's
        // version is the lockfile's, not the registry's).
        npm_config_offline: 'true',
      },
    },
  );
  // If this process dies without stop(), take the emulators with it.
  const killOnExit = () => killGroup(emulators, 'SIGKILL');
  process.once('exit', killOnExit);

  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 60) recent.shift();
      onOutput(line);
    }
  };
  emulators.stdout?.on('data', forward);
  emulators.stderr?.on('data', forward);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const exit = exited(emulators)
      ? Promise.resolve()
      : new Promise<void>((resolve) => emulators.once('exit', () => resolve()));
    killGroup(emulators, 'SIGINT');
    const timer = setTimeout(() => killGroup(emulators, 'SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
    // The function workers may outlive the CLI by a moment.
    killGroup(emulators, 'SIGKILL');
    process.removeListener('exit', killOnExit);
    firestore.stop();
    await storage.stop();
    await waitForPortsFree();
  };

  const deadline = Date.now() + readyTimeoutMs;
  const authUrl = `http://${EMULATOR_ENV.FIREBASE_AUTH_EMULATOR_HOST}/`;
  try {
    while (!((await answers(`${APP_URL}/api/roommates?limit=1`)) && (await answers(authUrl)))) {
      if (exited(emulators)) {
        throw new Error(`The Firebase emulators exited early. Their last output:\n${recent.join('\n')}`);
      }
      if (Date.now() > deadline) {
        throw new Error(
          `The stack did not answer within ${readyTimeoutMs / 1000} s. The emulators' last output:\n${recent.join('\n')}`,
        );
      }
      await sleep(500);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { firestore, storage, stop };
}
