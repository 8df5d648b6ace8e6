/**
 * `npm run indexes`: writes the listing indexes that GET /roommates and GET /matches need into
 * firestore.indexes.json, derived from every query shape the search can build
 * (functions/src/roommates/query-shapes.ts). The indexes of other collections and the field
 * overrides are kept as they are. `functions/src/roommates/indexes.test.ts` fails while the file
 * and the shapes disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { COLLECTIONS } from '../functions/src/firestore';
import type { CompositeIndex } from '../functions/src/roommates/index-coverage';
import { everyShape, neededIndexes } from '../functions/src/roommates/query-shapes';

const file = new URL('../firestore.indexes.json', import.meta.url);
const config = JSON.parse(readFileSync(file, 'utf8')) as { indexes: CompositeIndex[] };
const others = config.indexes.filter((index) => index.collectionGroup !== COLLECTIONS.roommates);
const listings = neededIndexes(everyShape(), COLLECTIONS.roommates);
writeFileSync(file, `${JSON.stringify({ ...config, indexes: [...listings, ...others] }, null, 2)}\n`);
console.log(`firestore.indexes.json: ${listings.length} listing indexes, ${others.length} others.`);
