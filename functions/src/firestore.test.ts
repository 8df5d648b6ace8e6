import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { callDeadline, DatabaseUnavailableError, withinDeadline } from './firestore';

const never = new Promise<never>(() => undefined);

/** Runs `work` as a request of an app configured with `ms` would. */
const inRequestOf = (ms: number, work: () => Promise<unknown>) =>
  new Promise<unknown>((resolve) => {
    callDeadline(ms)({} as Request, {} as Response, () => {
      work().then(resolve, resolve);
    });
  });

describe('withinDeadline', () => {
  it('gives up after the deadline of the app answering the request, each app its own', async () => {
    // Fake timers: the deadlines are checked as the clock moves, not against a loaded machine's clock.
    vi.useFakeTimers();
    try {
      const settled: string[] = [];
      const short = inRequestOf(100, () => withinDeadline(never)).then(
        (error) => (settled.push('short'), error),
      );
      const long = inRequestOf(400, () => withinDeadline(never)).then(
        (error) => (settled.push('long'), error),
      );
      await vi.advanceTimersByTimeAsync(99);
      expect(settled).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toEqual(['short']);
      await vi.advanceTimersByTimeAsync(299);
      expect(settled).toEqual(['short']);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toEqual(['short', 'long']);
      expect(await short).toBeInstanceOf(DatabaseUnavailableError);
      expect(await long).toBeInstanceOf(DatabaseUnavailableError);
      // What the log says of a 503 (error-handler.ts): which call it was, a wait or a failure.
      expect(String(await short)).toBe('DatabaseUnavailableError: The database did not answer within 100 ms');
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes results through, and turns unreachable-database codes into DatabaseUnavailableError', async () => {
    await expect(withinDeadline(Promise.resolve(42))).resolves.toBe(42);
    const unavailable = withinDeadline(
      Promise.reject(Object.assign(new Error('14 UNAVAILABLE: No connection'), { code: 14 })),
    );
    await expect(unavailable).rejects.toThrow(DatabaseUnavailableError);
    await expect(unavailable).rejects.toThrow(
      'The database call failed: Error: 14 UNAVAILABLE: No connection',
    );
    const other = Object.assign(new Error('not found'), { code: 5 });
    await expect(withinDeadline(Promise.reject(other))).rejects.toBe(other);
  });
});
