import type { QuerySpec } from './search-plan';

/**
 * Which composite indexes of firestore.indexes.json a listing query needs.
 * The local emulator answers any query; real Firestore refuses one without
 * an index that serves it (FAILED_PRECONDITION). Firestore serves equality
 * filters (==, in, array-contains) combined with an order by merging
 * indexes: a query `a == 1, b == 2, order by c` needs (a, c) and (b, c).
 * A range filter must be on the first ordered field. Ordering by one field
 * alone uses Firestore's automatic single-field index.
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

/** The indexes a query needs, each described as the list of fields it must hold. */
export function requiredIndexes(spec: QuerySpec): IndexField[][] {
  const order: IndexField[] = spec.orderBy.map(({ field, direction }) => ({
    fieldPath: field,
    order: direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
  }));
  const ranges = spec.where.filter((filter) => !EQUALITY_OPS.has(filter.op));
  for (const range of ranges) {
    if (range.field !== spec.orderBy[0]?.field) {
      throw new Error(`range on ${range.field} must be on the first ordered field`);
    }
  }
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
