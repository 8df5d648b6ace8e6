/**
 * Starts the stack (already built by `pretest:e2e`) with the demo data before
 * the browser tests and returns the teardown that stops it, which Playwright
 * runs even when tests fail.
 *
 * E2E_USE_RUNNING_STACK=1 runs the tests against a stack that is already up
 * (`npm start` in another terminal, after `npm run build`), for quick turns
 * while writing tests; the demo data is written again, nothing is stopped.
 */
import { seedDemoData } from '../../scripts/lib/seed';
import { startStack } from '../../scripts/lib/stack';

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_USE_RUNNING_STACK) {
    await seedDemoData();
    return undefined;
  }
  const stack = await startStack();
  await seedDemoData();
  return () => stack.stop();
}
