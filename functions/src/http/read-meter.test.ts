import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { readMeter, recordFirestoreCall, type ReadMeter } from './read-meter';

/** Runs `calls` inside one request's meter and gives what it counted. */
function metered(calls: () => void): ReadMeter {
  const res = { locals: {} as { readMeter?: ReadMeter }, writeHead: () => res, headersSent: false };
  readMeter()({} as Request, res as unknown as Response, calls);
  return res.locals.readMeter!;
}

const snapshot = (exists: boolean) => ({ exists, ref: {} });

describe('the read meter (Server-Timing reads=)', () => {
  it("counts a query's documents, a found document, and each found document of a getAll()", () => {
    const meter = metered(() => {
      recordFirestoreCall({ docs: [1, 2, 3] }, 2);
      recordFirestoreCall(snapshot(true), 1);
      recordFirestoreCall(snapshot(false), 1);
      recordFirestoreCall([snapshot(true), snapshot(false), snapshot(true)], 3);
    });
    expect(meter.reads).toBe(6);
    expect(meter.durationMs).toBe(7);
  });
});
