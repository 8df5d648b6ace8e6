import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../firestore';
import { candidateGroups, MATCH_CANDIDATES_MAX, MATCH_READS_MAX } from './candidate-plan';
import { missingIndexes, requiredIndexes, serves, type CompositeIndex } from './index-coverage';
import {
  CANDIDATE_PROFILES,
  everyShape,
  featuredShapes,
  mergeOptions,
  neededIndexes,
  OPTION_VARIANTS,
  ORDER_VARIANTS,
  queriesOf,
} from './query-shapes';
import type { QuerySpec } from './search-plan';

/**
 * Every query shape the listing repository can build (query-shapes.ts),
 * checked against firestore.indexes.json: the local emulator never asks for
 * an index, real Firestore refuses a query without one.
 */

const indexFile = new URL('../../../firestore.indexes.json', import.meta.url);
const { indexes } = JSON.parse(readFileSync(indexFile, 'utf8')) as { indexes: CompositeIndex[] };

function missingFor(queries: QuerySpec[], list: CompositeIndex[]): string[] {
  return [...new Set(queries.flatMap((spec) => missingIndexes(spec, list, COLLECTIONS.roommates)))];
}

describe('firestore.indexes.json', () => {
  const shapes = everyShape();

  it('serves every query shape of GET /roommates and the featured list', () => {
    expect(shapes.length).toBeGreaterThan(500);
    expect(missingFor(shapes, indexes)).toEqual([]);
    const featured = featuredShapes();
    expect(featured.map((spec) => spec.orderBy[0]?.field)).toContain('earnedLikeCount');
    expect(missingFor(featured, indexes)).toEqual([]);
  });

  it('serves random combinations of many options at once', () => {
    const option = fc.constantFrom(...OPTION_VARIANTS);
    fc.assert(
      fc.property(fc.array(option, { maxLength: 8 }), fc.constantFrom(...ORDER_VARIANTS), (chosen, order) => {
        expect(missingFor(queriesOf(mergeOptions(...chosen, order)), indexes)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('serves the candidate queries of GET /matches for every kind of profile, within their reads', () => {
    for (const profile of CANDIDATE_PROFILES) {
      const groups = candidateGroups(profile);
      expect(
        missingFor(
          groups.flatMap((group) => group.specs),
          indexes,
        ),
      ).toEqual([]);
      expect(groups.reduce((sum, group) => sum + group.limit, 0)).toBeLessThanOrEqual(MATCH_CANDIDATES_MAX);
    }
    expect(MATCH_CANDIDATES_MAX + 2).toBe(MATCH_READS_MAX);
  });

  it('holds exactly the listing indexes the shapes need (`npm run indexes` writes them)', () => {
    const listingIndexes = indexes.filter((index) => index.collectionGroup === COLLECTIONS.roommates);
    const key = (index: CompositeIndex) => JSON.stringify(index.fields);
    expect(listingIndexes.map(key).sort()).toEqual(
      neededIndexes(shapes, COLLECTIONS.roommates).map(key).sort(),
    );
  });

  it('stays within a quarter of Firestore\'s 1,000 composite indexes (docs/api.md, "Listing search")', () => {
    expect(indexes.length).toBeLessThanOrEqual(250);
  });

  it('is counted as it is in docs/api.md ("The indexes")', () => {
    const docs = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const [, total, listings] =
      /`firestore\.indexes\.json` holds (\d+) composite indexes, (\d+)\s+of them for listings/.exec(docs) ??
      [];
    expect([Number(total), Number(listings)]).toEqual([
      indexes.length,
      indexes.filter((index) => index.collectionGroup === COLLECTIONS.roommates).length,
    ]);
  });

  it('reports a budget with the newest first, in a city, as unserved without its index', () => {
    const [query] = queriesOf({ city: 'dhaka', maxRent: '6000', sort: 'newest' });
    const needed = requiredIndexes(query!).find((fields) => fields[0]?.fieldPath === 'city')!;
    expect(needed.map((field) => `${field.fieldPath} ${field.order ?? ''}`.trim())).toEqual([
      'city',
      'newestKey DESCENDING',
      'availableKey DESCENDING',
      'rentKey DESCENDING',
    ]);
    const without = indexes.filter((index) => !serves(index, needed));
    expect(without.length).toBe(indexes.length - 1);
    expect(missingFor([query!], without)).toEqual([
      'city any order, newestKey DESCENDING, availableKey DESCENDING, rentKey DESCENDING',
    ]);
  });

  it('is needed index by index: removing any listing index leaves some query shape unserved', () => {
    const needsOf = new Map(
      shapes.map((spec) => [spec, requiredIndexes(spec).map((fields) => JSON.stringify(fields))]),
    );
    const needed = [
      ...new Map(shapes.flatMap(requiredIndexes).map((fields) => [JSON.stringify(fields), fields])).values(),
    ];
    const listingIndexes = indexes.filter((index) => index.collectionGroup === COLLECTIONS.roommates);
    for (const removed of listingIndexes) {
      const rest = listingIndexes.filter((index) => index !== removed);
      const unserved = needed.filter((fields) => !rest.some((index) => serves(index, fields)));
      expect(unserved.length, JSON.stringify(removed.fields)).toBeGreaterThan(0);
      // and the check that the first test makes reports it
      const unservedText = new Set(unserved.map((fields) => JSON.stringify(fields)));
      const shape = shapes.find((spec) => needsOf.get(spec)!.some((fields) => unservedText.has(fields)));
      expect(shape).toBeDefined();
      expect(missingIndexes(shape!, rest, COLLECTIONS.roommates)).not.toEqual([]);
    }
  });
});
