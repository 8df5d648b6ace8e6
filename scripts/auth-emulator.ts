/**
 * firebase-tools' own Auth emulator, in a process of its own: the local stack
 * (lib/stack.ts) starts it beside `firebase emulators:start --only
 * functions,hosting` rather than inside it. Starting, the emulator compiles
 * the validators of its whole REST API (7 s of one core here), and the CLI
 * starts its emulators one after the other: inside it, the Functions and
 * Hosting emulators waited for that; beside it, they start on the other core.
 *
 * The same code as `--only auth` runs (AuthEmulator, as the CLI's controller
 * makes it); what the CLI adds around it this project does not use: the
 * emulator hub's registry (the function finds the emulator through
 * FIREBASE_AUTH_EMULATOR_HOST, passed on from the stack's environment) and
 * Auth triggers of Cloud Functions (the API has none).
 *
 * Usage: `node --import tsx scripts/auth-emulator.ts <projectId> <host> <port>`.
 * Stops on SIGINT or SIGTERM.
 */
import { createRequire } from 'node:module';

interface AuthEmulatorModule {
  SingleProjectMode: { WARNING: number };
  AuthEmulator: new (args: { projectId: string; host: string; port: number; singleProjectMode: number }) => {
    start(): Promise<void>;
    stop(): Promise<void>;
  };
}

const { AuthEmulator, SingleProjectMode } = createRequire(import.meta.url)(
  'firebase-tools/lib/emulator/auth/index.js',
) as AuthEmulatorModule;

const [projectId, host, port] = process.argv.slice(2);
if (!projectId || !host || !Number(port)) {
  console.error('Usage: auth-emulator.ts <projectId> <host> <port>');
  process.exit(2);
}

// As firebase.json's `emulators.singleProjectMode: true` makes the CLI's: a request for
// another project is answered, with a warning.
const emulator = new AuthEmulator({
  projectId,
  host,
  port: Number(port),
  singleProjectMode: SingleProjectMode.WARNING,
});
const stop = () => void emulator.stop().finally(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
await emulator.start();
console.log(`Authentication emulator: http://${host}:${port}`);
