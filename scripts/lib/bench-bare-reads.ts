/**
 * The API's own overhead for `npm run bench:api`: each API call next to a bare
 * firebase-admin read of the same documents, both one request at a time (one
 * connection, so that queueing in the emulators does not hide the cost of a
 * single call), and the ratio of their mean latencies.
 *
 * The bare read runs the Firestore query the API runs for that call, built by
 * the API's own query plan (functions/src/roommates/search-plan.ts), straight
 * from this process: what is left over in the API's time is Hosting, the
 * Functions emulator, Express, validation, the answer's JSON and the network
 * between them.
 */
import autocannon from 'autocannon';
import type { Query } from 'firebase-admin/firestore';
import { FEATURED_COUNT } from '@roommate-finder/contract/featured';
import { LISTING_PAGE_DEFAULT, listingQuerySchema } from '@roommate-finder/contract/listing-query';
import { COLLECTIONS, db } from '../../functions/src/firestore';
import { FEATURED_BATCH, featuredQueries } from '../../functions/src/roommates/featured-plan';
import { pageQueries, searchPlan, type QuerySpec } from '../../functions/src/roommates/search-plan';
import { APP_URL } from './paths';

/** Seconds each side (API, bare read) runs for every call. */
const SECONDS = 5;

export interface OverheadMeasurement {
  name: string;
  path: string;
  /** Mean and p50 latency in milliseconds, one request at a time. */
  api: { mean: number; p50: number; requests: number };
  bare: { mean: number; p50: number; reads: number; documents: number };
  /** API mean over bare mean. */
  ratio: number;
}

/** The query string as Express hands it to the router: repeated keys become arrays. */
export function expressQuery(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length > 1 ? values : values[0]!;
  }
  return query;
}

function toQuery(spec: QuerySpec): Query {
  let query: Query = db().collection(COLLECTIONS.roommates);
  for (const filter of spec.where) query = query.where(filter.field, filter.op, filter.value);
  for (const order of spec.orderBy) query = query.orderBy(order.field, order.direction);
  return query.limit(spec.limit);
}

/**
 * The bare read behind an API path: the ids it reads, in order, as a function
 * to run again and again; null for a call that is not a public listing read.
 */
function bareReadOf(path: string): (() => Promise<string[]>) | null {
  const url = new URL(path, 'http://bench.invalid');
  const one = /^\/roommates\/([\w-]+)$/.exec(url.pathname);
  if (one) {
    const ref = db().collection(COLLECTIONS.roommates).doc(one[1]!);
    return async () => {
      const snapshot = await ref.get();
      return snapshot.exists ? [snapshot.id] : [];
    };
  }
  if (url.pathname === '/featured-roommates') {
    // The first batch of the featured order, one listing per owner (its owners are enough here).
    const query = toQuery(featuredQueries(null, FEATURED_BATCH)[0]!);
    return async () => {
      const owners = new Map<string, string>();
      for (const doc of (await query.get()).docs) {
        const owner = doc.get('ownerUid') as string;
        if (owners.size < FEATURED_COUNT && !owners.has(owner)) owners.set(owner, doc.id);
      }
      return [...owners.values()];
    };
  }
  let plan: ReturnType<typeof searchPlan>;
  let limit: number;
  if (url.pathname === '/roommates') {
    const query = listingQuerySchema().parse(expressQuery(url.searchParams));
    plan = searchPlan(query);
    limit = query.limit ?? LISTING_PAGE_DEFAULT;
  } else {
    return null;
  }
  // A first page is one query (pageQueries), reading limit + 1 as the API does.
  const [spec] = pageQueries(plan, null, limit + 1);
  const query = toQuery(spec!);
  return async () => (await query.get()).docs.map((doc) => doc.id).slice(0, limit);
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Measures one call: the API through Hosting, then the bare read, each for
 * SECONDS; null for a call without a known bare read.
 */
export async function measureOverhead(name: string, path: string): Promise<OverheadMeasurement | null> {
  const url = `${APP_URL}/api${path}`;
  const bare = bareReadOf(path);
  if (!bare) return null;

  // The same documents, in the same order, or the comparison means nothing.
  const answer = (await (await fetch(url)).json()) as { _id: string } | { _id: string }[];
  const apiIds = (Array.isArray(answer) ? answer : [answer]).map((listing) => listing._id);
  const bareIds = await bare();
  if (apiIds.join() !== bareIds.join()) {
    throw new Error(`The bare read of ${path} found other documents than the API: ${bareIds} vs ${apiIds}`);
  }

  const api = await autocannon({ url, connections: 1, duration: SECONDS });
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    await bare();
    times.push(performance.now() - started);
  }
  const bareMean = mean(times);
  return {
    name,
    path,
    api: { mean: api.latency.mean, p50: api.latency.p50, requests: api.requests.total },
    bare: { mean: bareMean, p50: median(times), reads: times.length, documents: bareIds.length },
    ratio: api.latency.mean / bareMean,
  };
}

/** The section of bench/results/api.md. */
export function overheadSection(measurements: OverheadMeasurement[]): string {
  const rows = measurements.map(
    (m) =>
      `| ${m.name}: \`GET ${m.path}\` | ${m.bare.documents} | ${m.api.mean.toFixed(1)} | ${m.api.p50} | ${m.bare.mean.toFixed(1)} | ${m.bare.p50.toFixed(1)} | **${m.ratio.toFixed(1)}x** | ${m.api.requests} / ${m.bare.reads} |`,
  );
  return `## The API's own overhead: each call next to a bare read

The same run, one request at a time (one connection, ${SECONDS} s each side): the API call through
Hosting, then the Firestore query the API runs for it (built by its own query plan), sent with
firebase-admin straight from the bench process. Both read the same documents (checked: the same
ids in the same order). The ratio is the API's mean latency over the bare read's; what lies
between them is the Hosting and Functions emulators, Express, validation and the JSON answer.

| Call | Documents answered | API mean (ms) | API p50 (ms) | Bare read mean (ms) | Bare read p50 (ms) | API / bare | Requests (API / bare) |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}
`;
}
