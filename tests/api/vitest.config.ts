import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Takes Firestore away: it runs alone, after every other API test file. */
const OUTAGE_TEST = 'firestore-outage.test.ts';

const shared = {
  root: here('.'),
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A worker imports firebase-admin, sharp and the API's code once, not again for each file: the
  // files share no state through them (no mocks, no stubbed environment; each file makes its own
  // accounts and listings). Measured on two cores: imports 81 s of the workers' time with
  // isolation, 12 s without, and the run 174 s against 121 s.
  isolate: false,
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
