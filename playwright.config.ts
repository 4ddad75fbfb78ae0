import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './scripts/chromium.ts';

// Browser journeys (decision 019): Playwright Test drives Debian's Chromium headless shell (decision
// 024) against a mock-mode production build (built once in globalSetup) or the production build
// behind a fault proxy.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.test.ts',
  globalSetup: './tests/e2e/support/buildMock.ts',
  // Two cores: one browser at a time keeps timings honest and the machine responsive.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // The retry is there for its trace, not to pass: a journey that passes only on its retry fails
  // the run as flaky.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  // A mock-mode build with realistic mock latency: allow screens a few seconds to settle.
  expect: { timeout: 15_000 },
  outputDir: 'test-results',
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS },
    viewport: { width: 1280, height: 900 },
    // A failed journey runs once more, traced (decision 019): recording every passing journey's
    // trace took a fifth of the journeys' CPU. Screencast frames cost a core's worth of time here;
    // DOM snapshots show each step anyway.
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
});
