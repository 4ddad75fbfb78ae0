import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'vite';
import { directivesOf, policyInIndexHtml } from '../../deploy/securityHeaders.ts';
import { sourceMapsFolder } from '../../deploy/vitePlugins.ts';
import { earlyRefreshScript } from '../../src/api/bootRequests.ts';
import { BILLING_SCRIPT } from '../../src/config/billingScript.ts';
import { expect, test as base } from './support/fixtures.ts';

/**
 * The production build (`npm run build`'s bundle, with .env.production): no mock backend, no
 * faker, no persona data, no Sentry replay in the first load, no secrets anywhere, and a Content
 * Security Policy naming only the configured services.
 */
const root = new URL('../../', import.meta.url).pathname;
const outDir = join(root, 'dist-prod-check');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

interface ProductionBundle {
  manifest: Record<string, ManifestChunk>;
  indexHtml: string;
}

/** The bundle, built once per worker (not per test) into `outDir`. */
const test = base.extend<object, { bundle: ProductionBundle }>({
  bundle: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      rmSync(outDir, { recursive: true, force: true });
      // As `npm run build` runs it: production React, into a folder of its own. Marked as a test
      // build: CI cannot pin the billing script (scripts/vite/buildChecks.ts).
      const saved = { ...process.env };
      process.env.E2E_OUT_DIR = outDir;
      process.env.NODE_ENV = 'production';
      process.env.VITE_BUILD_PURPOSE = 'test';
      try {
        await build({ mode: 'production', logLevel: 'error' });
      } finally {
        process.env = saved;
      }
      await use({
        manifest: JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
          string,
          ManifestChunk
        >,
        indexHtml: readFileSync(join(outDir, 'index.html'), 'utf8'),
      });
    },
    // Automatic: the tests that only read the folder need it built too.
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
});

// A build that fails fails the file once: without this hook each test would start a new worker,
// and build again, to fail the same way.
test.beforeAll(({ bundle }) => {
  expect(Object.keys(bundle.manifest)).not.toEqual([]);
});

/** These chunks and everything they import statically: what the browser loads along with them. */
function withStaticImports(manifest: ProductionBundle['manifest'], keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]?.file ?? '').filter(Boolean);
}

const entries = (manifest: ProductionBundle['manifest']) =>
  Object.keys(manifest).filter((key) => manifest[key]?.isEntry);

/** The entry and everything it imports statically: what the browser must load before anything shows. */
const firstLoadFiles = (manifest: ProductionBundle['manifest']) =>
  withStaticImports(manifest, entries(manifest));

const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
/** Where the build put its source maps: beside dist/, mirroring it, never in it. */
const mapsDir = sourceMapsFolder(outDir);
/**
 * The source modules a chunk was built from, as its source map names them, from the root. The maps'
 * folder mirrors dist/ at the same depth, so their relative sources resolve as from dist/.
 */
const modulesOf = (file: string): string[] =>
  existsSync(join(mapsDir, `${file}.map`))
    ? (
        JSON.parse(readFileSync(join(mapsDir, `${file}.map`), 'utf8')) as { sources: string[] }
      ).sources.map((source) => relative(root, resolve(outDir, dirname(file), source)))
    : [];
const allFiles = (dir = outDir): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
/** The text of every published file whose name matches, together. */
const textOf = (names: RegExp) =>
  allFiles()
    .filter((file) => names.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

test.describe('the production bundle', () => {
  test('first load carries no mock backend, faker, persona data or Sentry code', ({
    bundle: { manifest },
  }) => {
    const files = firstLoadFiles(manifest);
    expect(files.length).toBeGreaterThan(0);
    const text = files.map(read).join('\n');
    for (const marker of [
      'mockServiceWorker',
      '@msw/data',
      'faker',
      'Lindqvist',
      'correct-horse',
      'monthly-active',
      'rrweb',
      'replayIntegration',
      'sentry.io',
    ]) {
      expect(text, marker).not.toContain(marker);
    }
  });

  test("links the theme's variables as a stylesheet; the first load computes none (scripts/vite/themeStyles.ts)", ({
    bundle: { manifest, indexHtml },
  }) => {
    const files = firstLoadFiles(manifest);
    const modules = files.flatMap(modulesOf);
    expect(modules.some((module) => module.endsWith('/MantineThemeProvider.mjs'))).toBe(true);
    expect(
      modules.filter((module) =>
        /\/(MantineCssVariables|default-css-variables-resolver|MantineClasses)\.mjs$/.test(module),
      ),
    ).toEqual([]);
    const linked = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g)];
    const css = linked.map(([, file]) => read(file ?? '')).join('\n');
    expect(css).toContain('--mantine-primary-color-filled:var(--mantine-color-grape-filled)');
    expect(css).toMatch(/\.mantine-hidden-from-sm\{display:none!important\}/);
  });

  test("carries none of React Router's framework mode: no form submission, no prefetch links (scripts/vite/routerTreeShaking.ts)", ({
    bundle: { manifest },
  }) => {
    const text = firstLoadFiles(manifest).map(read).join('\n');
    // Form's encodings and the prefetch links' `rel`, as React Router's build writes them.
    for (const marker of [
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      '`prefetch`',
    ]) {
      expect(text.includes(marker), marker).toBe(false);
    }
  });

  test("forms carry @mantine/form's field hook, never its useForm (decision 014)", ({
    bundle: { manifest },
  }) => {
    const useField = 'node_modules/@mantine/form/esm/use-field.mjs';
    for (const screen of [
      'src/features/password/ChangePasswordScreen.tsx',
      'src/features/licenses/TransferScreen.tsx',
      'src/features/signup/SignupForm.tsx',
    ]) {
      expect(withStaticImports(manifest, [screen]).flatMap(modulesOf), screen).toContain(useField);
    }
    const everyChunk = Object.values(manifest).map((chunk) => chunk.file);
    expect(everyChunk.flatMap(modulesOf)).not.toContain(
      'node_modules/@mantine/form/esm/use-form.mjs',
    );
  });

  test("no chunk is only imports of other chunks: a feature's index.ts is a door, not a file (vite.config.ts, FEATURE_INDEX)", ({
    bundle: { manifest },
  }) => {
    const importsOnly = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'))
      .filter(
        (file) =>
          read(file)
            .replace(/import\s*"[^"]+";?/g, '')
            .trim() === '',
      );
    expect(importsOnly).toEqual([]);
  });

  test("checkout's first load is the plans and prices: the payment step comes after, the card form's code with the provider's script (decision 014)", ({
    bundle: { manifest },
  }) => {
    const checkout = withStaticImports(manifest, ['src/features/signup/SignupForm.tsx']).flatMap(
      modulesOf,
    );
    expect(checkout).toContain('src/features/signup/LaterPaymentStep.tsx');
    expect(checkout).not.toContain('src/features/signup/PaymentStep.tsx');
    expect(checkout).not.toContain('src/features/signup/CheckoutTerms.tsx');
    expect(checkout).not.toContain('src/features/payment/PaymentMethodForm.tsx');
    const paymentStep = withStaticImports(manifest, [
      'src/features/signup/PaymentStep.tsx',
    ]).flatMap(modulesOf);
    expect(paymentStep).toContain('src/features/payment/PaymentMethodForm.tsx');
    expect(paymentStep).not.toContain('src/features/payment/LoadedPaymentMethodForm.tsx');
    expect(checkout).not.toContain(
      'node_modules/@mantine/core/esm/components/SegmentedControl/SegmentedControl.mjs',
    );
  });

  test("a landing on the invoices or the payment method leaves the overview's code to the overview (decision 014)", ({
    bundle: { manifest },
  }) => {
    const screen = 'src/features/subscription/SubscriptionScreen.tsx';
    const overview = 'src/features/subscription/components/SubscriptionSummary.tsx';
    for (const tab of [
      'src/features/billing/InvoicesSection.tsx',
      'src/features/billing/PaymentMethodSection.tsx',
    ]) {
      const landing = withStaticImports(manifest, [screen, tab]).flatMap(modulesOf);
      expect(landing, tab).toContain(tab);
      expect(landing, tab).not.toContain(overview);
    }
    expect(
      withStaticImports(manifest, [
        screen,
        'src/features/subscription/components/SubscriptionOverview.tsx',
      ]).flatMap(modulesOf),
    ).toContain(overview);
  });

  test("every first load leaves the refusals' words to come with a refusal (decision 017)", ({
    bundle: { manifest },
  }) => {
    const firstLoad = firstLoadFiles(manifest);
    expect(firstLoad.flatMap(modulesOf)).toContain('src/api/errorMessages.ts');
    expect(firstLoad.flatMap(modulesOf)).not.toContain('src/api/refusalWordings.ts');
    const text = firstLoad.map(read).join('\n');
    // Neither a refusal's English nor its key: they come with its chunk.
    expect(text).not.toContain('Your card was declined');
    expect(text).not.toContain('cardDeclined');
    expect(text).toContain('Something went wrong, please try again.');
  });

  test('names each message by a short id in the code, its English and its translations (decision 017)', ({
    bundle: { manifest },
  }) => {
    const shell = firstLoadFiles(manifest).map(read).join('\n');
    // The shell's loader registers "Loading" under a short id, not Lingui's six-character hash.
    const registered = /[{,]([\w$]+):\[[`"']Loading[`"']\]/.exec(shell)?.[1];
    expect(registered).toMatch(/^[a-zA-Z][\w$]{0,2}$/);
    const german = allFiles(join(outDir, 'assets'))
      .filter((file) => /messages-de-[\w-]+\.js$/.test(file))
      .map((file) => readFileSync(file, 'utf8'));
    expect(german.length).toBeGreaterThan(0);
    expect(german.some((file) => file.includes(`"${registered}":["Wird geladen"]`))).toBe(true);
  });

  test("a screen's chunk carries the pieces only it and the parts it loads share, under the screen's own name (decision 004)", ({
    bundle: { manifest },
  }) => {
    const screen = 'src/features/subscription/SubscriptionScreen.tsx';
    expect(manifest[screen]?.isDynamicEntry).toBe(true);
    // Shared with the cancel and pause dialogs, which load after the screen.
    expect(modulesOf(manifest[screen]?.file ?? '')).toContain(
      'src/features/subscription/exitSurvey/exitSurvey.ts',
    );
  });

  test('loads the not-found screen lazily, as every route (spec section 2)', ({
    bundle: { manifest },
  }) => {
    const notFound = 'src/shared/screens/NotFoundScreen.tsx';
    // What every page loads before its route's screen: the entry (the app's code is in it) and its
    // static imports.
    const everyPage = firstLoadFiles(manifest);
    expect(everyPage.flatMap(modulesOf)).toContain('src/app/App.tsx');
    expect(everyPage.flatMap(modulesOf)).not.toContain(notFound);
    const lazyChunks = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && !everyPage.includes(file));
    expect(lazyChunks.flatMap(modulesOf)).toContain(notFound);
  });

  test("the code every page runs carries V8's compile hint on its first line, a screen's and what loads later do not (decision 026)", ({
    bundle: { manifest },
  }) => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    const landing = firstLoadFiles(manifest).filter((file) => file.endsWith('.js'));
    expect(landing.length).toBeGreaterThan(2);
    for (const file of landing) expect(read(file).startsWith(hint), file).toBe(true);
    // Their source maps moved down with the code: the first line, the hint's, maps nothing (the
    // bundler's runtime has no map of its own).
    const maps = landing.filter((file) => existsSync(join(mapsDir, `${file}.map`)));
    expect(maps.length).toBeGreaterThanOrEqual(3);
    for (const file of maps) {
      const map = JSON.parse(readFileSync(join(mapsDir, `${file}.map`), 'utf8')) as {
        mappings: string;
      };
      expect(map.mappings.startsWith(';'), file).toBe(true);
    }
    // A screen, and a dialog loaded on intent, compile as they run.
    for (const later of [
      'src/features/subscription/SubscriptionScreen.tsx',
      'src/features/subscription/actions/PauseModal.tsx',
    ]) {
      expect(read(manifest[later]?.file ?? ''), later).not.toContain('allFunctionsCalledOnLoad');
    }
  });

  test('draws the loader in the page itself; its one inline script is the early token refresh', ({
    bundle: { indexHtml },
  }) => {
    expect(indexHtml).toMatch(/<div id="root">\s*<div class="full-screen-loader" role="status"/);
    const inline = (indexHtml.match(/<script>[^<]*<\/script>/g) ?? []).map((script) =>
      script.slice('<script>'.length, -'</script>'.length),
    );
    // The CSP allows it by its hash (the policy's test below), and nothing else inline.
    expect(inline).toEqual([earlyRefreshScript('https://accounts.prod.example.com')]);
    const scripts = indexHtml.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.filter((script) => !script.includes('src='))).toEqual(['<script>']);
  });

  test("links its stylesheets at the end of the body, where they do not hold the loader's first paint", ({
    bundle: { indexHtml },
  }) => {
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    const afterRoot = indexHtml.slice(indexHtml.indexOf('<div id="root">'));
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    expect(afterRoot).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/shell-[\w-]+\.css">\s*<\/body>/,
    );
  });

  test('ships no mock backend at all: no worker, no handlers, no personas, no scenarios, no mock secrets', () => {
    expect(existsSync(join(outDir, 'mockServiceWorker.js'))).toBe(false);
    expect(existsSync(join(outDir, 'exit-survey.html'))).toBe(false);
    const text = textOf(/\.(js|html|css)$/);
    for (const marker of [
      'correct-horse',
      'Lindqvist',
      'setupWorker',
      'tok_mock_',
      // The scenario engine and its panel (mocks/scenarios/, src/app/mockMode/).
      'account-portal.mocks.scenarios',
      'Mock scenarios',
      'Alt+Shift+S',
      '400-transaction',
      'jsx-dev-runtime',
    ]) {
      expect(text, marker).not.toContain(marker);
    }
  });

  test('ships no story and nothing of the component workshop (.storybook/, Storybook itself)', ({
    bundle: { manifest },
  }) => {
    const modules = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'))
      .flatMap(modulesOf);
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((module) => module.includes('node_modules/react-dom/'))).not.toEqual([]);
    const workshop = modules.filter((module) =>
      /\.stories\.tsx$|^\.storybook\/|node_modules\/(@storybook|storybook)\//.test(module),
    );
    expect(workshop).toEqual([]);
  });

  test('contains no secrets: no private keys, live secret keys or tokens', () => {
    const text = textOf(/\.(js|html|css|json)$/);
    expect(text).not.toMatch(/-----BEGIN [A-Z ]*PRIVATE KEY-----/);
    expect(text).not.toMatch(/\bsk_(live|test)_[0-9a-zA-Z]{8,}/);
    expect(text).not.toMatch(/Bearer [A-Za-z0-9._-]{20,}/);
  });

  test('serves a Content Security Policy that allows only the configured services', ({
    bundle: { indexHtml },
  }) => {
    const csp = policyInIndexHtml(indexHtml) ?? '';
    const directives = directivesOf(csp);
    expect(directives['default-src']).toEqual(["'self'"]);
    // The billing provider's one pinned file, not its whole host (docs/payment-page-scripts.md).
    // The one inline script (the early token refresh) by its exact hash, nothing else inline.
    const inline = [...indexHtml.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(directives['script-src']).toEqual(["'self'", `'sha256-${hash}'`, BILLING_SCRIPT.src]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://accounts.prod.example.com',
      'https://subscriptions.prod.example.com',
      'https://licenses.prod.example.com',
      'https://shop.prod.example.com',
      'https://api.recurly.com',
    ]);
    expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
    expect(directives['object-src']).toEqual(["'none'"]);
    // Browsers ignore these in a <meta>, with a console error: the header carries them.
    expect(directives['frame-ancestors']).toBeUndefined();
    expect(csp).not.toContain('unsafe-eval');
  });

  test('publishes no source map: none in the folder, no sourceMappingURL in any file', ({
    bundle: { manifest },
  }) => {
    const published = allFiles();
    expect(published.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const file of published.filter((name) => /\.(js|css)$/.test(name))) {
      expect(readFileSync(file, 'utf8'), file).not.toContain('sourceMappingURL');
    }
    // Kept beside it for error reporting (docs/deploy.md), one per chunk.
    const main = manifest['index.html']?.file ?? '';
    expect(existsSync(join(mapsDir, `${main}.map`))).toBe(true);
  });

  test('names its error classes in words that survive minification', () => {
    const text = textOf(/\.js$/);
    for (const name of [
      'NetworkError',
      'UnauthorizedError',
      'ForbiddenError',
      'CouponNotFoundError',
      'AccountNotFoundError',
      'TransactionError',
      'ValidationError',
      'TrialJourneyError',
      'UnknownError',
      'ScriptLoadError',
    ]) {
      expect(text, name).toMatch(new RegExp(`\\bname\\s*=\\s*[\`"']${name}[\`"']`));
    }
  });
});
