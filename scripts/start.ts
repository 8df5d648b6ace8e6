/**
 * `npm start`: builds the web app and the function, starts the whole Firebase
 * stack on the emulators (offline, no account), seeds the demo data, prints
 * the address and the demo accounts, and stays in the foreground until Ctrl-C
 * or SIGTERM, when it stops everything it started and frees its ports.
 *
 * `--no-build` skips the build (the tests use it after building once).
 */
import { spawn } from 'node:child_process';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './lib/demo-data';
import { APP_URL, REPO_ROOT } from './lib/paths';
import { assertPortsFree, PortInUseError } from './lib/ports';
import { seedDemoData } from './lib/seed';
import { startStack, type RunningStack } from './lib/stack';

const dim = (text: string) => (process.stdout.isTTY ? `\x1b[2m${text}\x1b[22m` : text);
const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[22m` : text);

let stack: RunningStack | undefined;
let stopping: Promise<never> | undefined;

/** Stops once, however many signals arrive (Ctrl-C reaches both npm and this script). */
function shutdown(code: number): Promise<never> {
  stopping ??= (async () => {
    console.log('\nStopping Roommate Finder...');
    await stack?.stop();
    console.log('Stopped. Every port is free again.');
    process.exit(code);
  })();
  return stopping;
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed`)),
    );
  });
}

try {
  // Before the build, so that a busy port fails in seconds, not after a minute.
  await assertPortsFree();
  if (!process.argv.includes('--no-build')) {
    console.log('Building the web app and the API function...');
    await run('npm', ['run', 'build', '--silent']);
  }
  console.log('Starting the Firebase emulators (Auth, Functions, Hosting) and Firestore...');
  stack = await startStack({ onOutput: (line) => console.log(dim(`  emulators | ${line}`)) });
  // A signal that came while the stack was starting: stop it now.
  if (stopping) await shutdown(0);
  const seeded = await seedDemoData();

  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.name.length));
  console.log(
    [
      '',
      bold(`Roommate Finder is running at ${APP_URL}`),
      '',
      `Demo data: ${seeded.listings} listings in ${seeded.cities} cities, ${seeded.likes} likes, ${seeded.profiles} roommate profiles, ${seeded.photos} photos.`,
      `Demo accounts (password ${DEMO_PASSWORD} for each):`,
      ...DEMO_ACCOUNTS.map((account) => `  ${account.name.padEnd(width)}  ${account.email}`),
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof PortInUseError) {
    console.error(`\nCannot start: ${error.message}`);
  } else {
    console.error('\nCannot start Roommate Finder:', error instanceof Error ? error.message : error);
  }
  await stack?.stop();
  process.exit(1);
}
