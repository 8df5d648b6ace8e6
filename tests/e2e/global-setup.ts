/**
 * Starts the stack (already built by `pretest:e2e`) with the demo data before
 * the browser tests and returns the teardown that stops it, which Playwright
 * runs even when tests fail.
 */
import { seedDemoData } from '../../scripts/lib/seed';
import { startStack } from '../../scripts/lib/stack';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack();
  await seedDemoData();
  return () => stack.stop();
}
