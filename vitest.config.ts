import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** `npm run test:unit`: fast tests with no emulator, one project per workspace and folder. */
export default defineConfig({
  test: {
    // One worker per core. Vitest's default is a core less than the machine has: on CI's two
    // cores one file ran at a time, and the unit tests took 3.6 minutes where two workers take
    // 2.3 to 2.6.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'functions',
          root: './functions',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          name: 'config',
          root: './tests/config',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
    ],
  },
});
