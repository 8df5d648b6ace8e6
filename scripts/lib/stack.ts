/**
 * Starts and stops the whole local Firebase stack: the Node Firestore emulator
 * and the Cloud Storage server (local-storage.ts) in this process; firebase-tools'
 * Auth emulator in a process of its own (../auth-emulator.ts), started first so
 * that it gets ready while the rest start; and the Functions and Hosting
 * emulators of firebase-tools, each process in its own process group. Used by
 * `npm start` and by the API and browser test harnesses, so all three run the
 * same thing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
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
const authEmulator = path.join(REPO_ROOT, 'scripts', 'auth-emulator.ts');

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

/** Asks a process group to stop (SIGINT), kills it after 15 s, and waits until its leader has exited. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const exit = exited(child)
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGINT');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
  await exit;
  clearTimeout(timer);
  // Children of the leader (the function workers) may outlive it by a moment.
  killGroup(child, 'SIGKILL');
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const { onOutput = () => {}, readyTimeoutMs = 120_000 } = options;
  await assertPortsFree();

  const recent: string[] = [];
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 60) recent.shift();
      onOutput(line);
    }
  };
  const children: ChildProcess[] = [];
  // If this process dies without stop() (or before the stack is up), take the emulators with it.
  const killOnExit = () => children.forEach((child) => killGroup(child, 'SIGKILL'));
  process.once('exit', killOnExit);
  // Each in its own process group, so that stop() reaches what they spawn (the function workers).
  const spawnGroup = (args: string[], env: Record<string, string> = {}) => {
    const child = spawn(process.execPath, args, {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...EMULATOR_ENV, NO_UPDATE_NOTIFIER: '1', ...env },
    });
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    children.push(child);
    return child;
  };
  // First: it takes the longest to start, and starts on one core while the rest do on the other.
  spawnGroup(['--import', 'tsx', authEmulator, PROJECT_ID, LOCAL_HOST, String(STACK_PORTS.auth)]);

  const firestore = new LocalFirestore(LOCAL_HOST, STACK_PORTS.firestore);
  await firestore.start();
  const storage = new LocalStorage(LOCAL_HOST, STACK_PORTS.storage, PROJECT_ID);
  await storage.start();

  spawnGroup(
    [
      firebaseCli,
      'emulators:start',
      '--only',
      'functions,hosting',
      '--project',
      PROJECT_ID,
      // firebase.json with what only the local stack needs (emulator-config.ts).
      '--config',
      writeEmulatorConfig(),
    ],
    {
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
  );

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(children.map(stopGroup));
    process.removeListener('exit', killOnExit);
    firestore.stop();
    await storage.stop();
    await waitForPortsFree();
  };

  const deadline = Date.now() + readyTimeoutMs;
  const authUrl = `http://${EMULATOR_ENV.FIREBASE_AUTH_EMULATOR_HOST}/`;
  try {
    while (!((await answers(`${APP_URL}/api/roommates?limit=1`)) && (await answers(authUrl)))) {
      if (children.some(exited)) {
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
