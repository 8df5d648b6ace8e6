import { defineConfig } from 'vitest/config';

/** `npm run test:stack`: the README's start command, as a newcomer runs it. */
export default defineConfig({
  test: {
    name: 'stack',
    root: './tests/stack',
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 360_000,
  },
});
