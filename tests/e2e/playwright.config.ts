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
    // A failed test keeps its trace (each step, network, console, the errors) and a screenshot at
    // the failure. The trace's film strip is left out: its screencast kept Chromium compositing
    // frames through every test, on two cores shared with the emulators. So are its DOM snapshots,
    // taken before and after every step of every test, passed or not: screens.spec.ts took
    // 215 worker-seconds with them, 190 without (Chromium's renderers 71 s of CPU, 53 s).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // The browser asks for reduced motion, as many people's phones do: the home page's slider,
    // typewriter, marquee and counters then rest instead of drawing frames for the whole test
    // (measured: Chromium used a third of a core on an idle home page, under a hundredth without
    // the motion). home.spec.ts, first-paint.spec.ts and layout.spec.ts's smooth scroll ask
    // for motion again, to test it.
    reducedMotion: 'reduce',
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
