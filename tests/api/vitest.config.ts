import { defineConfig } from 'vitest/config';

/** `npm run test:api`: HTTP tests against the API on the emulators. */
export default defineConfig({
  test: {
    name: 'api',
    root: './tests/api',
    include: ['**/*.test.ts'],
    globalSetup: ['../support/global-stack.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
