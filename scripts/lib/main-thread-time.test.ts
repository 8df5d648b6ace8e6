import { describe, expect, it } from 'vitest';
import { mainThreadCpuMs, type TraceEvent } from './main-thread-time';

/** A complete event on the main thread of process `pid`, times in microseconds. */
const task = (ts: number, dur: number, tdur?: number, name = 'RunTask', pid = 10): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid: 1,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});

describe('mainThreadCpuMs', () => {
  it("sums the top-level tasks' time on the CPU", () => {
    expect(mainThreadCpuMs([task(0, 20_000, 8_000), task(30_000, 10_000, 10_000)])).toBe(18);
  });

  it('counts a task nested in another once, and no event that is not a task', () => {
    const events = [
      task(0, 20_000, 8_000),
      task(5_000, 5_000, 4_000, 'ThreadControllerImpl::RunTask'),
      task(2_000, 15_000, 7_000, 'v8.evaluateModule'),
      { ...task(40_000, 1_000, 1_000), ph: 'B' },
    ];
    expect(mainThreadCpuMs(events)).toBe(8);
  });

  it('takes the main thread of each process the frame lived in, whatever the order of the events', () => {
    const events = [task(50_000, 4_000, 2_000, 'RunTask', 20), task(0, 6_000, 3_000, 'RunTask', 10)];
    expect(mainThreadCpuMs(events)).toBe(5);
  });

  it('gives no CPU time when a task has no thread time recorded, rather than its wall time', () => {
    expect(mainThreadCpuMs([task(0, 20_000, 8_000), task(30_000, 10_000)])).toBeNaN();
  });
});
