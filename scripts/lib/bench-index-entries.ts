/**
 * For `npm run bench:api`: how many index entries a search's first page passes over, measured
 * on the local stack. Firestore bills the index entries a query reads, one document read per
 * batch of up to 1,000 (its pricing page, "Index entry reads"); a query whose budget or move-in
 * range is not on its sort key reads, in its index, the entries of every listing that meets its
 * equality filters between the start of the order and the page's last listing, and skips those
 * the ranges leave out without reading their documents (docs/api.md, "Listing search").
 *
 * The local emulator keeps no indexes, so this counts those listings with a count() aggregation:
 * the equality filters and the sort key's own range, up to the last listing returned (to the end
 * of the order when the page is the last). It is the scan of one composite index holding every
 * equality field; when Firestore merges several indexes it may read some more.
 */
import type { Query } from 'firebase-admin/firestore';
import { LISTING_PAGE_DEFAULT, listingQuerySchema } from '@roommate-finder/contract/listing-query';
import { COLLECTIONS, db } from '../../functions/src/firestore';
import { orderOf } from '../../functions/src/roommates/index-coverage';
import { expressQuery } from './bench-bare-reads';
import {
  pageQueries,
  searchPlan,
  type Filter,
  type QuerySpec,
} from '../../functions/src/roommates/search-plan';

const EQUALITY_OPS = new Set(['==', 'in', 'array-contains']);

function query(where: Filter[], spec?: QuerySpec): Query {
  let built: Query = db().collection(COLLECTIONS.roommates);
  for (const filter of where) built = built.where(filter.field, filter.op, filter.value);
  for (const order of spec?.orderBy ?? []) built = built.orderBy(order.field, order.direction);
  return built;
}

const countOf = async (built: Query) => (await built.count().get()).data().count;

export interface IndexScan {
  /** Listings the first page returned (limit + 1 asked for). */
  returned: number;
  /** Index entries the query passes over to find them, and the document reads Firestore bills for those. */
  entries: number;
  billedForEntries: number;
}

/** The index scan of the first page of a `GET /roommates?...` search. */
export async function indexScanOf(path: string): Promise<IndexScan> {
  const parsed = listingQuerySchema().parse(expressQuery(new URL(path, 'http://bench.invalid').searchParams));
  const limit = parsed.limit ?? LISTING_PAGE_DEFAULT;
  const [spec] = pageQueries(searchPlan(parsed), null, limit + 1);
  if (!spec) return { returned: 0, entries: 0, billedForEntries: 0 };
  const docs = (await query(spec.where, spec).limit(spec.limit).get()).docs;
  const [first, second] = orderOf(spec);
  const lead = first!.fieldPath;
  // What the index scan seeks on: the equalities and the ranges on the sort key itself.
  const seek = spec.where.filter((filter) => EQUALITY_OPS.has(filter.op) || filter.field === lead);
  const last = docs.at(-1);
  if (docs.length < spec.limit || !last) {
    return summary(docs.length, await countOf(query(seek)));
  }
  const descending = first!.order === 'DESCENDING';
  const past = descending ? '>' : '<';
  const value = (field: string) => last.get(field) as unknown;
  // Up to the last listing returned: before it in the sort key, or equal on it and up to it on the next key.
  let entries = await countOf(query([...seek, { field: lead, op: past, value: value(lead) }]));
  const tieBreak = second && spec.orderBy.length > 1 ? second : null;
  entries += await countOf(
    query([
      ...seek.filter((filter) => filter.field !== lead),
      { field: lead, op: '==', value: value(lead) },
      ...(tieBreak
        ? [
            {
              field: tieBreak.fieldPath,
              op: descending ? '>=' : '<=',
              value: value(tieBreak.fieldPath),
            } as Filter,
          ]
        : []),
    ]),
  );
  return summary(docs.length, entries);
}

const summary = (returned: number, entries: number): IndexScan => ({
  returned,
  entries,
  billedForEntries: Math.ceil(entries / 1000),
});
