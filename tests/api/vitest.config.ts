import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Takes Firestore away: it runs alone, after every other API test file. */
const OUTAGE_TEST = 'firestore-outage.test.ts';

const shared = {
  root: here('.'),
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

/**
 * `npm run test:api`: HTTP tests against the API on the emulators, with one
 * stack (global setup) for every file. The files wait on the network, so
 * more of them run at once than there are cores.
 */
export default defineConfig({
  test: {
    globalSetup: [here('../support/global-stack.ts')],
    maxWorkers: 3,
    projects: [
      {
        test: {
          ...shared,
          name: 'api',
          include: ['**/*.test.ts'],
          exclude: [...configDefaults.exclude, OUTAGE_TEST],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'api-outage',
          include: [OUTAGE_TEST],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
