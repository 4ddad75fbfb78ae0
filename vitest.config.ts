import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Tests that are not components but still need a browser's globals (window, document, location). */
const DOM_TESTS = [
  'src/main.test.ts',
  'src/api/http.test.ts',
  'src/api/bootRequests.test.ts',
  'src/features/payment/scriptLoader.test.ts',
  'src/shared/monitoring/afterFirstScreen.test.ts',
  // The bench's content checks are DOM queries, run on jsdom's DOM as the page runs them on its own.
  'scripts/bench/routes.test.ts',
];

const FOLDERS = ['src', 'mocks', 'scripts', 'deploy', 'tests/unit'];

// Unit, component, contract and mock-server tests. Browser journeys run on Playwright Test (playwright.config.ts).
// Two projects instead of a pragma per file: components (every *.test.tsx) and DOM_TESTS run in
// jsdom, everything else in node. The projects inherit this file's setup files and add their own.
export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/i18n.ts'],
        testTimeout: 20_000,
        // Vitest's default leaves a core free (one worker on two cores); the tests are the only
        // work here, and two workers take the run from about 400 s to about 260 s.
        maxWorkers: Math.max(2, availableParallelism() - 1),
        projects: [
          {
            test: {
              name: 'dom',
              environment: 'jsdom',
              include: [...FOLDERS.map((folder) => `${folder}/**/*.test.tsx`), ...DOM_TESTS],
              setupFiles: ['tests/setup/dom.ts'],
            },
          },
          {
            test: {
              name: 'node',
              environment: 'node',
              include: FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
              exclude: [...configDefaults.exclude, ...DOM_TESTS],
            },
          },
        ],
      },
    }),
  ),
);
