/**
 * `npm run bench`: the production build on the mock backend over HTTP, loaded cold in headless
 * Chromium with 150 ms RTT, 1.6 Mbps down and a 4x slower CPU. Median of 5 runs per route. Prints
 * JSON (also written to bench-results/latest.json) and a table; exits 1 when a budget is exceeded.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createMockHttpServer } from '../mocks/server/createMockHttpServer.ts';
import { median, sequentialRounds, type TimedRequest } from './bench/rounds.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { serveDist } from './bench/staticServer.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROUTES = ['/profile', '/subscription'] as const;
const KB = 1024;
export const BUDGETS = {
  firstLoadJsKb: 160,
  cssKb: 36,
  largestChunkKb: 130,
  apiRoundsBeforeProfile: 3,
};

const root = new URL('..', import.meta.url).pathname;
const distDir = join(root, 'dist-bench');

const mock = await createMockHttpServer({ port: 0 });
// The production bundle, pointed at the mock backend (variables in the environment win over .env files).
execFileSync(
  join(root, 'node_modules/.bin/vite'),
  ['build', '--outDir', distDir, '--logLevel', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_MOCK_MODE: 'false',
      VITE_ACCOUNT_API_URL: `${mock.url}/auth`,
      VITE_SUBSCRIPTION_API_URL: `${mock.url}/subscription-api`,
      VITE_LICENSE_API_URL: `${mock.url}/license-api`,
      VITE_SHOP_API_URL: `${mock.url}/shop/api`,
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

const site = await serveDist(distDir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

interface Run {
  jsKb: number;
  cssKb: number;
  requests: number;
  lcpMs: number;
  contentVisibleMs: number;
  apiRounds: number;
}

async function coldLoad(route: string): Promise<Run> {
  const context = await browser.newContext();
  // Sign in at the mock auth host: its refresh cookie is what a real session would have.
  const signIn = await context.request.get(`${mock.url}/auth/account/login?persona=monthly-active`);
  if (!signIn.ok()) throw new Error(`Mock sign-in failed: ${signIn.status()}`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The moment the screen's own content is on screen: its h1 rendered and no loader over it.
  await page.addInitScript(`
    window.__contentVisible = 0;
    new MutationObserver(() => {
      if (window.__contentVisible) return;
      const heading = document.querySelector('main h1');
      const loader = document.querySelector('[role="status"][aria-label="Loading"]');
      if (heading && !loader) window.__contentVisible = performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true });
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  `);
  await page.goto(site.url + route);
  // The screen's own content, not the loader: its heading and, on the profile, the customer's e-mail.
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    '!document.querySelector(\'[role="status"][aria-label="Loading"]\')',
    null,
    { timeout: 60_000 },
  );
  await page.waitForFunction('window.__contentVisible > 0', null, { timeout: 60_000 });
  const contentVisibleMs = (await page.evaluate('window.__contentVisible')) as number;
  await page.waitForTimeout(500);
  // A string, not a function: tsx's helpers (`__name`) do not exist in the page.
  const measured = (await page.evaluate(`(() => {
    // First load: what arrived before the content showed (toasts' code and the like come later).
    const entries = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= window.__contentVisible);
    const all = performance.getEntriesByType('resource');
    const bytes = (test) => entries.filter(test).reduce((sum, e) => sum + e.transferSize, 0);
    return {
      js: bytes((e) => e.name.endsWith('.js')),
      css: bytes((e) => e.name.endsWith('.css')),
      requests: entries.length + 1,
      lcp: window.__lcp,
      api: all
        .filter((e) => e.name.startsWith(${JSON.stringify(mock.url)}) && e.initiatorType !== 'other')
        .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd })),
    };
  })()`)) as { js: number; css: number; requests: number; lcp: number; api: TimedRequest[] };
  if (process.env.BENCH_DEBUG) {
    const loaded = await page.evaluate(
      `performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.transferSize, e.name].join(' '))`,
    );
    console.log((loaded as string[]).join('\n'));
  }
  await context.close();
  // The rounds that gated the content: requests answered before it showed. (The profile's
  // marketing switch loads its own state as the screen appears; that does not hold the screen.)
  const apiBeforeContent: TimedRequest[] = measured.api.filter(
    (request) => request.end <= contentVisibleMs,
  );
  return {
    jsKb: measured.js / KB,
    cssKb: measured.css / KB,
    requests: measured.requests,
    lcpMs: measured.lcp,
    contentVisibleMs,
    apiRounds: sequentialRounds(apiBeforeContent),
  };
}

const results: Record<string, Record<keyof Run, number>> = {};
for (const route of ROUTES) {
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await coldLoad(route));
  results[route] = Object.fromEntries(
    (Object.keys(runs[0] as Run) as (keyof Run)[]).map((key) => [
      key,
      Math.round(median(runs.map((r) => r[key])) * 10) / 10,
    ]),
  ) as Record<keyof Run, number>;
}
await browser.close();
await site.close();
await mock.close();

const largest = chunks.reduce((a, b) => (b.gzipKb > a.gzipKb ? b : a), { name: '', gzipKb: 0 });
const profile = results['/profile'] as Record<keyof Run, number>;
const checks = [
  {
    budget: 'first-load JS (KB gzip)',
    limit: BUDGETS.firstLoadJsKb,
    value: Math.max(...ROUTES.map((r) => results[r]?.jsKb ?? 0)),
  },
  {
    budget: 'CSS (KB gzip)',
    limit: BUDGETS.cssKb,
    value: Math.max(...ROUTES.map((r) => results[r]?.cssKb ?? 0)),
  },
  {
    budget: `largest chunk (KB gzip): ${largest.name}`,
    limit: BUDGETS.largestChunkKb,
    value: Math.round(largest.gzipKb * 10) / 10,
  },
  {
    budget: 'API rounds before the profile shows',
    limit: BUDGETS.apiRoundsBeforeProfile,
    value: profile.apiRounds,
  },
].map((check) => ({ ...check, ok: check.value <= check.limit }));

const report = {
  runs: RUNS,
  throttling: { rttMs: 150, downMbps: 1.6, cpuSlowdown: 4 },
  routes: results,
  checks,
};
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'latest.json'), JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));
console.table(Object.fromEntries(ROUTES.map((route) => [route, results[route]])));
console.table(checks.map(({ budget, value, limit, ok }) => ({ budget, value, limit, ok })));
process.exit(checks.every((check) => check.ok) ? 0 : 1);
