import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import lingui from 'eslint-plugin-lingui';
import { layersPlugin } from './eslint/layers.js';
import { LOCALIZED_FOLDERS } from './i18n.folders.ts';

// Only src/api/ (the one HTTP layer) may call fetch or build a service URL; screens use generated
// hooks. Generated code (sdk/) is read-only and not linted.
const HTTP_LAYER_ONLY = 'Only src/api/ talks HTTP: use a generated hook or function.';
const TYPED_CLIENTS_OFF_THE_PORTAL =
  'src/api/clients.ts (openapi-fetch) is for scripts and tests; the portal calls the generated hooks and functions (decision 002).';

// Customer-visible text goes through the i18n catalogue (decision 017, docs/translating.md), in the
// folders converted so far: LOCALIZED_FOLDERS in i18n.folders.ts, extended folder by folder.
const LOCALIZED_FILES = LOCALIZED_FOLDERS.map((entry) =>
  /\.tsx?$/.test(entry) ? entry : `${entry}/**/*.{ts,tsx}`,
);

// The layers (decision 010): imports point down only, app → features → shared → api → config.
// Paths are resolved (the `@/` alias and relative imports alike), so either spelling is caught.
const root = fileURLToPath(new URL('.', import.meta.url));
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Test helpers: src/test and every `testing/` folder (a feature's fixtures for its tests).
const TEST_HELPERS = [
  'src/test',
  ...readdirSync(new URL('./src', import.meta.url), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name === 'testing')
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')),
];
const ABOVE_FEATURES = ['src/app', 'src/main.tsx'];
const ABOVE_SHARED = ['src/features', ...ABOVE_FEATURES];
const ABOVE_API = ['src/shared', ...ABOVE_SHARED];
const LAYERS = [
  {
    target: 'src/config',
    from: ['src/api', ...ABOVE_API],
    message: 'src/config imports nothing of ours.',
  },
  {
    target: 'src/api',
    from: ABOVE_API,
    message: 'src/api (the HTTP layer) imports only src/config.',
  },
  {
    target: 'src/shared',
    from: ABOVE_SHARED,
    message: 'src/shared is what features have in common: it imports no feature and not src/app.',
  },
  {
    target: 'src/features',
    from: ABOVE_FEATURES,
    message:
      'Features do not import src/app (the composition root); what several use is in src/shared.',
  },
  // Another feature is reached only through its public index.ts.
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [
      `./${feature}`,
      ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: 'Import another feature through its index.ts only (src/features/<name>/index.ts).',
  })),
  // Generated hooks are features' business; below them sdk/ gives types only (and orval's hooks
  // import src/api's mutators, so a runtime import from src/api would be a circle).
  {
    target: ['src/config', 'src/api'],
    from: 'sdk',
    allowTypeImports: true,
    message: 'Below the features, sdk/ is imported for its types only (import type).',
  },
  {
    target: 'src',
    from: TEST_HELPERS,
    message: 'src/test and testing/ folders hold test helpers: only tests import them.',
  },
];

// The mock backend stands in for the services: it may share the portal's configuration and error
// types, nothing of the app, its features or its layers above the HTTP layer.
const MOCK_LAYER = [
  {
    target: 'mocks',
    from: 'src',
    except: ['./config', './api/errors.ts'],
    message: 'mocks/ may import only src/config and src/api/errors.ts of the portal.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'sdk/',
      'node_modules/',
      'mocks/public/mockServiceWorker.js',
      'bench-results/',
      // Playwright's failure artifacts (traces carry the page's own scripts).
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Tests sit above every layer: a test imports whatever it tests, and its helpers compose the app.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/**/testing/**'],
    plugins: { layers: layersPlugin },
    rules: {
      'layers/imports-point-down': ['error', { root, zones: LAYERS }],
    },
  },
  {
    files: ['mocks/**/*.{ts,tsx}'],
    ignores: ['mocks/**/*.test.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: {
      'layers/imports-point-down': ['error', { root, zones: MOCK_LAYER }],
    },
  },
  {
    // Tests may drive the mock backend; `useMockBackend()`-style registrations are not React hooks.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/app/mockMode/**', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: HTTP_LAYER_ONLY },
        { name: 'XMLHttpRequest', message: HTTP_LAYER_ONLY },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: HTTP_LAYER_ONLY },
        { object: 'globalThis', property: 'fetch', message: HTTP_LAYER_ONLY },
        { object: 'config', property: 'services', message: HTTP_LAYER_ONLY },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/notifications',
              message:
                'Show toasts with src/shared/ui/notifications.ts: it loads the package with the first toast, not with the screen.',
              allowTypeImports: true,
            },
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                "A part of a screen loads with lazyPart (src/shared/scheduling/lazyPart.ts): it shows once its chunk's translations are here, never in English first (decision 017).",
            },
            {
              name: '@mantine/form',
              importNames: ['useForm', 'createFormContext'],
              message:
                "A form is one useField per field gathered by src/shared/forms/fieldsForm.ts: useForm brings 6 KB gzip of what no form of the portal uses to its screen's first load (decision 014).",
            },
            ...['react-router-dom', 'react-router'].map((name) => ({
              name,
              importNames: ['Link', 'NavLink'],
              message:
                "Link with src/shared/ui/Link.tsx: React Router's own Link carries its prefetch links into every first load (scripts/vite/routerTreeShaking.ts).",
            })),
          ],
          patterns: [
            {
              group: ['@mocks/*', '**/mocks/*'],
              message: 'The app never imports mocks, except src/app/mockMode/.',
            },
            { group: ['openapi-fetch'], message: HTTP_LAYER_ONLY },
            { group: ['@/api/clients*', '**/api/clients*'], message: TYPED_CLIENTS_OFF_THE_PORTAL },
          ],
        },
      ],
    },
  },
  {
    // The typed clients are a devDependency for scripts and tests: the portal never ships them.
    files: ['src/api/**/*.{ts,tsx}'],
    ignores: ['src/api/clients.ts', 'src/api/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['openapi-fetch', './clients*'], message: TYPED_CLIENTS_OFF_THE_PORTAL },
          ],
        },
      ],
    },
  },
  {
    files: LOCALIZED_FILES,
    // Tests assert English; src/app/mockMode (the mock sign-in page, the scenario panel) and the
    // stories (the component workshop's sample data) are for developers only, never in a
    // production build: they stay English.
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/*.stories.tsx',
      'src/**/testing/**',
      'src/app/mockMode/**',
    ],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Text that is not the customer's to read: code, markup and machine values.
          ignore: [
            '^[^A-Za-z]*$',
            '^[a-z][A-Za-z0-9]*$',
            '^[a-z-]+(:[a-z-]+)?$',
            '^#',
            '^/',
            '^https?:',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|classNames|id|key|type|variant|color|size|c|fw|tt|ta|gap|p|px|py|m|mt|mb|ml|mr|mx|my|mih|miw|maw|mah|w|h|href|to|src|rel|target|role|component|autoComplete|inputMode|align|justify|radius|hiddenFrom|visibleFrom|position|name|mode|wrap|fs|order|lang|dir|method|htmlFor|aria-(controls|labelledby|describedby|live)|data-.*)$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            {
              regex: {
                pattern: '^(queryKey|year|month|day|dateStyle|style|currency|timeZone|path)$',
              },
            },
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            'document.createElement',
            'document.querySelector',
            'addEventListener',
            'removeEventListener',
            'useMediaQuery',
            'useWindowEvent',
            'getInputProps',
            'getItem',
            'setItem',
            'reportError',
            'captureException',
            'new URL',
            'URLSearchParams',
            'matchMedia',
            'import',
          ],
          useTsTypes: false,
        },
      ],
    },
  },
);
