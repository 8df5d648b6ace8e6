/**
 * Starts the stack (already built by `pretest:e2e`) with the demo data before
 * the browser tests and returns the teardown that stops it, which Playwright
 * runs even when tests fail. Before the tests, every Functions worker is
 * started (tests/support/warm-functions.ts), so that no request of a test
 * waits seconds for one. What the emulators print (each API request with
 * its status and duration among it) goes to test-results/e2e-emulators.log,
 * with the time of each line, to read beside a failed test's trace.
 *
 * E2E_USE_RUNNING_STACK=1 runs the tests against a stack that is already up
 * (`npm start` in another terminal, after `npm run build`), for quick turns
 * while writing tests; the demo data is written again, nothing is stopped.
 */
import { seedDemoData } from '../../scripts/lib/seed';
import { startTestStack } from '../support/test-stack';

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_USE_RUNNING_STACK) {
    await seedDemoData();
    return undefined;
  }
  const { stop } = await startTestStack('e2e');
  return stop;
}
