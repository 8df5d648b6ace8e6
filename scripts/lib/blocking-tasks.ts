/**
 * What a main-thread task that Lighthouse counted as blocking did, read from the trace events
 * inside it, for `npm run bench:web`'s report: Chromium's commit of the navigation, running script
 * (which file's), or style, layout and paint. With the task's time as run and on the CPU, it tells
 * a page's own work from the time its main thread waited for one of the machine's cores, which
 * Lighthouse's simulation multiplies all the same.
 */

/** The fields of a trace event this reads. */
export interface TaskEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string } };
}

/** Events of script work: running a module, a function, a timer's or a microtask's code, and V8's collecting. */
const SCRIPT = new Set([
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.compile',
  'EvaluateScript',
  'v8.callFunction',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
]);

/** Running a module's top-level code (and the modules it imports). */
const MODULES = new Set(['v8.evaluateModule']);

/** Events of the rendering steps: style, layout, paint and handing frames to the compositor. */
const RENDERING = new Set([
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'HitTest',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
]);

/** Milliseconds of the events of a kind, each counted once (an event inside another of the kind is part of it). */
function timeOf(events: readonly TaskEvent[], kind: ReadonlySet<string>): number {
  const own = events
    .filter((event) => kind.has(event.name) && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  let total = 0;
  let end = -Infinity;
  for (const event of own) {
    if (event.ts + event.dur! <= end) continue;
    total += event.ts + event.dur! - Math.max(event.ts, end);
    end = event.ts + event.dur!;
  }
  return total / 1000;
}

/** A built file's name without Vite's content hash: `app-CS_H5oV-.js` is `app.js`. */
export const withoutHash = (url: string) => (url.split('/').pop() ?? url).replace(/-[\w-]{8}(\.\w+)$/, '$1');

/** The file whose functions ran longest in a task, if its events name one. */
function mainScript(events: readonly TaskEvent[]): string | undefined {
  const byFile = new Map<string, number>();
  for (const event of events) {
    const url = event.args?.data?.url;
    if (!url || !SCRIPT.has(event.name) || event.dur === undefined) continue;
    byFile.set(url, (byFile.get(url) ?? 0) + event.dur);
  }
  const [file] = [...byFile].sort((a, b) => b[1] - a[1])[0] ?? [];
  return file && withoutHash(file);
}

/** What whatTaskDid says of the task that commits the navigation. */
export const COMMIT = "Chromium's commit of the navigation";

/**
 * What a task did, in a few words for the report: "Chromium's commit of the navigation", "modules
 * running", "script (app.js)", "style, layout and paint", or "other work" when none of them took
 * its time.
 */
export function whatTaskDid(events: readonly TaskEvent[]): string {
  if (events.some((event) => event.name === 'DocumentLoader::CommitNavigation')) return COMMIT;
  const script = timeOf(events, SCRIPT);
  const rendering = timeOf(events, RENDERING);
  if (script === 0 && rendering === 0) return 'other work';
  if (rendering >= script) return 'style, layout and paint';
  if (timeOf(events, MODULES) >= script / 2) return 'modules running';
  const file = mainScript(events);
  return file ? `script (${file})` : 'script';
}
