import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../firestore';
import { missingIndexes, requiredIndexes, serves, type CompositeIndex } from '../roommates/index-coverage';
import { inboxQuery } from './repository';

/** The inbox query (a person's conversations, latest first) against firestore.indexes.json. */

const indexFile = new URL('../../../firestore.indexes.json', import.meta.url);
const { indexes } = JSON.parse(readFileSync(indexFile, 'utf8')) as { indexes: CompositeIndex[] };

describe('firestore.indexes.json for conversations', () => {
  const pages = [inboxQuery('uid', null, 21), inboxQuery('uid', 'k', 21)];

  it('serves every page of the inbox', () => {
    for (const spec of pages) expect(missingIndexes(spec, indexes, COLLECTIONS.conversations)).toEqual([]);
  });

  it('fails without its index', () => {
    const [needed] = requiredIndexes(pages[0]!);
    const without = indexes.filter(
      (index) => !(index.collectionGroup === COLLECTIONS.conversations && serves(index, needed!)),
    );
    expect(missingIndexes(pages[0]!, without, COLLECTIONS.conversations)).toEqual([
      'members CONTAINS, activityKey DESCENDING',
    ]);
  });
});
