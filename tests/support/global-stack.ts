/**
 * Vitest global setup for the API tests: the same stack as `npm start`
 * (already built by `pretest:api`), seeded with the demo data, stopped after
 * the run even when tests fail.
 */
import { seedDemoData } from '../../scripts/lib/seed';
import { startStack } from '../../scripts/lib/stack';

export default async function setup(): Promise<() => Promise<void>> {
  const stack = await startStack();
  await seedDemoData();
  return () => stack.stop();
}
