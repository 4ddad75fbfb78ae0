/**
 * `npm run bench`: the portal's production build beside the floor (`../shared/bench-floor`, the same
 * stack with nothing of ours), loaded cold in headless Chromium under the same throttling (150 ms
 * RTT, 1.6 Mbps down, 4x slower CPU), runs alternated (floor, portal screens, floor, …). Every
 * route of the router as the default persona, the lists as the heavy persona too, /profile and
 * /subscription in German (`scripts/bench/routes.ts`); each load's first screen, its whole load
 * through network idle, its layout shift and a repeat visit with the cache warm; five interactions
 * timed as Interaction to Next Paint (`scripts/bench/interactions.ts`); Lighthouse's score. The
 * portal's services are the mock backend behind the same origin, signed in as a persona. Prints
 * each screen beside the floor and every budget with its headroom (decisions 004, 013; issue 32);
 * writes JSON to bench-results/latest.json; exits 1 when a budget's limit is broken.
 *
 * - `BENCH_RUNS` (7): runs of the floor, the landing routes (/profile, /subscription, in English
 *   and German) and the interactions' routes (/signup, /orders as the heavy persona);
 *   `BENCH_ROUTE_RUNS` (3): runs of every other route, spread over those. Three, not one: a
 *   single load's content moved by ±300 ms from one bench to the next, and a visit drawn for
 *   Sentry's tracing or replays (2 % of visits, src/shared/monitoring/sampling.ts) loads 60–80 KB
 *   after its first screen, which one run's whole load then counted as the route's; a median of
 *   three sets one such load aside. The default set keeps the whole bench near ten minutes;
 *   `BENCH_ROUTES=… BENCH_ROUTE_RUNS=7` gives any route the median of 7 its headroom is judged on.
 * - `BENCH_LIGHTHOUSE_RUNS` (3): Lighthouse's mobile preset on /profile and /subscription (and the
 *   floor's page, for reference), its score held to 95 (`scripts/bench/lighthouse.ts`); 0: none.
 * - `BENCH_ROUTES=/orders,/profile (de)`: only these routes (a path is all its personas and
 *   languages), and the interactions on them.
 * - `BENCH_PROFILE=1` adds a CPU profile of each page: what its main thread ran before the content;
 *   `BENCH_PROFILE=repeat`, of its repeat visit (the cache warm: the main thread is all it waits for).
 * - `BENCH_DEBUG=1` lists every request of each load (asked, sent, answered).
 * - `BENCH_SKIP_BUILD=1` measures the build already in dist-bench/ (while working on the bench).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { sourceMapsFolder } from '../deploy/vitePlugins.ts';
import { mockNow } from '../mocks/clock.ts';
import { pinTodayScript } from '../mocks/pinToday.ts';
import { isPersonaId } from '../mocks/personas/index.ts';
import { SERVICE_PREFIXES } from '../mocks/servicePaths.ts';
import {
  coldLoad,
  type LoadHooks,
  type Measurement,
  type Page,
  THROTTLING,
} from './bench/coldLoad.ts';
import {
  type Check,
  check,
  interactionCheck,
  medians,
  RATIO_BUDGETS,
  ratioChecks,
  sideBySide,
} from './bench/compare.ts';
import { type SourceMap, summarize } from './bench/cpuProfile.ts';
import { buildFloor } from './bench/floor.ts';
import {
  interact,
  INTERACTIONS,
  type Interaction,
  type InteractionMeasurement,
} from './bench/interactions.ts';
import {
  type LighthouseMeasurement,
  lighthouseBrowser,
  lighthouseCheck,
  lighthouseMedians,
} from './bench/lighthouse.ts';
import type { InteractionParts } from './bench/vitals.ts';
import {
  type BenchRoute,
  contentVisibleTest,
  DEFAULT_PERSONA,
  HEADING_VISIBLE_TEST,
  ROUTES,
  runPlan,
  selectRoutes,
} from './bench/routes.ts';
import { median } from './bench/rounds.ts';
import { ensureDebianProgram } from './aptInstall.ts';
import { PASS_INTEGRITY } from './billingProviderStandIn.ts';
import { startBenchServers } from './bench/servers.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

// The browser customers run, not the journeys' headless shell; before minutes of building.
ensureDebianProgram('Chromium', CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH');

const started = Date.now();
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ROUTE_RUNS = Number(process.env.BENCH_ROUTE_RUNS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
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

const routes = selectRoutes(ROUTES, process.env.BENCH_ROUTES).filter((route) => {
  if (isPersonaId(route.persona)) return true;
  console.log(`(No "${route.persona}" persona in the mock backend: ${route.name} left out.)`);
  return false;
});
const interactions = INTERACTIONS.filter((interaction) =>
  routes.some((route) => route.name === interaction.route),
);
const plan = runPlan(routes, {
  runs: RUNS,
  otherRuns: ROUTE_RUNS,
  always: interactions.map((interaction) => interaction.route),
});

// The production bundle with its services on its own origin, as paths the site forwards to the
// mock backend (variables in the environment win over .env files).
if (!process.env.BENCH_SKIP_BUILD) {
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
}
const built = Date.now();

/** Gzip size of every emitted chunk: no single chunk may pass the budget. */
const chunks = readdirSync(join(distDir, 'assets'))
  .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
  .map((name) => ({
    name,
    gzipKb: gzipSync(readFileSync(join(distDir, 'assets', name)), { level: 9 }).length / KB,
  }));

const servers = await startBenchServers(distDir, floorDist);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, ...servers.chromiumArgs],
});

/**
 * Signs in at the auth host: its refresh cookie is what a returning customer's browser holds. The
 * page's today is the mock's (the personas' day, mocks/clock.ts), so that the app and the services
 * tell the same story whatever the real date.
 */
const signedInAs = (persona: string) => async (context: BrowserContext) => {
  await context.addInitScript({ content: pinTodayScript(mockNow()) });
  // The provider's stand-in is not the pinned file (billingProviderHost.ts).
  await context.addInitScript({ content: PASS_INTEGRITY });
  const signIn = await context.request.get(
    `${servers.site}${SERVICE_PREFIXES.account}/account/login?persona=${persona}`,
  );
  if (!signIn.ok()) throw new Error(`Mock sign-in as ${persona} failed: ${signIn.status()}`);
};

/** The floor's profile is visible once its card's button is (its README's test). */
const floor: Page = {
  url: `${servers.floor}/profile`,
  contentVisible: `document.getElementById('root')?.textContent.includes('Edit profile')`,
};
const FLOOR = 'floor /profile';

const pageOf = (route: BenchRoute): Page => ({
  url: servers.site + route.path,
  contentVisible: contentVisibleTest(route),
  headingVisible: HEADING_VISIBLE_TEST,
  prepare: signedInAs(route.persona),
  ...(route.locale ? { locale: route.locale } : {}),
});
const pages = new Map(routes.map((route) => [route.name, pageOf(route)]));

const floorRuns: Measurement[] = [];
const screenRuns = new Map<string, Measurement[]>(routes.map((route) => [route.name, []]));
const interactionRuns = new Map<string, InteractionMeasurement[]>(
  interactions.map((interaction) => [interaction.name, []]),
);
const failures: string[] = [];
const failed = (what: string) => (error: unknown) => {
  const message = `${what}: ${error instanceof Error ? error.message : String(error)}`;
  console.error(message);
  failures.push(message);
};

/** Times the interactions that follow this route's load (or its repeat visit). */
const hooksFor = (route: string): LoadHooks => {
  const on = (when: Interaction['on']) => {
    const due = interactions.filter((i) => i.route === route && i.on === when);
    return due.length
      ? async (tab: Parameters<NonNullable<LoadHooks['afterLoad']>>[0]) => {
          for (const interaction of due) {
            await interact(tab, interaction)
              .then((measured) => interactionRuns.get(interaction.name)?.push(measured))
              .catch(failed(interaction.name));
          }
        }
      : undefined;
  };
  const afterLoad = on('load');
  const afterRepeat = on('repeat');
  return { ...(afterLoad && { afterLoad }), ...(afterRepeat && { afterRepeat }) };
};

for (const [run, names] of plan.entries()) {
  const runStarted = Date.now();
  await coldLoad(browser, floor)
    .then(({ measurement }) => floorRuns.push(measurement))
    .catch(failed(`${FLOOR}, run ${run + 1}`));
  for (const name of names) {
    const page = pages.get(name);
    if (!page) continue;
    await coldLoad(browser, page, { hooks: hooksFor(name) })
      .then(({ measurement }) => screenRuns.get(name)?.push(measurement))
      .catch(failed(`${name}, run ${run + 1}`));
  }
  console.log(
    `run ${run + 1}/${plan.length}: ${names.length} routes in ${Math.round((Date.now() - runStarted) / 1000)} s`,
  );
}

/** Lighthouse on the landing screens in English (issue 32), and on the floor for reference. */
const lighthouseNames = routes
  .filter((route) => route.landing && !route.locale && route.persona === DEFAULT_PERSONA)
  .map((route) => route.name);
const lighthouseRuns = new Map<string, LighthouseMeasurement[]>(
  [FLOOR, ...lighthouseNames].map((name) => [name, []]),
);
if (LIGHTHOUSE_RUNS > 0 && lighthouseNames.length > 0) {
  const lighthouseStarted = Date.now();
  const lighthouseTabs = await lighthouseBrowser(signedInAs(DEFAULT_PERSONA));
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    for (const name of [FLOOR, ...lighthouseNames]) {
      const url = name === FLOOR ? floor.url : pages.get(name)?.url;
      if (!url) continue;
      await lighthouseTabs
        .run(url)
        .then((measured) => lighthouseRuns.get(name)?.push(measured))
        .catch(failed(`Lighthouse ${name}, run ${run + 1}`));
    }
  }
  await lighthouseTabs.close();
  console.log(
    `Lighthouse: ${LIGHTHOUSE_RUNS} runs of ${lighthouseNames.length + 1} pages in ${Math.round((Date.now() - lighthouseStarted) / 1000)} s`,
  );
}

if (process.env.BENCH_PROFILE) {
  const profiles = join(root, 'bench-results', 'profiles');
  mkdirSync(profiles, { recursive: true });
  // The build keeps its source maps beside its folder (deploy/vitePlugins.ts).
  const mapFor = (url: string): SourceMap | null => {
    const file = join(sourceMapsFolder(distDir), new URL(url).pathname);
    return url.startsWith(servers.site) && existsSync(`${file}.map`)
      ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap)
      : null;
  };
  const repeatVisit = process.env.BENCH_PROFILE === 'repeat';
  for (const [name, page] of [[FLOOR, floor] as const, ...pages]) {
    const { cpuProfile, measurement } = await coldLoad(browser, page, {
      profile: repeatVisit ? 'repeat' : true,
      repeat: repeatVisit,
    });
    if (!cpuProfile) continue;
    const file = join(profiles, `${name.replace(/\W+/g, '-').replace(/^-/, '')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(cpuProfile));
    const summary = summarize(cpuProfile, mapFor);
    console.log(
      `\n${name}: profiled ${repeatVisit ? 'repeat visit' : 'load'}, content at ${Math.round(repeatVisit ? measurement.repeatContentVisibleMs : measurement.contentVisibleMs)} ms (${file})`,
    );
    console.table(summary.byOrigin.map(([origin, ms]) => ({ origin, ms })));
    console.table(summary.byFunction.map(([fn, ms]) => ({ function: fn, ms })));
  }
}

await browser.close();
await servers.close();

const floorMedians = medians(floorRuns);
/** A route none of whose loads finished: every figure unknown, every budget broken. */
const unmeasured = Object.fromEntries(
  Object.keys(floorMedians).map((key) => [key, Number.NaN]),
) as unknown as Measurement;
const measured = routes.filter((route) => (screenRuns.get(route.name)?.length ?? 0) > 0);
const results = Object.fromEntries(
  measured.map((route) => [route.name, medians(screenRuns.get(route.name) ?? [])]),
);
/** Each part's median, in whole milliseconds (none when no run reported its parts). */
const medianParts = (parts: readonly InteractionParts[]) =>
  parts.length === 0
    ? {}
    : {
        inputDelayMs: Math.round(median(parts.map((p) => p.inputDelayMs))),
        processingMs: Math.round(median(parts.map((p) => p.processingMs))),
        presentationMs: Math.round(median(parts.map((p) => p.presentationMs))),
      };

const interactionResults = Object.fromEntries(
  interactions.map((interaction) => {
    const runs = interactionRuns.get(interaction.name) ?? [];
    return [
      interaction.name,
      {
        route: interaction.route,
        runs: runs.length,
        inpMs: median(runs.map((r) => r.inpMs)),
        resultVisibleMs: Math.round(median(runs.map((r) => r.resultVisibleMs))),
        eachRun: runs.map((r) => r.inpMs),
        // Medians of each part, over the runs that reported one: where to look when INP grows.
        ...medianParts(runs.flatMap((r) => (r.parts ? [r.parts] : []))),
      },
    ];
  }),
);

const largest = chunks.reduce((a, b) => (b.gzipKb > a.gzipKb ? b : a), { name: '', gzipKb: 0 });
/** Decision 004's absolute budgets hold the landing routes' first loads (the others: ratios). */
const most = (key: keyof Measurement) =>
  measured
    .filter((route) => route.landing)
    .reduce<[string, number]>(
      (top, { name }) => {
        const value = results[name]?.[key] ?? 0;
        return value > top[1] ? [name, value] : top;
      },
      ['', 0],
    );
const [jsRoute, jsKb] = most('jsKb');
const [cssRoute, cssKb] = most('cssKb');
const absolute: Check[] = [
  ...(jsRoute
    ? [
        check(`first-load JS (KB gzip), most: ${jsRoute}`, jsKb, BUDGETS.firstLoadJsKb),
        check(`CSS (KB gzip), most: ${cssRoute}`, cssKb, BUDGETS.cssKb),
      ]
    : []),
  check(
    `largest chunk (KB gzip): ${largest.name}`,
    Math.round(largest.gzipKb * 10) / 10,
    BUDGETS.largestChunkKb,
  ),
  ...(results['/profile']
    ? [
        check(
          'API rounds before the profile shows',
          results['/profile'].apiRounds,
          BUDGETS.apiRoundsBeforeProfile,
        ),
      ]
    : []),
];
/** Each check with the runs its median is of (the route's, or the interaction's). */
const withRuns =
  (runs: number) =>
  ({ budget, ...rest }: Check) => ({ budget, runs, ...rest });
const checks = [
  ...absolute.map(withRuns(RUNS)),
  ...routes.flatMap((route) =>
    ratioChecks(route.name, floorMedians, results[route.name] ?? unmeasured).map(
      withRuns(screenRuns.get(route.name)?.length ?? 0),
    ),
  ),
  ...interactions.map((interaction) =>
    withRuns(interactionResults[interaction.name]?.runs ?? 0)(
      interactionCheck(interaction.name, interactionResults[interaction.name]?.inpMs ?? Number.NaN),
    ),
  ),
  ...(LIGHTHOUSE_RUNS > 0
    ? lighthouseNames.map((name) => {
        const runs = lighthouseRuns.get(name) ?? [];
        return withRuns(runs.length)(lighthouseCheck(name, runs));
      })
    : []),
];
const lighthouseResults = Object.fromEntries(
  [...lighthouseRuns]
    .filter(([, runs]) => runs.length > 0)
    .map(([name, runs]) => [
      name,
      { runs: runs.length, ...lighthouseMedians(runs), eachRun: runs.map((run) => run.score) },
    ]),
);

const comparison = Object.fromEntries(
  measured.map((route) => [
    route.name,
    sideBySide(floorMedians, results[route.name] as Measurement),
  ]),
);
const seconds = (ms: number) => Math.round(ms / 1000);
const runTime = {
  totalS: seconds(Date.now() - started),
  buildS: seconds(built - started),
  loadsS: seconds(Date.now() - built),
};
const report = {
  runs: RUNS,
  routeRuns: ROUTE_RUNS,
  runsPerRoute: Object.fromEntries([
    [FLOOR, floorRuns.length],
    ...routes.map((route) => [route.name, screenRuns.get(route.name)?.length ?? 0]),
  ]),
  throttling: THROTTLING,
  budgets: { absolute: BUDGETS, ratios: RATIO_BUDGETS },
  floor: floorMedians,
  routes: results,
  comparison,
  interactions: interactionResults,
  lighthouse: lighthouseResults,
  checks,
  failures,
  runTime,
  // Every run's figures, in the order run: the spread behind a median.
  eachRun: Object.fromEntries(
    [[FLOOR, floorRuns] as const, ...screenRuns].map(([name, runs]) => [
      name,
      runs.map((run) => ({
        scriptMs: Math.round(run.scriptMs),
        contentVisibleMs: Math.round(run.contentVisibleMs),
        repeatContentVisibleMs: Math.round(run.repeatContentVisibleMs),
        wholeLoadJsKb: Math.round(run.wholeLoadJsKb * 10) / 10,
        cls: run.cls,
      })),
    ]),
  ),
};
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'latest.json'), JSON.stringify(report, null, 2));

const ratio = (portal: number, floorValue: number) =>
  floorValue ? Math.round((portal / floorValue) * 100) / 100 : Number.NaN;
const round = Math.round;
console.log(
  `\nEach screen beside the floor's /profile (medians; runs: ${RUNS} for the floor, the landing and the interactions' routes, ${Math.min(ROUTE_RUNS, RUNS)} for the others)`,
);
console.table(
  Object.fromEntries(
    [[FLOOR, floorMedians] as const, ...Object.entries(results)].map(([name, r]) => [
      name,
      {
        runs: name === FLOOR ? floorRuns.length : (screenRuns.get(name)?.length ?? 0),
        'content ms': round(r.contentVisibleMs),
        '± floor': round(r.contentVisibleMs - floorMedians.contentVisibleMs),
        'heading ms': round(r.headingVisibleMs),
        'JS KB': r.jsKb,
        'JS ×': ratio(r.jsKb, floorMedians.jsKb),
        'script ms': round(r.scriptMs),
        'script ×': ratio(r.scriptMs, floorMedians.scriptMs),
        'idle JS KB': r.wholeLoadJsKb,
        'idle JS ×': ratio(r.wholeLoadJsKb, floorMedians.wholeLoadJsKb),
        requests: `${r.requests}/${r.wholeLoadRequests}`,
        CLS: r.cls,
        'repeat ms': round(r.repeatContentVisibleMs),
        '± floor repeat': round(r.repeatContentVisibleMs - floorMedians.repeatContentVisibleMs),
      },
    ]),
  ),
);
console.log(
  '\nInteractions (median Interaction to Next Paint, and of its parts: waiting for the main thread, the handlers, until the next paint; result: until the answer shows)',
);
console.table(
  Object.fromEntries(
    Object.entries(interactionResults).map(([name, r]) => [
      name,
      {
        route: r.route,
        runs: r.runs,
        'INP ms': r.inpMs,
        'input delay': r.inputDelayMs,
        handlers: r.processingMs,
        presentation: r.presentationMs,
        'result ms': r.resultVisibleMs,
      },
    ]),
  ),
);
if (Object.keys(lighthouseResults).length > 0) {
  console.log(
    '\nLighthouse, mobile preset (medians; its own simulated throttling: 150 ms, 1.6 Mbps, 4x CPU)',
  );
  console.table(
    Object.fromEntries(
      Object.entries(lighthouseResults).map(([name, r]) => [
        name,
        {
          runs: r.runs,
          score: r.score,
          'each run': r.eachRun.join(' '),
          'FCP ms': r.fcpMs,
          'LCP ms': r.lcpMs,
          'speed index': r.speedIndexMs,
          'TBT ms': r.tbtMs,
          CLS: r.cls,
        },
      ]),
    ),
  );
}
console.log(`\nBudgets (headroom: under the limit by at least 10 % of it)`);
console.table(checks);
const broken = checks.filter((c) => !c.ok);
const tight = checks.filter((c) => !c.headroomOk);
console.log(
  `${checks.length - broken.length}/${checks.length} budgets met, ${checks.length - tight.length}/${checks.length} with headroom; ` +
    `run time ${runTime.totalS} s (build ${runTime.buildS} s, loads ${runTime.loadsS} s)`,
);
if (failures.length) console.log(`Failed loads or interactions:\n${failures.join('\n')}`);
process.exit(broken.length === 0 && failures.length === 0 ? 0 : 1);
