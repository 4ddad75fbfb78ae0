import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { PLAYWRIGHT_JOURNEYS } from './tests/e2e/support/journeys.ts';

// Browser journeys: a mock-mode production build, served locally, driven in Debian's Chromium.
export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        include: ['tests/e2e/**/*.test.ts'],
        // Moved to Playwright Test (playwright.config.ts).
        exclude: PLAYWRIGHT_JOURNEYS.map((file) => `tests/e2e/${file}`),
        globalSetup: ['tests/e2e/support/globalSetup.ts'],
        // The journeys' own expectations (MESSAGES, navigation labels) in English.
        setupFiles: ['tests/setup/i18n.ts'],
        testTimeout: 60_000,
        // A mock-mode build with realistic mock latency: allow screens a few seconds to settle.
        expect: { poll: { timeout: 15_000, interval: 100 } },
        hookTimeout: 120_000,
        // Two cores: one browser at a time keeps timings honest and the machine responsive.
        fileParallelism: false,
      },
    }),
  ),
);
