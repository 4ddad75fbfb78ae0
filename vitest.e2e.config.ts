import { defineConfig } from 'vitest/config';

// Browser journeys: a mock-mode production build, served locally, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one browser at a time keeps timings honest and the machine responsive.
    fileParallelism: false,
  },
});
