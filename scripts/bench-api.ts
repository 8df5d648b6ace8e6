/**
 * `npm run bench:api`: starts the stack (built by `prebench:api`), seeds the
 * demo data plus 10,000 listings, measures three read calls with autocannon
 * through Hosting (as the browser calls them) and writes the figures to
 * bench/results/api.md. Not part of `npm test`; run it under the stack lock.
 */
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { listingInputSchema } from '../functions/src/contract/listing';
import { COLLECTIONS, db } from '../functions/src/firestore';
import { newListingDocument } from '../functions/src/roommates/listing-document';
import { DEMO_ACCOUNTS, DEMO_LISTINGS } from './lib/demo-data';
import { APP_URL, REPO_ROOT } from './lib/paths';
import { seedDemoData } from './lib/seed';
import { startStack, type RunningStack } from './lib/stack';

const LISTINGS = 10_000;
const DURATION_SECONDS = 10;
const CONNECTIONS = 10;
const RESULTS_FILE = `${REPO_ROOT}bench/results/api.md`;
/** 1, 5 and 15-minute load averages when the bench started. */
const LOAD_BEFORE = os.loadavg();

/** Bench listings: the demo listings' texts, cycled, with fixed ids so that seeding twice overwrites. */
async function seedBenchListings(now: Date): Promise<string[]> {
  const firestore = db();
  const ids: string[] = [];
  for (let start = 0; start < LISTINGS; start += 500) {
    const batch = firestore.batch();
    for (let i = start; i < Math.min(start + 500, LISTINGS); i += 1) {
      const demo = DEMO_LISTINGS[i % DEMO_LISTINGS.length]!;
      const owner = DEMO_ACCOUNTS[i % DEMO_ACCOUNTS.length]!;
      const { id: _id, owner: _owner, postedDaysAgo: _days, likedBy: _likes, ...form } = demo;
      const fields = listingInputSchema.parse({
        ...form,
        name: owner.name,
        email: owner.email,
        title: `${demo.title} (${i + 1})`,
      });
      const id = `bench-${String(i + 1).padStart(5, '0')}`;
      const postedAt = new Date(now.getTime() - (i + 1) * 37_000);
      batch.set(firestore.collection(COLLECTIONS.roommates).doc(id), {
        ...newListingDocument(id, fields, owner.uid, postedAt),
        likeCount: (i * 7) % 23,
      });
      ids.push(id);
    }
    await batch.commit();
  }
  return ids;
}

interface Measurement {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

async function measure(name: string, path: string): Promise<Measurement> {
  const url = `${APP_URL}/api${path}`;
  // Warm up: the Functions emulator starts its workers on the first requests.
  await autocannon({ url, connections: CONNECTIONS, amount: CONNECTIONS * 5 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    name,
    path,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function bodyOf(path: string): Promise<{ bytes: number; count: number }> {
  const response = await fetch(`${APP_URL}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const text = await response.text();
  return { bytes: Buffer.byteLength(text), count: (JSON.parse(text) as unknown[]).length };
}

/**
 * What one query costs the Firestore emulator itself, through the Admin SDK
 * in this process: the floor under every API call that runs it.
 */
async function queryCosts(sampleId: string): Promise<[string, number][]> {
  const listings = db().collection(COLLECTIONS.roommates);
  const queries: [string, () => Promise<unknown>][] = [
    [
      'newest page (orderBy newestKey, limit 21)',
      () => listings.orderBy('newestKey', 'desc').limit(21).get(),
    ],
    ['one listing (get by id)', () => listings.doc(sampleId).get()],
    [
      'featured (array-contains, orderBy likeCount and newestKey, limit 7)',
      () =>
        listings
          .where('filterTerms', 'array-contains', 'availability:available')
          .orderBy('likeCount', 'desc')
          .orderBy('newestKey', 'desc')
          .limit(7)
          .get(),
    ],
  ];
  const costs: [string, number][] = [];
  for (const [name, run] of queries) {
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) await run();
    costs.push([name, (performance.now() - started) / 20]);
  }
  return costs;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(
  measurements: Measurement[],
  page: { bytes: number; count: number },
  plain: { bytes: number; count: number },
  costs: [string, number][],
) {
  const loadBefore = LOAD_BEFORE.map((load) => load.toFixed(2)).join(' / ');
  const rows = measurements.map(
    (m) =>
      `| \`GET ${m.path}\` | ${m.requestsPerSecond.toFixed(1)} | ${m.p50} | ${m.p99} | ${m.requests} | ${m.failures} |`,
  );
  return `# API benchmark

Written by \`npm run bench:api\` on ${new Date().toISOString().slice(0, 10)}.

- Data: the demo data plus ${LISTINGS.toLocaleString('en-US')} listings (the demo texts, cycled).
- Load: autocannon, ${CONNECTIONS} connections for ${DURATION_SECONDS} s per call, after a warm-up.
- Path: Hosting emulator (port 5000) -> Functions emulator (its pool of 6 worker processes) -> the
  \`api\` function -> the in-process Firestore emulator, all on this machine:
  ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, load average
  ${loadBefore} before the run (other work on the machine lowers these figures).

| Call | Requests/s | p50 latency (ms) | p99 latency (ms) | Requests | Failures |
| --- | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Body sizes with ${LISTINGS.toLocaleString('en-US')} listings stored:

- \`GET /roommates?limit=20\`: ${page.count} listings, ${kb(page.bytes)} (a page stays the same size whatever the number of listings).
- \`GET /roommates\` without \`limit\`: ${plain.count} listings (capped at 500, newest first), ${kb(plain.bytes)}.

What one query costs the Firestore emulator itself (Admin SDK in the bench process, mean of 20):

${costs.map(([name, ms]) => `- ${name}: ${ms.toFixed(1)} ms`).join('\n')}

These figures measure the local emulators, not Firebase. The Firestore emulator runs in one
Node process, keeps documents in memory and sorts the whole collection for every query
(Firestore reads an index instead), so the query cost above, paid one query at a time,
bounds the requests per second; each request also crosses the Hosting and Functions
emulators. Use them to compare changes to the API on this machine, not as production capacity.
`;
}

let stack: RunningStack | undefined;
try {
  console.log('Starting the stack...');
  stack = await startStack();
  await seedDemoData();
  console.log(`Seeding ${LISTINGS.toLocaleString('en-US')} listings...`);
  const ids = await seedBenchListings(new Date());

  const measurements: Measurement[] = [];
  for (const [name, path] of [
    ['page of 20', '/roommates?limit=20'],
    ['one listing', `/roommates/${ids[Math.floor(ids.length / 2)]}`],
    ['featured', '/featured-roommates'],
  ] as const) {
    console.log(`Measuring GET ${path}...`);
    measurements.push(await measure(name, path));
  }
  const page = await bodyOf('/roommates?limit=20');
  const plain = await bodyOf('/roommates');
  const costs = await queryCosts(ids[0]!);

  mkdirSync(`${REPO_ROOT}bench/results`, { recursive: true });
  const markdown = report(measurements, page, plain, costs);
  writeFileSync(RESULTS_FILE, markdown);
  console.log(markdown);
  console.log(`Written to ${RESULTS_FILE}`);
  if (page.bytes >= 20 * 1024) throw new Error(`A page of 20 listings is ${kb(page.bytes)}, over 20 KB`);
  if (plain.count > 500) throw new Error(`GET /roommates returned ${plain.count} listings, more than 500`);
} catch (error) {
  console.error('Benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stack?.stop();
}
process.exit();
