import { defineConfig } from 'vitest/config';

/** `npm run test:unit`: fast tests with no emulator, one project per workspace and folder. */
export default defineConfig({
  test: {
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
