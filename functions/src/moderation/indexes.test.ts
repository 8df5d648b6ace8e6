import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../firestore';
import { missingIndexes, serves, requiredIndexes, type CompositeIndex } from '../roommates/index-coverage';
import { closingsQuery, openGroupsQuery, openReportsQuery } from './repository';

/** The moderators' queries that need a composite index, checked against firestore.indexes.json. */

const indexFile = new URL('../../../firestore.indexes.json', import.meta.url);
const { indexes } = JSON.parse(readFileSync(indexFile, 'utf8')) as { indexes: CompositeIndex[] };

const QUERIES = [
  [COLLECTIONS.reportTargets, openGroupsQuery(null, 21)],
  [COLLECTIONS.reportTargets, openGroupsQuery('k', 21)],
  [COLLECTIONS.reportClosings, closingsQuery(null, 21)],
  [COLLECTIONS.reportClosings, closingsQuery('k', 21)],
  [COLLECTIONS.reports, openReportsQuery('listing_x', 20)],
] as const;

describe('firestore.indexes.json for moderation', () => {
  it('serves every query of the moderators’ screen', () => {
    for (const [collection, spec] of QUERIES) expect(missingIndexes(spec, indexes, collection)).toEqual([]);
  });

  it('fails without each of their indexes', () => {
    for (const [collection, spec] of QUERIES) {
      for (const needed of requiredIndexes(spec)) {
        const without = indexes.filter(
          (index) => !(index.collectionGroup === collection && serves(index, needed)),
        );
        expect(missingIndexes(spec, without, collection)).not.toEqual([]);
      }
    }
  });
});
