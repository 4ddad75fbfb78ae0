/**
 * `npm run bench`: the portal's production build beside the floor (`../shared/bench-floor`, the same
 * stack with nothing of ours), loaded cold in headless Chromium under the same throttling (150 ms
 * RTT, 1.6 Mbps down, 4x slower CPU), runs alternated (floor, portal screens, floor, …), median of 5.
 * The portal's services are the mock backend behind the same origin, signed in as a persona. Prints
 * each screen side by side with the floor and the budgets, absolute and as ratios to the floor
 * (decisions 004 and 013); writes JSON to bench-results/latest.json; exits 1 when a budget is broken.
 * `BENCH_PROFILE=1` adds a CPU profile of each page: what its main thread ran before the content.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { sourceMapsFolder } from '../deploy/vitePlugins.ts';
import { createMockHttpServer } from '../mocks/server/createMockHttpServer.ts';
import { isPersonaId } from '../mocks/personas/index.ts';
import { SERVICE_PREFIXES } from '../mocks/servicePaths.ts';
import { coldLoad, type Measurement, type Page, THROTTLING } from './bench/coldLoad.ts';
import { type Check, medians, ratioChecks, sideBySide } from './bench/compare.ts';
import { type SourceMap, summarize } from './bench/cpuProfile.ts';
import { buildFloor } from './bench/floor.ts';
import { serveDist } from './bench/staticServer.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const KB = 1024;
export const BUDGETS = {
  firstLoadJsKb: 160,
  cssKb: 36,
  largestChunkKb: 130,
  apiRoundsBeforeProfile: 3,
};

const root = new URL('..', import.meta.url).pathname;
const distDir = join(root, 'dist-bench');
const floorDist = buildFloor(join(root, '../shared/bench-floor'));

const mock = await createMockHttpServer({ port: 0 });
// The production bundle with its services on its own origin, as paths the site forwards to the
// mock backend (variables in the environment win over .env files).
execFileSync(
  join(root, 'node_modules/.bin/vite'),
  ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VITE_MOCK_MODE: 'false',
      VITE_ACCOUNT_API_URL: SERVICE_PREFIXES.account,
      VITE_SUBSCRIPTION_API_URL: SERVICE_PREFIXES.subscription,
      VITE_LICENSE_API_URL: SERVICE_PREFIXES.license,
      VITE_SHOP_API_URL: SERVICE_PREFIXES.shop,
      // A measurement, not a deployment: the billing script's hash may still be the placeholder.
      VITE_BUILD_PURPOSE: 'test',
      // Error reporting on, as deployments have it; its host refuses at once (nothing listens).
      VITE_SENTRY_DSN: 'https://public@127.0.0.1:9/1',
    },
  },
);

/** Gzip size of every emitted chunk: no single chunk may pass the budget. */
const chunks = readdirSync(join(distDir, 'assets'))
  .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
  .map((name) => ({
    name,
    gzipKb: gzipSync(readFileSync(join(distDir, 'assets', name)), { level: 9 }).length / KB,
  }));

const site = await serveDist(distDir, { prefixes: Object.values(SERVICE_PREFIXES), to: mock.url });
const floorSite = await serveDist(floorDist);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/** Signs in at the auth host: its refresh cookie is what a returning customer's browser holds. */
const signedInAs = (persona: string) => async (context: BrowserContext) => {
  const signIn = await context.request.get(
    `${site.url}${SERVICE_PREFIXES.account}/account/login?persona=${persona}`,
  );
  if (!signIn.ok()) throw new Error(`Mock sign-in as ${persona} failed: ${signIn.status()}`);
};

/** The floor's profile is visible once its card's button is (its README's test). */
const floor: Page = {
  url: `${floorSite.url}/profile`,
  contentVisible: `document.getElementById('root')?.textContent.includes('Edit profile')`,
};

/** A portal screen is visible once its h1 is rendered and no full-screen loader covers it. */
const SCREEN_SHOWN = `document.querySelector('main h1') && !document.querySelector('[role="status"][aria-label="Loading"]')`;
/** …and, for the heavy persona's lists, once no loader is left in the screen either. */
const LISTS_SHOWN = `${SCREEN_SHOWN} && !document.querySelector('main [aria-label^="Loading"]')`;

const portalScreen = (
  path: string,
  persona: string,
  contentVisible = SCREEN_SHOWN,
  locale?: string,
): Page => ({
  url: site.url + path,
  contentVisible,
  prepare: signedInAs(persona),
  ...(locale ? { locale } : {}),
});

/**
 * The screens held to the ratio budgets, each beside the floor's /profile: in English, and in
 * German, whose catalogues download beside the code (issue 28).
 */
const budgeted: Record<string, Page> = {
  '/profile': portalScreen('/profile', 'monthly-active'),
  '/subscription': portalScreen('/subscription', 'monthly-active'),
  '/profile (de)': portalScreen('/profile', 'monthly-active', SCREEN_SHOWN, 'de-DE'),
  '/subscription (de)': portalScreen('/subscription', 'monthly-active', SCREEN_SHOWN, 'de-DE'),
};
/**
 * The heavy persona's screens (500 licenses, 10 years of invoices, 200 orders), reported beside
 * the floor too, once the mock backend has the persona.
 */
const HEAVY = 'heavy';
const heavy: Record<string, Page> = isPersonaId(HEAVY)
  ? Object.fromEntries(
      ['/products/applications', '/subscription', '/orders'].map((path) => [
        `${path} (${HEAVY})`,
        portalScreen(path, HEAVY, LISTS_SHOWN),
      ]),
    )
  : {};
const screens = { ...budgeted, ...heavy };

const floorRuns: Measurement[] = [];
const screenRuns: Record<string, Measurement[]> = Object.fromEntries(
  Object.keys(screens).map((name) => [name, []]),
);
for (let run = 0; run < RUNS; run += 1) {
  floorRuns.push((await coldLoad(browser, floor)).measurement);
  for (const [name, page] of Object.entries(screens)) {
    screenRuns[name]?.push((await coldLoad(browser, page)).measurement);
  }
}

if (process.env.BENCH_PROFILE) {
  const profiles = join(root, 'bench-results', 'profiles');
  mkdirSync(profiles, { recursive: true });
  // The build keeps its source maps beside its folder (deploy/vitePlugins.ts).
  const mapFor = (url: string): SourceMap | null => {
    const file = join(sourceMapsFolder(distDir), new URL(url).pathname);
    return url.startsWith(site.url) && existsSync(`${file}.map`)
      ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap)
      : null;
  };
  for (const [name, page] of Object.entries({ floor, ...screens })) {
    const { cpuProfile, measurement } = await coldLoad(browser, page, { profile: true });
    if (!cpuProfile) continue;
    const file = join(profiles, `${name.replace(/\W+/g, '-').replace(/^-/, '')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(cpuProfile));
    const summary = summarize(cpuProfile, mapFor);
    console.log(
      `\n${name}: profiled load, content at ${Math.round(measurement.contentVisibleMs)} ms (${file})`,
    );
    console.table(summary.byOrigin.map(([origin, ms]) => ({ origin, ms })));
    console.table(summary.byFunction.map(([fn, ms]) => ({ function: fn, ms })));
  }
}

await browser.close();
await site.close();
await floorSite.close();
await mock.close();

const floorMedians = medians(floorRuns);
const results = Object.fromEntries(
  Object.entries(screenRuns).map(([name, runs]) => [name, medians(runs)]),
);
const routes = Object.keys(budgeted);
const largest = chunks.reduce((a, b) => (b.gzipKb > a.gzipKb ? b : a), { name: '', gzipKb: 0 });
const absolute: Check[] = [
  {
    budget: 'first-load JS (KB gzip)',
    limit: BUDGETS.firstLoadJsKb,
    value: Math.max(...routes.map((r) => results[r]?.jsKb ?? 0)),
  },
  {
    budget: 'CSS (KB gzip)',
    limit: BUDGETS.cssKb,
    value: Math.max(...routes.map((r) => results[r]?.cssKb ?? 0)),
  },
  {
    budget: `largest chunk (KB gzip): ${largest.name}`,
    limit: BUDGETS.largestChunkKb,
    value: Math.round(largest.gzipKb * 10) / 10,
  },
  {
    budget: 'API rounds before the profile shows',
    limit: BUDGETS.apiRoundsBeforeProfile,
    value: results['/profile']?.apiRounds ?? Number.NaN,
  },
].map((check) => ({ ...check, ok: check.value <= check.limit }));
const checks = [
  ...absolute,
  ...routes.flatMap((route) => ratioChecks(route, floorMedians, results[route] as Measurement)),
];

const comparison = Object.fromEntries(
  Object.keys(screens).map((name) => [
    name,
    sideBySide(floorMedians, results[name] as Measurement),
  ]),
);
const report = {
  runs: RUNS,
  throttling: THROTTLING,
  floor: floorMedians,
  routes: results,
  comparison,
  checks,
  // Every run's main-thread script time and content, in the order run: the spread behind a median.
  eachRun: Object.fromEntries(
    Object.entries({ floor: floorRuns, ...screenRuns }).map(([name, runs]) => [
      name,
      runs.map((run) => ({
        scriptMs: Math.round(run.scriptMs),
        contentVisibleMs: Math.round(run.contentVisibleMs),
      })),
    ]),
  ),
};
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'latest.json'), JSON.stringify(report, null, 2));
for (const name of Object.keys(screens)) {
  console.log(`\n${name} beside the floor's /profile (median of ${RUNS})`);
  console.table(comparison[name]);
}
if (!isPersonaId(HEAVY)) console.log(`\n(No "${HEAVY}" persona in the mock backend yet.)`);
console.table(checks);
process.exit(checks.every((check) => check.ok) ? 0 : 1);
