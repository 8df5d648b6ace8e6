/**
 * How long the page's main thread was busy in a recorded load, and how much of that time it spent
 * on the CPU: a task's wall time (`dur`) against its thread time (`tdur`, which Chromium records
 * for its top-level tasks). Lighthouse's simulation multiplies the wall time by its CPU slowdown;
 * a thread that waited for a core (on a machine whose cores are shared with other work) or for
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

export interface MainThreadTime {
  /** The top-level tasks' wall time, in milliseconds. */
  wallMs: number;
  /** Their time on the CPU, in milliseconds; NaN when a task has no thread time recorded. */
  cpuMs: number;
}

/** The names Chromium gives a top-level task of a thread's loop (Lighthouse's main-thread-tasks reads the same). */
const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

/**
 * The sum of the top-level tasks among a main thread's events (Lighthouse's TraceProcessor finds
 * them: the main frame's renderer main thread, in each process the frame lived in), each counted
 * once: a task inside another (a nested loop) is part of the outer one's time.
 */
export function mainThreadTime(mainThreadEvents: readonly TraceEvent[]): MainThreadTime {
  const tasks = mainThreadEvents
    .filter((event) => event.ph === 'X' && event.dur !== undefined && TOP_LEVEL_TASKS.has(event.name))
    .sort((a, b) => a.pid - b.pid || a.ts - b.ts || b.dur! - a.dur!);
  let wall = 0;
  let cpu = 0;
  let pid = Number.NaN;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.pid === pid && task.ts < end) continue;
    pid = task.pid;
    end = task.ts + task.dur!;
    wall += task.dur!;
    cpu += task.tdur ?? Number.NaN;
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 };
}
