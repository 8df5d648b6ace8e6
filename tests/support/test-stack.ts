/**
 * The stack of a test suite (API or browser): the same stack as `npm start` (already built),
 * seeded with the demo data, with every Functions worker started before the first test
 * (warm-functions.ts). What the emulators print (each API request with its status, duration and
 * Firestore time among it) goes with the time of each line to `test-results/<suite>-emulators.log`,
 * to read beside a failed test.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { seedDemoData } from '../../scripts/lib/seed';
import { FUNCTIONS_WORKERS, startStack, type RunningStack } from '../../scripts/lib/stack';
import { warmFunctionWorkers } from './warm-functions';

const LOG_DIR = new URL('../../test-results/', import.meta.url);

export interface TestStack {
  stack: RunningStack;
  /** Stops the stack and closes its log. */
  stop(): Promise<void>;
}

export async function startTestStack(suite: 'api' | 'e2e'): Promise<TestStack> {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = createWriteStream(new URL(`${suite}-emulators.log`, LOG_DIR));
  const write = (line: string) => log.write(`${new Date().toISOString()} ${line}\n`);
  const stack = await startStack({ onOutput: write });
  await seedDemoData();
  const rounds = await warmFunctionWorkers(FUNCTIONS_WORKERS);
  write(
    `[${suite}] ${FUNCTIONS_WORKERS} function workers warmed; slowest answer per round (ms): ${rounds.join(', ')}`,
  );
  return {
    stack,
    stop: async () => {
      await stack.stop();
      await new Promise((resolve) => log.end(resolve));
    },
  };
}
