import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_FLAGS } from '../../scripts/lib/chromium';

/**
 * `npm run test:e2e`: Debian's Chromium (never a downloaded browser) against
 * the same stack as `npm start`, started and stopped by global-setup.ts.
 */
export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  use: {
    baseURL: 'http://127.0.0.1:5000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Keep Chromium off the closed network (see README, "Browser tests").
      args: OFFLINE_CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      testMatch: '**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Tests that would disturb the others (emptying the users list) run once they are done.
      name: 'last',
      testMatch: '**/*.last.ts',
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
});
