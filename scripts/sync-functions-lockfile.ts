/**
 * `npm run lockfile:functions`: writes functions/package-lock.json from the
 * root package-lock.json (scripts/lib/functions-lockfile.ts). Run it after
 * any change to the dependencies; tests/config/functions-lockfile.test.ts
 * fails while the two disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { deriveFunctionsLockfile, lockfileText } from './lib/functions-lockfile';
import { REPO_ROOT } from './lib/paths';

const readJson = (file: string) => JSON.parse(readFileSync(`${REPO_ROOT}${file}`, 'utf8'));

const lock = deriveFunctionsLockfile(readJson('package-lock.json'), readJson('functions/package.json'));
writeFileSync(`${REPO_ROOT}functions/package-lock.json`, lockfileText(lock));
console.log(`Wrote functions/package-lock.json (${Object.keys(lock.packages).length - 1} packages)`);
