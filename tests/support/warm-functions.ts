/**
 * Starts the Functions emulator's worker processes before tests run.
 *
 * The emulator serves each request in flight with a worker process of its
 * own, and a request that finds no idle worker waits for a new one to start:
 * several seconds on this two-core machine while browsers run, and a burst
 * starts several at once. Mid-run, that stalled a sign-in's PATCH /users for
 * over ten seconds, and the browser test waiting for the page after sign-in
 * failed. With every worker started up front, no request waits for one.
 */
import { APP_URL } from './api';

/** An answer slower than this came from a worker that had to start first. */
const COLD_START_MS = 1_500;
const MAX_ROUNDS = 8;

async function timedRequest(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${APP_URL}/api/roommates`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`Warming the API: GET /api/roommates answered ${response.status}`);
  return performance.now() - started;
}

/**
 * Sends `workers` requests at once, again until a round is answered without
 * a cold start (at most MAX_ROUNDS). Returns the slowest answer of each round,
 * in ms, for the log.
 */
export async function warmFunctionWorkers(workers: number): Promise<number[]> {
  const slowest: number[] = [];
  while (slowest.length < MAX_ROUNDS) {
    const durations = await Promise.all(Array.from({ length: workers }, timedRequest));
    slowest.push(Math.round(Math.max(...durations)));
    if (slowest.at(-1)! < COLD_START_MS) break;
  }
  return slowest;
}
