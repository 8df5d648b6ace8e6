import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

/**
 * Counts the Firestore documents one request reads (what Firestore bills),
 * and the count aggregations it runs, so each answer can say what it cost:
 * `Server-Timing: firestore;dur=<ms>;desc="reads=<n>"`. firestore.ts's
 * withinDeadline() reports every call; calls outside a request count nowhere.
 */
export interface ReadMeter {
  reads: number;
  aggregations: number;
  /** Time spent waiting on Firestore, in milliseconds. */
  durationMs: number;
}

const storage = new AsyncLocalStorage<ReadMeter>();

export const currentMeter = (): ReadMeter | undefined => storage.getStore();

/** Adds what one Firestore call returned to the current request's meter. */
export function recordFirestoreCall(result: unknown, durationMs: number): void {
  const meter = storage.getStore();
  if (!meter) return;
  meter.durationMs += durationMs;
  // getAll(): one snapshot per document asked for.
  if (Array.isArray(result)) {
    for (const item of result) recordFirestoreCall(item, 0);
    return;
  }
  const value = result as { docs?: unknown; exists?: unknown; ref?: unknown } | null;
  if (value && Array.isArray(value.docs)) meter.reads += value.docs.length;
  else if (value && typeof value.exists === 'boolean' && value.ref !== undefined) {
    meter.reads += value.exists ? 1 : 0;
  } else if (value && typeof (value as { data?: unknown }).data === 'function' && 'query' in value) {
    meter.aggregations += 1;
  }
}

export const SERVER_TIMING_HEADER = 'Server-Timing';

export function serverTimingValue(meter: ReadMeter): string {
  return `firestore;dur=${meter.durationMs.toFixed(1)};desc="reads=${meter.reads}"`;
}

/**
 * Starts a meter for each request and writes it into Server-Timing just
 * before the headers go out (every answer, errors included).
 */
export function readMeter(): RequestHandler {
  return (_req, res, next) => {
    const meter: ReadMeter = { reads: 0, aggregations: 0, durationMs: 0 };
    res.locals.readMeter = meter;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.writeHead = ((...args: unknown[]) => {
      if (!res.headersSent) res.setHeader(SERVER_TIMING_HEADER, serverTimingValue(meter));
      return writeHead(...args);
    }) as typeof res.writeHead;
    storage.run(meter, next);
  };
}
