import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Tests that are not components but still need a browser's globals (window, document, location). */
const DOM_TESTS = [
  'src/main.test.ts',
  'src/api/http.test.ts',
  'src/api/bootRequests.test.ts',
  'src/features/payment/scriptLoader.test.ts',
  'src/shared/monitoring/whenSentryLoads.test.ts',
  // The bench's content checks are DOM queries, run on jsdom's DOM as the page runs them on its own.
  'scripts/bench/routes.test.ts',
];

const FOLDERS = ['src', 'mocks', 'scripts', 'deploy', 'tests/unit'];

/**
 * DOM tests that need a module registry of their own, so they keep Vitest's per-file isolation
 * (the `dom-isolated` project): each replaces or re-imports modules that every other file shares.
 * - main.test.ts stubs the environment and imports the app's entry afresh (vi.resetModules), so
 *   the configuration is read again;
 * - whenSentryLoads.test.ts replaces the Sentry module (vi.mock) that monitoring.ts imports, and
 *   imports monitoring afresh to see its ten-second ceiling from the start;
 * - editForms.test.tsx drops a chunk (vi.doMock of ./forms.ts) from a fresh module graph, so that a
 *   chunk an earlier file loaded is not served from the module cache;
 * - stories.test.tsx runs the play functions with Storybook's own bundled copy of user-event, which
 *   prepares the page's document for itself (focus listeners and value interceptors that no API
 *   removes): on a page shared with the other files, the next file's typing reached no input;
 * - AuthorizedComputersScreen.test.tsx: after a deauthorization the focus must end on the heading,
 *   which races Mantine's focus return (a 10 ms timer) against the dialog's exit; after some files
 *   on the same page (ChangePasswordScreen, SignupForm, SubscriptionScreen and the no-answer fault
 *   matrix, in that order) the focus ended on <body>. The state that tips it is not found yet: kept
 *   isolated until it is, rather than letting the test flake.
 */
/**
 * Node tests that need a module registry of their own (the `node-isolated` project):
 * - refusalWordings.test.ts sees the error catalogue before any refusal's words were asked for,
 *   which a file before it on the same worker may have asked for.
 */
const ISOLATED_NODE_TESTS = ['src/api/refusalWordings.test.ts'];

const ISOLATED_DOM_TESTS = [
  'src/main.test.ts',
  'src/shared/monitoring/whenSentryLoads.test.ts',
  'src/features/profile/editForms.test.tsx',
  'tests/unit/stories/stories.test.tsx',
  'src/features/computers/AuthorizedComputersScreen.test.tsx',
];

// Unit, component, contract and mock-server tests. Browser journeys run on Playwright Test (playwright.config.ts).
// Two projects instead of a pragma per file: components (every *.test.tsx) and DOM_TESTS run in
// jsdom, everything else in node. The projects inherit this file's setup files and add their own.
export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        setupFiles: [
          'tests/setup/today.ts',
          'tests/setup/fail-on-console-error.ts',
          'tests/setup/i18n.ts',
        ],
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
              exclude: [...configDefaults.exclude, ...ISOLATED_DOM_TESTS],
              // One jsdom and one module graph for all the files a worker runs: re-creating jsdom
              // and importing React, Mantine and the app again for every file was most of the
              // run's CPU. What a file leaves behind is put back between files by
              // tests/setup/betweenFiles.ts and, for the page, tests/setup/betweenPageFiles.ts.
              isolate: false,
              setupFiles: [
                'tests/setup/dom.ts',
                'tests/setup/betweenFiles.ts',
                'tests/setup/betweenPageFiles.ts',
              ],
            },
          },
          {
            test: {
              name: 'dom-isolated',
              environment: 'jsdom',
              include: ISOLATED_DOM_TESTS,
              setupFiles: ['tests/setup/dom.ts'],
            },
          },
          {
            test: {
              name: 'node',
              environment: 'node',
              // One module graph per worker here too (118 -> 71-83 s on one worker): re-importing the
              // mock backend, MSW and the contract tooling for every file was most of the time.
              // What a file leaves behind is put back by tests/setup/betweenFiles.ts.
              isolate: false,
              setupFiles: ['tests/setup/betweenFiles.ts'],
              include: FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
              exclude: [...configDefaults.exclude, ...DOM_TESTS, ...ISOLATED_NODE_TESTS],
            },
          },
          {
            test: {
              name: 'node-isolated',
              environment: 'node',
              include: ISOLATED_NODE_TESTS,
            },
          },
        ],
      },
    }),
  ),
);
