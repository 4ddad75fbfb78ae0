import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit, component, contract and mock-server tests. Browser journeys live in vitest.e2e.config.ts.
export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        include: [
          'src/**/*.test.{ts,tsx}',
          'mocks/**/*.test.ts',
          'scripts/**/*.test.ts',
          'deploy/**/*.test.ts',
          'tests/unit/**/*.test.{ts,tsx}',
        ],
        environment: 'node',
        setupFiles: [
          'tests/setup/fail-on-console-error.ts',
          'tests/setup/dom.ts',
          'tests/setup/i18n.ts',
        ],
        testTimeout: 20_000,
      },
    }),
  ),
);
