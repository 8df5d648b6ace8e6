/**
 * `npm run bench:api`: starts the stack (built by `prebench:api`), seeds the
 * demo data plus 10,000 listings, measures read calls (plain and filtered
 * searches) with autocannon through Hosting (as the browser calls them),
 * with the Firestore documents each request reads (its Server-Timing), then
 * each call next to a bare firebase-admin read of the same documents
 * (lib/bench-bare-reads.ts), then the conversations' polls, pages and sending
 * (lib/bench-conversations.ts), and writes the figures to bench/results/api.md. Not part of
 * `npm test`; run it under the stack lock.
 */
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { listingInputSchema } from '@roommate-finder/contract/listing';
import { COLLECTIONS, db } from '../functions/src/firestore';
import { newListingDocument } from '../functions/src/roommates/listing-document';
import { withPlace } from '../functions/src/roommates/place-fill';
import { profileInputSchema } from '@roommate-finder/contract/profile';
import { MATCH_READS_MAX } from '../functions/src/roommates/candidate-plan';
import { FEATURED_BATCH, FEATURED_READS_MAX } from '../functions/src/roommates/featured-plan';
import { measureOverhead, overheadSection, type OverheadMeasurement } from './lib/bench-bare-reads';
import {
  BENCH_TALK,
  conversationSection,
  measureConversations,
  seedBenchConversations,
} from './lib/bench-conversations';
import { indexScanOf, type IndexScan } from './lib/bench-index-entries';
import { matchQuality, matchQualitySection } from './lib/bench-match-quality';
import { DEMO_ACCOUNTS, DEMO_LISTINGS, DEMO_PASSWORD, DEMO_PROFILES } from './lib/demo-data';
import { APP_URL, REPO_ROOT } from './lib/paths';
import { seedDemoData } from './lib/seed';
import { EMULATOR_ENV, startStack, type RunningStack } from './lib/stack';

const LISTINGS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;
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
      const {
        id: _id,
        owner: _owner,
        postedDaysAgo: _days,
        likedBy: _likes,
        availableInDays,
        ...form
      } = demo;
      const availableFrom = new Date(now.getTime() + availableInDays * DAY_MS).toISOString().slice(0, 10);
      const fields = withPlace(
        listingInputSchema.parse({
          ...form,
          availableFrom,
          name: owner.name,
          email: owner.email,
          title: `${demo.title} (${i + 1})`,
        }),
      );
      const id = `bench-${String(i + 1).padStart(5, '0')}`;
      const postedAt = new Date(now.getTime() - (i + 1) * 37_000);
      batch.set(firestore.collection(COLLECTIONS.roommates).doc(id), {
        ...newListingDocument(id, fields, owner.uid, postedAt),
        likeCount: (i * 7) % 23,
        earnedLikeCount: (i * 7) % 23,
      });
      ids.push(id);
    }
    await batch.commit();
  }
  return ids;
}

/** The demo account whose matches are measured: a woman working in Dhaka, budget 15,000 (demo-matching.ts). */
const MATCH_ACCOUNT = DEMO_ACCOUNTS.find((account) => account.uid === 'demo-sadia')!;

/** A Firebase ID token of a demo account, from the Auth emulator's REST API, as the web app signs in. */
async function demoIdToken(email: string): Promise<string> {
  const response = await fetch(
    `http://${EMULATOR_ENV.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Signing in ${email} answered ${response.status}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

interface Measurement {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  /** Firestore documents one request read (Server-Timing), and the listings it answered. */
  reads: number;
  answered: number;
}

async function measure(name: string, path: string, token?: string): Promise<Measurement> {
  const url = `${APP_URL}/api${path}`;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  // Warm up: the Functions emulator starts its workers on the first requests.
  await autocannon({ url, headers, connections: CONNECTIONS, amount: CONNECTIONS * 5 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`GET ${path} answered ${probe.status}`);
  const reads = Number(/reads=(\d+)/.exec(probe.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  const body = (await probe.json()) as unknown;
  return {
    reads,
    answered: Array.isArray(body) ? body.length : 1,
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
      `featured (availability ==, orderBy earnedLikeCount and newestKey, limit ${FEATURED_BATCH})`,
      () =>
        listings
          .where('availability', '==', 'Available')
          .orderBy('earnedLikeCount', 'desc')
          .orderBy('newestKey', 'desc')
          .limit(FEATURED_BATCH)
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

/** The section on index entries: what each search passes over in its index besides the documents it reads. */
function indexSection(scans: [Measurement, IndexScan][]): string {
  // Every listing the stack holds: the demo data's and the bench's own.
  const stored = DEMO_LISTINGS.length + LISTINGS;
  const rows = scans.map(
    ([m, scan]) =>
      `| ${m.name}: \`GET ${m.path}\` | ${m.reads} | ${scan.entries.toLocaleString('en-US')} | ${scan.billedForEntries} | ${m.reads + scan.billedForEntries} |`,
  );
  return `## Index entries: what a search passes over besides the documents it reads

Firestore bills every query for the documents it returns and for the index entries it reads, one
document read per batch of up to 1,000 entries. A search whose budget or move-in date is not on
its sort key (a budget with the newest first, a move-in date with the cheapest first, both
together) reads in its index the entries of the listings that meet its other filters, up to the
page's last listing, and skips those the range leaves out without reading their documents
(docs/api.md, "Listing search"). Counted here on the local stack (\`scripts/lib/bench-index-entries.ts\`:
a count() of the listings its equality filters and sort-key range meet, up to the page's last
listing); a search whose only range is on its sort key passes over just the listings it returns.
With the ${stored.toLocaleString('en-US')} listings stored (${DEMO_LISTINGS.length} demo listings and the bench's ${LISTINGS.toLocaleString('en-US')}), no query can pass
over more than ⌈${stored.toLocaleString('en-US')} / 1,000⌉ = ${Math.ceil(stored / 1000)} reads' worth (a page of the likes order may take two
queries, over different listings: one read more at most).

| Call | Documents read | Index entries passed over | Reads for them (⌈entries / 1,000⌉) | Reads in all, at most |
| --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}
`;
}

function report(
  measurements: Measurement[],
  page: { bytes: number; count: number },
  plain: { bytes: number; count: number },
  costs: [string, number][],
) {
  const loadBefore = LOAD_BEFORE.map((load) => load.toFixed(2)).join(' / ');
  const rows = measurements.map(
    (m) =>
      `| ${m.name}: \`GET ${m.path}\` | ${m.answered} | ${m.reads} | ${m.requestsPerSecond.toFixed(1)} | ${m.p50} | ${m.p99} | ${m.requests} | ${m.failures} |`,
  );
  return `# API benchmark

Written by \`npm run bench:api\` on ${new Date().toISOString().slice(0, 10)}.

- Data: the demo data plus ${LISTINGS.toLocaleString('en-US')} listings (the demo texts, cycled).
- Load: autocannon, ${CONNECTIONS} connections for ${DURATION_SECONDS} s per call, after a warm-up.
- Path: Hosting emulator (port 5000) -> Functions emulator (its pool of 6 worker processes) -> the
  \`api\` function -> the in-process Firestore emulator, all on this machine:
  ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, load average
  ${loadBefore} before the run (other work on the machine lowers these figures).

| Call | Listings answered | Documents read per request | Requests/s | p50 latency (ms) | p99 latency (ms) | Requests | Failures |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Body sizes with ${LISTINGS.toLocaleString('en-US')} listings stored:

- \`GET /roommates?limit=20\`: ${page.count} listings, ${kb(page.bytes)} (a page stays the same size whatever the number of listings).
- \`GET /roommates\` without \`limit\`: ${plain.count} listings (a page of 20, newest first), ${kb(plain.bytes)}.

"Documents read per request" is the \`reads\` of the answer's \`Server-Timing\` header: every
search reads at most \`limit + 1\` listings whatever its filters (docs/api.md, "Listing search"); the
budget that matches nothing reads none (it used to read 1,000). The signed-in calls
(${MATCH_ACCOUNT.name}'s profile: a woman working in Dhaka, budget 15,000) read the profile
too, and the calls that cost more than a page (\`GET /matches\`, \`sort=match\`) their costly-read
counter; those two score at most 98 listings, so they read at most 100 documents however many
listings there are (docs/api.md, "Profile and matches"; they read 301 before). The featured
section reads at most ${FEATURED_READS_MAX} listings looking for six owners (docs/api.md, "Featured listings").
The costly-read budgets are raised for this run: its load comes from one account and one address.

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
  // autocannon sends every signed-in call as one account, and every call from one address.
  process.env.RATE_LIMIT_COSTLY_READS_PER_MINUTE = '100000';
  process.env.RATE_LIMIT_COSTLY_READS_PER_PROXY_PER_MINUTE = '1000000';
  console.log('Starting the stack...');
  // Sending is measured as fast as it goes: the per-account message limit (30 a minute) would
  // answer 429 to all but the first requests.
  process.env.RATE_LIMIT_MESSAGES_PER_MINUTE = '100000';
  stack = await startStack();
  await seedDemoData();
  console.log(`Seeding ${LISTINGS.toLocaleString('en-US')} listings...`);
  const ids = await seedBenchListings(new Date());
  console.log('Seeding a long conversation and a full inbox...');
  const talk = await seedBenchConversations(new Date());

  const measurements: Measurement[] = [];
  const soon = new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10);
  const inAMonth = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);
  const mirpur = 'area=dhaka-mirpur-10&area=dhaka-mirpur-2&area=dhaka-mirpur-11';
  for (const [name, path] of [
    ['page of 20', '/roommates?limit=20'],
    ['one listing', `/roommates/${ids[Math.floor(ids.length / 2)]}`],
    ['featured', '/featured-roommates'],
    [
      'women-only mess seats in Mirpur under 6,000',
      '/roommates?area=dhaka-mirpur-10&area=dhaka-mirpur-2&area=dhaka-mirpur-11&accommodation=mess-seat&gender=female&maxRent=6000&limit=20',
    ],
    [
      'family flats with a lift in Chattogram',
      '/roommates?city=chattogram&tenant=family&amenity=lift&limit=20',
    ],
    [
      'a place typed in Bangla, free in two weeks',
      `/roommates?q=${encodeURIComponent('মিরপুর ১০')}&availableBy=${soon}&limit=20`,
    ],
    ['a budget nothing matches', '/roommates?minRent=1&maxRent=1'],
    [
      'a budget with a move-in date: women-only mess seats in Mirpur under 6,000, free within a month',
      `/roommates?${mirpur}&accommodation=mess-seat&gender=female&maxRent=6000&availableBy=${inAMonth}&limit=20`,
    ],
    ['the newest rooms under 8,000 in Dhaka', '/roommates?city=dhaka&maxRent=8000&sort=newest&limit=20'],
    ['the most liked rooms from 4,000 to 8,000', '/roommates?minRent=4000&maxRent=8000&sort=likes&limit=20'],
    ['free within two weeks, cheapest first', `/roommates?availableBy=${soon}&sort=rent&limit=20`],
    [
      'a budget and a move-in date, most liked first',
      `/roommates?maxRent=8000&availableBy=${inAMonth}&sort=likes&limit=20`,
    ],
    ['two lifestyle words', '/roommates?lifestyle=Non-smoker&lifestyle=Working%20professional&limit=20'],
    ['a street typed with a lifestyle word', '/roommates?q=Road%208A&lifestyle=Non-smoker&limit=20'],
    ['worst case: a budget nothing matches, newest first', '/roommates?minRent=1&maxRent=1&sort=newest'],
  ] as const) {
    console.log(`Measuring GET ${path}...`);
    measurements.push(await measure(name, path));
  }
  const overhead: OverheadMeasurement[] = [];
  for (const m of measurements) {
    console.log(`Measuring GET ${m.path} next to a bare read...`);
    const measured = await measureOverhead(m.name, m.path);
    if (measured) overhead.push(measured);
  }
  const token = await demoIdToken(MATCH_ACCOUNT.email);
  const signedIn = [
    ['signed in with a profile: page of 20 with match', '/roommates?limit=20'],
    ['matches, best first', '/matches?limit=20'],
    ['best match sort of Dhaka', '/roommates?city=dhaka&sort=match&limit=20'],
  ] as const;
  for (const [name, path] of signedIn) {
    console.log(`Measuring GET ${path} signed in...`);
    measurements.push(await measure(name, path, token));
  }
  console.log('Comparing the first page of matches with every listing scored...');
  const firstMatches = (await (
    await fetch(`${APP_URL}/api/matches?limit=20`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { _id: string; match: { score: number } | null }[];
  const quality = await matchQuality(
    profileInputSchema.parse(DEMO_PROFILES[MATCH_ACCOUNT.uid]),
    MATCH_ACCOUNT.uid,
    firstMatches,
  );
  const talking = await measureConversations(
    talk,
    {
      owner: await demoIdToken(DEMO_ACCOUNTS.find((item) => item.uid === BENCH_TALK.owner)!.email),
      asker: await demoIdToken(DEMO_ACCOUNTS.find((item) => item.uid === BENCH_TALK.asker)!.email),
    },
    { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS },
  );
  const page = await bodyOf('/roommates?limit=20');
  const plain = await bodyOf('/roommates');
  const costs = await queryCosts(ids[0]!);
  const scans: [Measurement, IndexScan][] = [];
  for (const m of measurements.filter(
    (m) =>
      m.path.startsWith('/roommates?') && !m.name.startsWith('signed in') && !m.path.includes('sort=match'),
  )) {
    console.log(`Counting the index entries of GET ${m.path}...`);
    scans.push([m, await indexScanOf(m.path)]);
  }

  mkdirSync(`${REPO_ROOT}bench/results`, { recursive: true });
  const markdown = `${report(measurements, page, plain, costs)}\n${matchQualitySection(quality, MATCH_ACCOUNT.name, '/matches?limit=20')}\n${conversationSection(talking)}\n${indexSection(scans)}\n${overheadSection(overhead)}`;
  writeFileSync(RESULTS_FILE, markdown);
  console.log(markdown);
  console.log(`Written to ${RESULTS_FILE}`);
  if (page.bytes >= 20 * 1024) throw new Error(`A page of 20 listings is ${kb(page.bytes)}, over 20 KB`);
  if (plain.count > 20)
    throw new Error(`GET /roommates returned ${plain.count} listings, more than a page of 20`);
  for (const m of measurements) {
    const ranked = m.path.startsWith('/matches') || m.path.includes('sort=match');
    // A signed-in call also reads the caller's profile.
    const most = ranked
      ? MATCH_READS_MAX
      : m.path === '/featured-roommates'
        ? FEATURED_READS_MAX
        : m.name.startsWith('signed in')
          ? 22
          : 21;
    if (!(m.reads <= most)) throw new Error(`GET ${m.path} read ${m.reads} documents, more than ${most}`);
  }
  for (const m of talking) {
    if (!(m.reads <= m.bound))
      throw new Error(`${m.method} ${m.path} read ${m.reads} documents, more than ${m.bound}`);
  }
} catch (error) {
  console.error('Benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stack?.stop();
}
process.exit();
