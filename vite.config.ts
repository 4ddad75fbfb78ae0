import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { contentSecurityPolicyMeta, deliveryFiles } from './deploy/vitePlugins.ts';
import { buildChecks } from './scripts/vite/buildChecks.ts';
import { compileHints } from './scripts/vite/compileHints.ts';
import { documentedStatusesModule } from './scripts/vite/documentedStatuses.ts';
import { earlyBoot } from './scripts/vite/earlyBoot.ts';
import { folderCatalogues, linguiMessages } from './scripts/vite/folderCatalogues.ts';
import { catalogueFolder, LOCALIZED_FOLDERS } from './i18n.folders.ts';
import linguiConfig from './lingui.config.ts';
import { regenerateOnOpenapiChange } from './scripts/vite/regenerateOnOpenapiChange.ts';
import { routerTreeShaking } from './scripts/vite/routerTreeShaking.ts';
import { frameworkGroup, isShellPrepass, shellChunk } from './scripts/vite/shellChunk.ts';
import { themeStyles } from './scripts/vite/themeStyles.ts';
import { typeCheckOverlay } from './scripts/vite/typeCheckOverlay.ts';
import { paths } from './src/config/paths.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Lingui's Babel preset asks, in every build and every test worker, to move to its native macro
// transform, whose binary npm does not install here (decision 017): Babel it stays, quietly.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
const MOCK_PUBLIC = fromRoot('./mocks/public');

/**
 * The mock backend's static files (MSW's service worker, the stand-in exit survey) are served and
 * emitted only in mock mode, so a production build carries none of them.
 */
function mockBackendAssets(enabled: boolean): Plugin {
  const files = () => (enabled && existsSync(MOCK_PUBLIC) ? readdirSync(MOCK_PUBLIC) : []);
  return {
    name: 'mock-backend-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = (request.url ?? '').split('?')[0]?.slice(1) ?? '';
        if (!files().includes(name)) return next();
        const type = name.endsWith('.js') ? 'text/javascript' : 'text/html';
        response.setHeader('Content-Type', type);
        response.end(readFileSync(join(MOCK_PUBLIC, name)));
      });
    },
    generateBundle() {
      for (const name of files()) {
        this.emitFile({
          type: 'asset',
          fileName: name,
          source: readFileSync(join(MOCK_PUBLIC, name)),
        });
      }
    },
  };
}

/** The screens customers land on, whose code the boot script starts to download (decision 013): every screen of the shell. */
const FIRST_SCREENS: Record<string, readonly string[]> = {
  [paths.home]: ['src/features/profile/ProfileScreen.tsx'],
  [paths.profile]: ['src/features/profile/ProfileScreen.tsx'],
  [paths.changePassword]: ['src/features/password/ChangePasswordScreen.tsx'],
  [paths.subscription]: ['src/features/subscription/SubscriptionScreen.tsx'],
  // A link to a tab lands on it: the tab's part with the screen's (landingEntries in
  // src/api/bootRequests.ts); the table holds only what the screen's own entry does not. `?tab=`
  // is the tab of a link that names none the table lists: the overview.
  [`${paths.subscription}?tab=`]: ['src/features/subscription/components/SubscriptionOverview.tsx'],
  [`${paths.subscription}?tab=invoices`]: ['src/features/billing/InvoicesSection.tsx'],
  [`${paths.subscription}?tab=payment`]: ['src/features/billing/PaymentMethodSection.tsx'],
  [paths.coupons]: ['src/features/coupons/CouponsScreen.tsx'],
  [paths.seats]: ['src/features/seats/SeatsScreen.tsx'],
  [paths.authorizedComputers]: ['src/features/computers/AuthorizedComputersScreen.tsx'],
  [paths.products]: ['src/features/licenses/ProductsScreen.tsx'],
  [paths.transfer]: ['src/features/licenses/TransferScreen.tsx'],
  [paths.orders]: ['src/features/orders/OrdersScreen.tsx'],
  [paths.receipts]: ['src/features/receipts/ReceiptsScreen.tsx'],
  // Signup's page and the checkout inside it (a lazy route of its own).
  [paths.signup]: ['src/features/signup/SignupScreen.tsx', 'src/features/signup/SignupForm.tsx'],
};

/**
 * A language's catalogues (`<folder>/locales/de.po`, gathered by the module
 * `virtual:folder-catalogues/de`) as one chunk, `language-de`: what the development server and the
 * tests load, and what the portal downloads once the first screen is up so that every later screen
 * has its translation at hand (13.7 KB gzip for German). A first load does not wait for it: each
 * chunk of a production build has its own translations, files of the messages its modules read
 * (scripts/vite/folderCatalogues.ts), and the boot script preloads the landing screen's (decision
 * 017). English has no such chunk: each module carries its own English.
 */
const LANGUAGE_FILE = /(?:[\\/]locales[\\/](\w+)\.po|virtual:folder-catalogues\/(\w+))$/;

/**
 * The small pieces that ride with the shell (scripts/vite/shellChunk.ts): those that three of the
 * parts loaded later need, more than one screen among them, under 3 KB of unminified code (0.2 to
 * 0.5 KB gzip each).
 */
const SHARED_PIECES = { parts: 3, bytes: 3_000 };

/**
 * A feature's index.ts: what other features may use of it (decision 010), exports and declarations
 * with nothing run for its effect (tests/unit/architecture/layers.test.ts). Left with side effects,
 * as the bundler assumes of every module, one that several screens import became a chunk of its
 * own holding only an import of the modules it names: a request of a few bytes on the first load
 * of each of those screens.
 */
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/** `language-de`: a language's whole catalogue. */
function languageChunk(id: string): string | null {
  const match = LANGUAGE_FILE.exec(id);
  const locale = match?.[1] ?? match?.[2];
  return locale ? `language-${locale}` : null;
}

export default defineConfig(({ command, mode }) => {
  // (loadEnv lets variables already in the environment win over .env files.)
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mockMode = env.VITE_MOCK_MODE !== 'false';
  // The shell chunk's first build (scripts/vite/shellChunk.ts) only chunks: it writes nothing.
  const prepass = isShellPrepass();
  const shell = prepass ? undefined : shellChunk(SHARED_PIECES);
  // Each module's own English with its code, each chunk's own translations beside it (the
  // production build), every language as one whole catalogue too. After the macros are compiled:
  // the message ids in a module are the messages it uses.
  const catalogues = folderCatalogues({
    root: fromRoot('.'),
    entries: LOCALIZED_FOLDERS,
    catalogueFolder,
    sourceLocale: linguiConfig.sourceLocale ?? 'en',
    locales: linguiConfig.locales,
    compiledMessages: linguiMessages(fromRoot('.')),
    // A first load in another language carries the shell's English alone (its stand-in should a
    // file fail); every later chunk's English comes in its files, as the other languages do.
    sourceInFiles: (id) => shell !== undefined && !shell.has(id),
  });
  return {
    plugins: [
      // A configuration the app would refuse, or a release that cannot take payments, fails here.
      buildChecks(),
      react(),
      // Lingui's macros (t`…`, <Trans>) become catalogue lookups, only in files that import them;
      // `<folder>/locales/*.po` imports become compiled catalogues (decision 017).
      babel({ presets: [linguiTransformerBabelPreset()] }),
      lingui(),
      catalogues,
      // React Router's unused components out of the bundle (its forwardRefs pure, their names gone).
      routerTreeShaking(),
      // The theme's stylesheet, made once here rather than by Mantine's provider on every visit.
      themeStyles(),
      mockBackendAssets(mockMode),
      // The scenario panel's statuses per operation, read from the contract at build time.
      documentedStatusesModule({ openapiDir: fromRoot('./openapi') }),
      // `npm start` only: a change under openapi/ regenerates sdk/, errors in the overlay.
      regenerateOnOpenapiChange({ openapiDir: fromRoot('./openapi') }),
      // `npm start` only: type errors in the overlay while the app runs.
      typeCheckOverlay(),
      contentSecurityPolicyMeta(!mockMode, env),
      // Production only: source maps out of the published folder, precompressed copies in it.
      deliveryFiles(!mockMode && !prepass),
      // The shell's modules in one chunk, found by a first build (decision 004).
      shell?.plugin,
      // V8 compiles the code every page runs as it loads, not at each function's first call
      // (decision 026).
      compileHints(),
      // Production only: in mock mode the mock backend starts after the page (decision 013).
      earlyBoot(!mockMode && !prepass, {
        services: {
          account: env.VITE_ACCOUNT_API_URL ?? '',
          subscription: env.VITE_SUBSCRIPTION_API_URL ?? '',
          license: env.VITE_LICENSE_API_URL ?? '',
          shop: env.VITE_SHOP_API_URL ?? '',
        },
        shell: ['index.html'],
        screens: FIRST_SCREENS,
        joinTranslations: catalogues.api.joinTranslations,
      }),
    ],
    // Replaced textually at every use, so a production build folds `if (__MOCK_MODE__)` away and
    // never emits the mock backend's chunks (an imported constant would not fold across modules).
    define: { __MOCK_MODE__: JSON.stringify(mockMode) },
    resolve: {
      alias: [
        // React Router publishes one build that keeps its development warnings on (its package
        // exports name no production condition): a build takes the copy that has them off.
        ...(command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
              },
              {
                find: /^react-router\/dom$/,
                replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs'),
              },
            ]
          : []),
        // Lingui's React binding takes `useSyncExternalStore` from the shim that lends it to React
        // 16 and 17; React 19 has its own, which the shim only hands on (its fallback and CommonJS
        // wrapper rode with every first load).
        { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
        ...Object.entries({
          '@/': fromRoot('./src/'),
          '@sdk/': fromRoot('./sdk/'),
          '@mocks/': fromRoot('./mocks/'),
          // The generated mocks' two calls, without faker's 400 KB (mocks/faker/faker.ts).
          '@faker-js/faker': fromRoot('./mocks/faker/faker.ts'),
        }).map(([find, replacement]) => ({ find, replacement })),
      ],
    },
    // The app's one page: the dependency scan would otherwise read every built page under dist-*/
    // (the API docs' among them) and fail on them at each start.
    optimizeDeps: { entries: ['index.html'] },
    server: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 5173),
      strictPort: true,
      // Builds for journeys and the benchmark land in dist-*/: not sources to reload for.
      watch: { ignored: ['**/dist*/**', '**/bench-results/**'] },
    },
    preview: {
      host: '127.0.0.1',
    },
    build: {
      // E2E_OUT_DIR: browser-journey builds side by side (tests/e2e/support/globalSetup.ts).
      outDir: process.env.E2E_OUT_DIR ?? (mode === 'mock' ? 'dist-mock' : 'dist'),
      // For error reports only: no sourceMappingURL in the code, and production builds move the
      // maps out of the published folder (deploy/vitePlugins.ts, docs/deploy.md).
      sourcemap: 'hidden',
      // Lets tests/e2e/dist.test.ts tell the first load's chunks from the lazy ones.
      manifest: true,
      // Mock builds carry the mock backend (msw, personas) as one lazy chunk of about 700 KB;
      // production builds keep Vite's usual warning.
      chunkSizeWarningLimit: mockMode ? 1200 : 500,
      // Fewer, fuller chunks for the first load (docs/decisions/004-first-load-budget.md): the
      // framework every load runs in one chunk, the rest of the shell in another
      // (scripts/vite/shellChunk.ts), each screen's own code in its chunk.
      rolldownOptions: {
        treeshake: {
          moduleSideEffects: [{ test: FEATURE_INDEX, sideEffects: false }],
        },
        output: {
          codeSplitting: {
            groups: [
              // One chunk per language: a customer downloads their own, once.
              { name: languageChunk, debugName: 'language', test: LANGUAGE_FILE },
              frameworkGroup(
                /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+)[\\/]/,
                shell,
              ),
              ...(shell ? [shell.group, shell.screens] : []),
            ],
          },
        },
      },
    },
  };
});
