import type { QuerySpec } from './search-plan';

/**
 * Which composite indexes of firestore.indexes.json a listing query needs.
 * The local emulator answers any query; real Firestore refuses one without
 * an index that serves it (FAILED_PRECONDITION). Firestore serves equality
 * filters (==, in, array-contains) combined with an order by merging
 * indexes: a query `a == 1, b == 2, order by c` needs (a, c) and (b, c).
 * A range on a field the query does not order by is ordered implicitly
 * after the explicit order (the fields in lexicographic order, in the
 * direction of the last explicit order, as Firestore's query planner and
 * the Admin SDK's `createImplicitOrderBy` do), so the index holds it there:
 * `a == 1, rent < 9, order by newest desc` needs (a, newest desc, rent
 * desc). Ordering by one field alone uses Firestore's automatic
 * single-field index.
 */

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const EQUALITY_OPS = new Set(['==', 'in', 'array-contains']);

/** The fields a query is ordered by: its explicit order, then its other range fields (implicitly). */
export function orderOf(spec: QuerySpec): IndexField[] {
  const explicit: IndexField[] = spec.orderBy.map(({ field, direction }) => ({
    fieldPath: field,
    order: direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
  }));
  const last = explicit.at(-1)?.order ?? 'ASCENDING';
  const ordered = new Set(explicit.map((field) => field.fieldPath));
  const implicit = [
    ...new Set(spec.where.filter((filter) => !EQUALITY_OPS.has(filter.op)).map((filter) => filter.field)),
  ]
    .filter((field) => !ordered.has(field))
    .sort()
    .map((field): IndexField => ({ fieldPath: field, order: last }));
  return [...explicit, ...implicit];
}

/** The indexes a query needs, each described as the list of fields it must hold. */
export function requiredIndexes(spec: QuerySpec): IndexField[][] {
  const order = orderOf(spec);
  const equalities = spec.where.filter((filter) => EQUALITY_OPS.has(filter.op));
  if (equalities.length === 0) return order.length > 1 ? [order] : [];
  return equalities.map((filter) => [
    filter.op === 'array-contains'
      ? { fieldPath: filter.field, arrayConfig: 'CONTAINS' }
      : { fieldPath: filter.field },
    ...order,
  ]);
}

/** Whether an index serves a needed field list (an equality field's direction does not matter). */
export function serves(index: CompositeIndex, needed: IndexField[]): boolean {
  if (index.fields.length !== needed.length) return false;
  return needed.every((field, position) => {
    const have = index.fields[position];
    if (!have || have.fieldPath !== field.fieldPath) return false;
    if (field.arrayConfig) return have.arrayConfig === field.arrayConfig;
    return field.order === undefined ? have.order !== undefined : have.order === field.order;
  });
}

/** The needed indexes of a query that the list lacks, as readable text. */
export function missingIndexes(spec: QuerySpec, indexes: CompositeIndex[], collection: string): string[] {
  const ofCollection = indexes.filter(
    (index) => index.collectionGroup === collection && index.queryScope === 'COLLECTION',
  );
  return requiredIndexes(spec)
    .filter((needed) => !ofCollection.some((index) => serves(index, needed)))
    .map((needed) =>
      needed
        .map((field) => `${field.fieldPath} ${field.arrayConfig ?? field.order ?? 'any order'}`)
        .join(', '),
    );
}
