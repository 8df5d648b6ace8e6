/**
 * How much of a recorded load's main-thread time the thread spent on the CPU: its top-level tasks'
 * thread time (`tdur`, which Chromium records for them) against their wall time (`dur`, what
 * Lighthouse's "Minimize main-thread work" sums and its simulation multiplies by the CPU slowdown).
 * A thread that waited for a core (on a machine whose cores are shared with other work) or for
 * another process (a synchronous call to the browser, such as a system font lookup) shows a wall
 * time well over its CPU time, and the difference is no work of the page's.
 */

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** The names Chromium gives a top-level task of a thread's loop (Lighthouse's main-thread-tasks reads the same). */
const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

/**
 * The CPU time, in milliseconds, of the top-level tasks among a main thread's events (Lighthouse's
 * TraceProcessor finds them: the main frame's renderer main thread, in each process the frame
 * lived in), each counted once: a task inside another (a nested loop) is part of the outer one's
 * time. NaN when a task has no thread time recorded, rather than its wall time.
 */
export function mainThreadCpuMs(mainThreadEvents: readonly TraceEvent[]): number {
  const tasks = mainThreadEvents
    .filter((event) => event.ph === 'X' && event.dur !== undefined && TOP_LEVEL_TASKS.has(event.name))
    .sort((a, b) => a.pid - b.pid || a.ts - b.ts || b.dur! - a.dur!);
  let cpu = 0;
  let pid = Number.NaN;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.pid === pid && task.ts < end) continue;
    pid = task.pid;
    end = task.ts + task.dur!;
    cpu += task.tdur ?? Number.NaN;
  }
  return cpu / 1000;
}
