/**
 * `npm run bench:web`: Lighthouse (npm, mobile preset: a phone's screen, slow 4G
 * and a slower CPU, simulated) on `/`, paths.browse and
 * `/roommate/:id` of the built app on the local stack, once for a browser that
 * prefers English and once for one that prefers Bangla (a first visit: a fresh
 * profile each run), each RUNS times, reporting the median run as Lighthouse's docs advise
 * (its `computeMedianRun`). Debian's Chromium, offline. Writes the four scores, FCP,
 * LCP, TBT, CLS and the JavaScript bytes of each page to bench/results/web.md,
 * with what kept a category under 100; and the same for a control page with nothing on it but
 * text (CONTROL_FILE), the floor under every page on this machine. Not part of `npm test`; it
 * starts the stack (built by `prebench:web`), so run it under the stack lock.
 *
 * The stack runs as `npm start` does (scripts/start.ts, demo data), in a process of its own at the
 * lowest CPU priority (lowerCpuPriority: every process, and the sessions they run in): on a phone the
 * servers are elsewhere, while here they share the two cores with Chromium, and Lighthouse would
 * count their work as the page's. Chromium reaches the app over HTTP/2, as Firebase Hosting serves
 * it, through a TLS front (startHttp2FrontProcess) before the Hosting emulator, which speaks HTTP/1.1
 * only: a process of its own at the same lowest priority, as it stands for Hosting's servers too.
 *
 * Lighthouse's CPU slowdown is relative to the machine it runs on: its default 4x turns a
 * high-end desktop into its target, a mid-tier phone. Its docs (docs/throttling.md, "Calibrating
 * the CPU slowdown") say to calibrate the multiplier on any other machine from its
 * `benchmarkIndex`, as Lighthouse does for PageSpeed Insights' own servers; `cpuSlowdownFor` follows
 * the calculator those docs point to. This machine's speed moves within minutes (its index from
 * under 400 to about 2,900 in this project's runs), so each run is calibrated on its own:
 * Lighthouse measures the index at the start of every run, before it loads the page; the run is
 * recorded first (Lighthouse's gather mode), and its trace is then simulated with the multiplier
 * for that run's own index (audit mode). BENCH_WEB_CPU_SLOWDOWN=N sets one multiplier for every
 * run instead, 4 for Lighthouse's default.
 */
import * as chromeLauncher from 'chrome-launcher';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import * as constants from 'lighthouse/core/config/constants.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { APP_URL, REPO_ROOT } from './lib/paths';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_FLAGS } from './lib/chromium';
import { paths } from '../web/src/config/paths';
import { cpuSlowdownFor } from './lib/cpu-slowdown';
import { LOWEST_PRIORITY, lowerCpuPriority } from './lib/low-priority';
import { startHttp2FrontProcess, type Http2FrontProcess } from './lib/http2-front';
import { mainThreadCpuMs } from './lib/main-thread-time';
import { COMMIT, whatTaskDid } from './lib/blocking-tasks';

/** Chromium's flags: offline like the browser tests', and trusting the HTTP/2 front's key once it is up. */
const BROWSER_FLAGS = [...OFFLINE_CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RESULTS_FILE = `${REPO_ROOT}bench/results/web.md`;
/**
 * The control page (what it measures: the report's paragraph on it), copied into the built site for
 * the run and removed after it, so that the Hosting emulator and the front serve it as they serve
 * the app's pages.
 */
const CONTROL_FILE = `${REPO_ROOT}bench/control-page.html`;
const CONTROL_PATH = '/bench-control-page.html';
const CONTROL_COPY = `${REPO_ROOT}web/dist${CONTROL_PATH}`;
const LOAD_BEFORE = os.loadavg();
/**
 * Lighthouse runs per page and language (BENCH_WEB_RUNS, 5 unless set): one run's performance
 * score moves by ten points and more on this machine; Lighthouse's docs ("Score variability")
 * advise the median of five.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 5) || 5);

/** Lighthouse's default CPU slowdown (its mobile preset), made for a high-end desktop. */
const DEFAULT_CPU_SLOWDOWN = 4;
/** One multiplier for every run, when BENCH_WEB_CPU_SLOWDOWN sets it; else each run is calibrated. */
const FIXED_CPU_SLOWDOWN =
  Number(process.env.BENCH_WEB_CPU_SLOWDOWN) > 0 ? Number(process.env.BENCH_WEB_CPU_SLOWDOWN) : undefined;
/** A folder to keep every run's Lighthouse report in (JSON), when BENCH_WEB_REPORTS names one. */
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Language {
  name: string;
  /** What the browser says it prefers: its UI language and Accept-Language. */
  locale: string;
}
const LANGUAGES: Language[] = [
  { name: 'English', locale: 'en-US' },
  { name: 'Bangla', locale: 'bn-BD' },
];

interface PageResult {
  language: string;
  path: string;
  /** The `lang` of the page the browser ended up with. */
  pageLang: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /** Audits that kept a category under 100: "category: title". */
  misses: string[];
  /** The performance metrics that scored under 0.9: "title value (score)". */
  slowMetrics: string[];
  /** The median run's commitMs. */
  commitMs: number;
  /** The median run's other blocking tasks, most first. */
  blockingTasks: BlockingTask[];
  /** Every run's figures, in the order they ran (the row is the median run's). */
  runs: RunFigures[];
}

/** One Lighthouse run of a page. */
interface RunFigures {
  performance: number;
  /** The simulated first contentful paint and total blocking time (ms). */
  fcpMs: number;
  tbtMs: number;
  /**
   * Of that blocking time, what Chromium's task that commits the navigation adds (ms): the same
   * in the control (the report's paragraph on it).
   */
  commitMs: number;
  /** Lighthouse's measure of this machine's CPU speed in the run (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated with. */
  multiplier: number;
  /**
   * The main thread's work as Chromium did it here, before any slowdown: Lighthouse's "Minimize
   * main-thread work" (mainthread-work-breakdown) divided by the run's slowdown, by which its
   * simulation multiplied it. What the page costs, apart from how the run was calibrated.
   */
  mainThreadMs: number;
  /**
   * Of that time, what the main thread spent on the CPU (its tasks' thread time in the trace): the
   * rest it waited, for a core or for another process (lib/main-thread-time.ts).
   */
  mainThreadCpuMs: number;
}

interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}

/** The language the app shows to a first visit from a browser preferring `locale`. */
async function pageLanguage(url: string, locale: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_FLAGS });
  try {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(() => document.documentElement.lang);
  } finally {
    await browser.close();
  }
}

/**
 * Attempts of one run when Lighthouse itself fails to record the page's trace (its runtime
 * errors, such as NO_NAVSTART: now and then on this machine, and gone on the next attempt).
 */
const ATTEMPTS = 3;
class LighthouseRuntimeError extends Error {}
/** How many runs needed a second attempt, for the report. */
let retriedRuns = 0;

/** One Lighthouse run of a page, tried again when Lighthouse's own recording failed. */
async function lighthouseRun(url: string, language: Language): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseAttempt(url, language);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === ATTEMPTS) throw error;
      console.log(`  ${error.message}; trying again`);
      retriedRuns++;
    }
  }
}

/** One run: Lighthouse's result, the CPU slowdown it was simulated with, and its main thread's CPU time as recorded. */
interface Run {
  lhr: LighthouseResult;
  multiplier: number;
  mainThreadCpuMs: number;
  /** RunFigures' commitMs. */
  commitMs: number;
  /** The other tasks that counted as blocking (BlockingParts). */
  blockingTasks: BlockingTask[];
}

/** What one run of the mobile preset measures; only the CPU slowdown is calibrated. */
const lighthouseConfig = (cpuSlowdown: number) => ({
  extends: 'lighthouse:default' as const,
  settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } },
});

/**
 * One Lighthouse run of a page for a browser preferring `language` (a fresh profile): the load
 * is recorded (gather mode, into a folder of its own), then simulated with the CPU slowdown for
 * the benchmarkIndex Lighthouse measured just before it (audit mode), unless one is set.
 */
async function lighthouseAttempt(url: string, language: Language): Promise<Run> {
  const saved = mkdtempSync(join(os.tmpdir(), 'bench-web-'));
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [
        '--headless=new',
        ...BROWSER_FLAGS,
        `--lang=${language.locale}`,
        `--accept-lang=${language.locale}`,
      ],
      envVars: { ...process.env, LANGUAGE: language.locale.replace('-', '_') } as Record<string, string>,
    });
    try {
      await lighthouse(
        url,
        { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES], gatherMode: saved },
        lighthouseConfig(FIXED_CPU_SLOWDOWN ?? DEFAULT_CPU_SLOWDOWN),
      );
    } finally {
      chrome.kill();
    }
    const artifactsFile = join(saved, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as {
      BenchmarkIndex: number;
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    const multiplier = FIXED_CPU_SLOWDOWN ?? Math.round(cpuSlowdownFor(artifacts.BenchmarkIndex) * 100) / 100;
    // Lighthouse audits only with the settings it gathered with. The simulated slowdown plays no
    // part in gathering (the page loads at the machine's own speed), so the recording is told
    // the one it is now simulated with.
    artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const result = await lighthouse(
      undefined,
      { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], auditMode: saved },
      lighthouseConfig(multiplier),
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    }
    if (REPORTS_DIR) keepReport(result.lhr, language);
    const trace = JSON.parse(readFileSync(join(saved, 'trace.json'), 'utf8')) as LighthouseTrace;
    const parts = await blockingParts(saved, trace, artifacts, result.lhr);
    return {
      lhr: result.lhr,
      multiplier,
      mainThreadCpuMs: mainThreadCpuMs(TraceProcessor.processTrace(trace).mainThreadEvents),
      commitMs: parts.commitMs,
      blockingTasks: parts.tasks,
    };
  } finally {
    rmSync(saved, { recursive: true, force: true });
  }
}

/** The recording Lighthouse's gather mode saves, as its TraceProcessor reads it. */
type LighthouseTrace = Parameters<typeof TraceProcessor.processTrace>[0];

/** What Lighthouse's Lantern metrics are computed from, and with. */
type MetricData = Parameters<typeof LanternTotalBlockingTime.request>[0];
type MetricContext = Parameters<typeof LanternTotalBlockingTime.request>[1];
type LanternEstimate = Awaited<ReturnType<typeof LanternTotalBlockingTime.request>>['optimisticEstimate'];
type LanternCpuNode = Extract<Parameters<LanternEstimate['nodeTimings']['get']>[0], { type: 'cpu' }>;

/** The blocking time of a run in parts: Chromium's commit of the navigation, and each other task. */
interface BlockingParts {
  /** RunFigures' commitMs. */
  commitMs: number;
  /** The other tasks that counted as blocking, most first. */
  tasks: BlockingTask[];
}

/** A task that counted as blocking: its part of the blocking time, its time as run and on the CPU, what it did. */
interface BlockingTask {
  blockingMs: number;
  wallMs: number;
  cpuMs: number;
  what: string;
}

/**
 * A run's total blocking time (ms) in parts, worked out as Lighthouse's simulation (Lantern) works
 * out the total, from the run's recording and the settings it was audited with: Lantern's blocking
 * time is the mean of two estimates, one from its optimistic first paint and one from its
 * pessimistic one, and in each a task counts for its part after that first paint, less 50 ms. The
 * part of Chromium's task that commits the navigation (the one holding
 * `DocumentLoader::CommitNavigation`), and each other task's with what it did (blocking-tasks.ts).
 * NaN and no tasks when the parts do not add up to the report's total (another Lighthouse).
 */
async function blockingParts(
  saved: string,
  trace: LighthouseTrace,
  artifacts: Record<string, unknown> & { settings: unknown },
  lhr: LighthouseResult,
): Promise<BlockingParts> {
  const settings = artifacts.settings as MetricContext['settings'];
  const data = {
    trace,
    devtoolsLog: JSON.parse(readFileSync(join(saved, 'devtoolslog.json'), 'utf8')),
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  } as MetricData;
  const context = { computedCache: new Map(), settings } as MetricContext;
  const [paint, interactive, blocking] = [
    await LanternFirstContentfulPaint.request(data, context),
    await LanternInteractive.request(data, context),
    await LanternTotalBlockingTime.request(data, context),
  ];
  // Each task's part, by its recorded event; half from each estimate.
  const parts = new Map<LanternCpuNode['event'], { node: LanternCpuNode; blockingMs: number }>();
  const add = (estimate: LanternEstimate, fcpMs: number, ttiMs: number) => {
    for (const [node, timing] of estimate.nodeTimings) {
      if (node.type !== 'cpu') continue;
      const task = { start: timing.startTime, end: timing.endTime, duration: timing.duration };
      const impact = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(task, fcpMs, ttiMs);
      if (impact <= 0) continue;
      const part = parts.get(node.event) ?? { node, blockingMs: 0 };
      part.blockingMs += impact / 2;
      parts.set(node.event, part);
    }
  };
  // Lantern's pairs (TotalBlockingTime.getEstimateFromSimulation): the optimistic blocking time
  // starts at the pessimistic first paint and ends at the optimistic time to interactive.
  add(
    blocking.optimisticEstimate,
    paint.pessimisticEstimate.timeInMs,
    interactive.optimisticEstimate.timeInMs,
  );
  add(
    blocking.pessimisticEstimate,
    paint.optimisticEstimate.timeInMs,
    interactive.pessimisticEstimate.timeInMs,
  );
  let commit = 0;
  let total = 0;
  const tasks: BlockingTask[] = [];
  for (const { node, blockingMs } of parts.values()) {
    total += blockingMs;
    const what = whatTaskDid(node.childEvents);
    if (what === COMMIT) {
      commit += blockingMs;
      continue;
    }
    const wallMs = (node.event.dur ?? NaN) / 1000;
    const cpuMs = ((node.event as { tdur?: number }).tdur ?? NaN) / 1000;
    tasks.push({ blockingMs, wallMs, cpuMs, what });
  }
  const reported = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
  if (!(Math.abs(blocking.timing - reported) < 1 && Math.abs(total - reported) < 1)) {
    return { commitMs: NaN, tasks: [] };
  }
  return { commitMs: commit, tasks: tasks.sort((a, b) => b.blockingMs - a.blockingMs) };
}

/** Writes a run's report into REPORTS_DIR, named by language, page and the run's time. */
function keepReport(lhr: LighthouseResult, language: Language): void {
  const page = new URL(lhr.finalDisplayedUrl).pathname.replace(/[^a-z0-9]+/gi, '-');
  mkdirSync(REPORTS_DIR!, { recursive: true });
  writeFileSync(join(REPORTS_DIR!, `${language.locale}${page}${Date.now()}.json`), JSON.stringify(lhr));
}

const performanceOf = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/** RUNS runs of a page for a browser preferring `language`, read from the median run. */
async function benchPage(path: string, language: Language): Promise<PageResult> {
  const url = `${front!.url}${path}`;
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await lighthouseRun(url, language));
  const valid: LighthouseResult[] = filterToValidRuns(runs.map((run) => run.lhr));
  if (valid.length === 0) throw new Error(`No run of ${url} measured both FCP and TTI`);
  const lhr: LighthouseResult = computeMedianRun(valid);
  const medianRun = runs.find((run) => run.lhr === lhr);
  const audits = lhr.audits as Record<string, LighthouseAudit>;
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const slowMetrics = (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => ({ ref, audit: audits[ref.id] }))
    .filter(({ ref, audit }) => ref.weight > 0 && audit?.score != null && audit.score < 0.9)
    .map(({ audit }) => `${audit!.title} ${audit!.displayValue ?? ''} (score ${audit!.score!.toFixed(2)})`);
  const misses: string[] = [];
  for (const category of CATEGORIES) {
    if (category === 'performance') continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        misses.push(`${category}: ${audit.title}`);
      }
    }
  }
  return {
    language: language.name,
    path,
    pageLang: await pageLanguage(url, language.locale),
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as PageResult['scores'],
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    misses,
    slowMetrics,
    commitMs: medianRun?.commitMs ?? NaN,
    blockingTasks: medianRun?.blockingTasks ?? [],
    runs: runs.map((run) => ({
      performance: performanceOf(run.lhr),
      fcpMs: run.lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      tbtMs: run.lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      commitMs: run.commitMs,
      benchmarkIndex: run.lhr.environment.benchmarkIndex,
      multiplier: run.multiplier,
      mainThreadMs: (run.lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN) / run.multiplier,
      mainThreadCpuMs: run.mainThreadCpuMs,
    })),
  };
}

/**
 * Every run's performance score, CPU slowdown, first contentful paint, total blocking time and the
 * part of it from Chromium's commit of the navigation, in the order they ran:
 * "87 (1.85x; 0.89 s, 250 ms, 180 the commit), ...".
 */
const eachRun = (r: PageResult) =>
  r.runs
    .map(
      (run) =>
        `${run.performance} (${run.multiplier.toFixed(2)}x; ${(run.fcpMs / 1000).toFixed(2)} s, ${Math.round(run.tbtMs)} ms, ${Math.round(run.commitMs)} the commit)`,
    )
    .join(', ');

/**
 * The tasks after the commit that blocked most in a run, for the report's lines on pages under 95:
 * "; the most of the rest: style, layout and paint 85 ms (a task of 33.7 ms as run, 24.5 of it on
 * the CPU), ...". A task's time as run beyond its CPU time is time it waited (the report's
 * paragraph on the main thread).
 */
const theRest = (tasks: readonly BlockingTask[]) =>
  tasks.length === 0
    ? ''
    : '; the most of the rest: ' +
      tasks
        .slice(0, 3)
        .map(
          (task) =>
            `${task.what} ${Math.round(task.blockingMs)} ms (a task of ${task.wallMs.toFixed(1)} ms as run, ${task.cpuMs.toFixed(1)} of it on the CPU)`,
        )
        .join(', ');

function report(results: PageResult[], loadAfter: number[]): string {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  const rows = results.map(
    (r) =>
      `| ${r.language} | \`${r.path}\` | ${r.pageLang || '?'} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.fcpMs / 1000).toFixed(2)} | ${(r.lcpMs / 1000).toFixed(2)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${(r.jsBytes / 1000).toFixed(1)} | ${Math.round(median(r.runs.map((run) => run.mainThreadMs)))} | ${Math.round(median(r.runs.map((run) => run.mainThreadCpuMs)))} | ${eachRun(r)} |`,
  );
  const misses = results.flatMap((r) => r.misses.map((miss) => `- ${r.language} \`${r.path}\`: ${miss}`));
  const slow = results
    .filter((r) => r.scores.performance < 95)
    .map(
      (r) =>
        `- ${r.language} \`${r.path}\` (${r.scores.performance}): ${r.slowMetrics.join('; ') || 'no single metric'}; of its blocking time, ${Math.round(r.commitMs)} ms from Chromium's commit of the navigation${theRest(r.blockingTasks)}`,
    );
  const indexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).sort((a, b) => a - b);
  const medianIndex = median(indexes);
  const multipliers = results.flatMap((r) => r.runs.map((run) => run.multiplier)).sort((a, b) => a - b);
  const slowdown =
    FIXED_CPU_SLOWDOWN === undefined
      ? `calibrated for each run as Lighthouse's docs say (docs/throttling.md, "Calibrating the CPU
  slowdown"; the calculator they point to) from the \`benchmarkIndex\` Lighthouse measured at the
  start of that run: ${multipliers[0]?.toFixed(2)}x to ${multipliers.at(-1)?.toFixed(2)}x, median ${median(multipliers).toFixed(2)}x (each run's is in the last
  column). The ${DEFAULT_CPU_SLOWDOWN}x of Lighthouse's preset is made for a high-end desktop (index 1500 to 2000):
  on a slower machine it emulates a phone slower than Lighthouse's target, a mid-tier phone; and
  this machine's speed moves within minutes, so each run is recorded first and then simulated
  with the slowdown for its own index`
      : `${FIXED_CPU_SLOWDOWN.toFixed(2)}x for every run, set by BENCH_WEB_CPU_SLOWDOWN (Lighthouse's preset: ${DEFAULT_CPU_SLOWDOWN}x, made for a high-end desktop)`;
  const bangla = results.filter((r) => r.language === 'Bangla');
  const noBangla = bangla.length > 0 && bangla.every((r) => !r.pageLang.startsWith('bn'));
  return `# Web benchmark

Written by \`npm run bench:web\` on ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC.

- Lighthouse ${lighthouseVersion()} (npm), its mobile preset: a phone's screen, slow 4G and a slower CPU,
  simulated from one real load of each page; Debian's Chromium (\`${CHROMIUM_PATH}\`), headless, offline,
  a fresh profile per run (a first visit).
- CPU slowdown ${slowdown}.
- The built app (\`npm run build\`, emulator mode) on the local stack with the demo data, started as
  \`npm start\` does but at the lowest CPU priority (on a phone the servers are elsewhere; here they
  share the two cores with Chromium): Hosting emulator on port 5000, the API through the Functions emulator,
  served to Chromium over HTTP/2 as Firebase Hosting serves it (a TLS front before the emulator, which
  speaks HTTP/1.1 only, at the same lowest priority).
- Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version};
  load average ${load(LOAD_BEFORE)} before the run and ${load(loadAfter)} after it (1 / 5 / 15 minutes;
  other work on the machine lowers the performance score). Lighthouse's own measure of the CPU's
  speed (\`benchmarkIndex\`, higher is faster): median ${Math.round(medianIndex)}, from ${Math.round(indexes[0] ?? NaN)}
  to ${Math.round(indexes.at(-1) ?? NaN)} in the runs themselves.
- Each page for a browser that prefers English (\`en-US\`) and for one that prefers Bangla (\`bn-BD\`,
  its UI language and \`Accept-Language\`), ${RUNS} runs each; and, for a browser that prefers English, the
  control (\`${CONTROL_PATH}\`, bench/control-page.html): a heading and a line of text, no script, style
  sheet, font or image, served as the app's pages are. A row is the median run, as Lighthouse's
  docs advise and its \`computeMedianRun\` picks it (the run nearest the median first contentful paint
  and time to interactive); the last column has every run's performance score, CPU slowdown, first
  contentful paint and total blocking time, with what Chromium's commit of the navigation adds to
  it, in the order they ran.
  "Page lang" is the \`lang\` the page ended with. ${
    retriedRuns === 0
      ? 'No run failed to record its trace.'
      : `${retriedRuns} run(s) were tried again after Lighthouse failed to record the page's trace.`
  }${noBangla ? '\n- This build has no Bangla yet: the browser preferring Bangla got the English page.' : ''}

| Browser prefers | Page | Page lang | Performance | Accessibility | Best practices | SEO | FCP (s) | LCP (s) | TBT (ms) | CLS | JavaScript (kB transferred) | Main thread as run (ms) | Of it on the CPU (ms) | Performance of each run |
| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}

Performance moves from run to run on this machine: Lighthouse multiplies the main thread's time it
observed by the slowdown, and the two cores are shared with Lighthouse itself and the stack. Hence
the median of several runs. "Main thread as run" is the page's own cost, apart from the slowdown:
the main thread's work in a run as Chromium did it here, before Lighthouse multiplied it (its
"Minimize main-thread work" divided by the run's slowdown), the median of the page's runs. When the
calibrated slowdown moves with the benchmark index and this column does not, the page did not change;
it moves with the machine's speed all the same (a page's runs spread by a fifth and more here), so a
change to a page is measured by alternating loads of the two builds, not by two runs of this benchmark.
"Of it on the CPU" is the part of that time the main thread ran on a core (its tasks' thread time
in the trace, the median of the runs); the rest of the time it waited: for one of the two cores,
wanted at once by Chromium's other threads and processes (V8's background compilers, the browser
process, the compositor), by Lighthouse and by the stack; or for another process's answer (the
browser's lookups of system fonts for the Bangla in the demo listings, the first read of the
page's storage). Lighthouse's simulation multiplies the whole of it, waits included, by the slowdown.

The control's row is the floor under every page on this machine. Its blocking time is Chromium's
own: the task that commits the navigation and makes the page's JavaScript context (most of it
\`LocalWindowProxy::Initialize\`) and the first layout of its two lines of text, each multiplied by
the slowdown like a page's own tasks, the first ending after the simulated first paint. What a page
loses beyond the control is its own.

The commit opens a page's runs too, and it is the machine's, not the page's: its CPU time is the
control's (8 to 11 ms in traces here), and the rest of it, up to four times as much, is waiting for
one of the two cores. Lighthouse's simulation places the first paint inside it, so all of it after
that paint, less 50 ms, counts as blocking: the last column's "the commit" is that part of each
run's blocking time (worked out from the run's recording as Lighthouse works out the total).

The last column's first contentful paint tells two kinds of run apart. Lighthouse's simulation
(Lantern) builds the first paint from the requests that finished before the first paint it observed,
and counts a script among them as blocking that paint unless it finds the script's evaluation after
it; it does not find a module's, and the app's scripts are modules. So in a run where one of them
(the small entry module, say) happened to finish downloading, here on the same machine, a few
milliseconds before the loader was first drawn, the simulated first paint waits for it over the
simulated slow 4G (1.2 s and later), and the tasks before it do not count as blocking. In the other
runs it comes at about 0.9 s, as on a phone, where the loader is drawn long before the app's scripts
have arrived, and every task after it counts: those are the runs to read a page's blocking time from.

What kept performance under 95 (the metrics that scored under 0.9; and the median run's blocking time in
parts: Chromium's commit of the navigation, then the three other tasks that blocked most, each with
what it did and its time as run and on the CPU, the rest of which it waited):

${slow.length > 0 ? slow.join('\n') : '- nothing: every page scored 95 or more.'}

What kept accessibility, best practices or SEO under 100:

${misses.length > 0 ? misses.join('\n') : '- nothing: every page scored 100 in the three.'}
`;
}

let version = '';
function lighthouseVersion(): string {
  return version;
}

/**
 * `npm start --no-build` in a process group of its own; settles once the demo data is in, and then
 * puts every process of the stack at the lowest priority (function workers started later inherit it).
 */
async function startLowPriorityStack(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`The stack stopped (exit ${code}):\n${output}`)));
    child.stdout!.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('Press Ctrl-C to stop.')) resolve();
    });
  });
  child.removeAllListeners('exit');
  lowerCpuPriority(child.pid!);
  child.stdout!.resume();
  return child;
}

async function stopStack(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

let stack: ChildProcess | undefined;
let front: Http2FrontProcess | undefined;
try {
  const { createRequire } = await import('node:module');
  version = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
  console.log(`Starting the stack (as npm start does; once it is up, at CPU priority ${LOWEST_PRIORITY})...`);
  stack = await startLowPriorityStack();
  front = await startHttp2FrontProcess(new URL(APP_URL));
  lowerCpuPriority(front.pid);
  BROWSER_FLAGS.push(`--ignore-certificate-errors-spki-list=${front.spkiHash}`);
  console.log(`Serving the app over HTTP/2, as Firebase Hosting does, at ${front.url}`);
  const featured = (await (await fetch(`${APP_URL}/api/featured-roommates`)).json()) as {
    _id: string;
    photos: unknown[];
  }[];
  // A listing with several photos: its page shows the gallery, the largest picture of the site.
  const listingId = featured.find((listing) => listing.photos.length > 1)?._id;
  if (!listingId) throw new Error('The demo data has no featured listing with photos to open');
  const pages = ['/', paths.browse, paths.listing(listingId)];
  copyFileSync(CONTROL_FILE, CONTROL_COPY);
  // One load of each page first, not measured: the first would otherwise also pay for a cold
  // disk cache, Chromium's first start and the function workers' first requests.
  for (const path of pages) await pageLanguage(`${front.url}${path}`, 'en-US');

  const results: PageResult[] = [];
  for (const language of LANGUAGES) {
    for (const path of pages) {
      console.log(`Lighthouse: ${path} for a browser preferring ${language.name}, ${RUNS} runs...`);
      const result = await benchPage(path, language);
      console.log(
        `  median run: ${CATEGORIES.map((category) => `${category} ${result.scores[category]}`).join(', ')}; LCP ${(result.lcpMs / 1000).toFixed(2)} s; performance of each run ${eachRun(result)}`,
      );
      results.push(result);
    }
  }
  console.log(`Lighthouse: the control page for a browser preferring English, ${RUNS} runs...`);
  const control = await benchPage(CONTROL_PATH, LANGUAGES[0]!);
  console.log(`  median run: performance ${control.scores.performance}; each run ${eachRun(control)}`);
  results.push(control);
  mkdirSync(`${REPO_ROOT}bench/results`, { recursive: true });
  const markdown = report(results, os.loadavg());
  writeFileSync(RESULTS_FILE, markdown);
  console.log(markdown);
  console.log(`Written to ${RESULTS_FILE}`);
} catch (error) {
  console.error('Benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(CONTROL_COPY, { force: true });
  await front?.close();
  if (stack) await stopStack(stack);
}
process.exit();
