import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
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
    const started = performance.now();
    const [short, long] = await Promise.all([
      inRequestOf(100, () => withinDeadline(never)),
      inRequestOf(400, () => withinDeadline(never)),
    ]);
    expect(short).toBeInstanceOf(DatabaseUnavailableError);
    expect(long).toBeInstanceOf(DatabaseUnavailableError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);

    const alone = performance.now();
    await inRequestOf(100, () => withinDeadline(never));
    expect(performance.now() - alone).toBeLessThan(300);
  });

  it('passes results through, and turns unreachable-database codes into DatabaseUnavailableError', async () => {
    await expect(withinDeadline(Promise.resolve(42))).resolves.toBe(42);
    await expect(withinDeadline(Promise.reject(Object.assign(new Error('x'), { code: 14 })))).rejects.toThrow(
      DatabaseUnavailableError,
    );
    const other = Object.assign(new Error('not found'), { code: 5 });
    await expect(withinDeadline(Promise.reject(other))).rejects.toBe(other);
  });
});
