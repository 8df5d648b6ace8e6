import type { CollectionReference, Query } from 'firebase-admin/firestore';
import type { QuerySpec } from './roommates/search-plan';

/**
 * A Firestore query from its description (filters, order, limit). Repositories describe their
 * queries as QuerySpecs, so the index tests can check firestore.indexes.json against the very
 * queries they run (functions/src/roommates/index-coverage.ts).
 */
export function queryOf(collection: CollectionReference, spec: QuerySpec): Query {
  let query: Query = collection;
  for (const filter of spec.where) query = query.where(filter.field, filter.op, filter.value);
  for (const order of spec.orderBy) query = query.orderBy(order.field, order.direction);
  return query.limit(spec.limit);
}
