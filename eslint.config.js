import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Only src/api/ (the one HTTP layer) may call fetch or build a service URL; screens use generated
// hooks. Generated code (sdk/) is read-only and not linted.
const HTTP_LAYER_ONLY = 'Only src/api/ talks HTTP: use a generated hook or a src/api client.';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'sdk/',
      'node_modules/',
      'mocks/public/mockServiceWorker.js',
      'bench-results/',
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
          patterns: [
            {
              group: ['@mocks/*', '**/mocks/*'],
              message: 'The app never imports mocks, except src/app/mockMode/.',
            },
            { group: ['openapi-fetch'], message: HTTP_LAYER_ONLY },
          ],
        },
      ],
    },
  },
);
