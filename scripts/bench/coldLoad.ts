/**
 * One cold load of a page in a fresh browser context, throttled as the bench measures every app:
 * 150 ms round trip, 1.6 Mbps down, 750 kbps up, a 4x slower CPU (Chromium's own emulation, via
 * CDP). Measures until the page's content is visible, as its `contentVisible` test says.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { sequentialRounds, type TimedRequest } from './rounds.ts';
import type { CpuProfile } from './cpuProfile.ts';

export const THROTTLING = { rttMs: 150, downMbps: 1.6, upKbps: 750, cpuSlowdown: 4 } as const;

export interface Page {
  url: string;
  /** A script expression, true once the page's own content is on screen (not a loader). */
  contentVisible: string;
  /** Sets up the context first: e.g. signs in, as a returning customer would be. */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** The browser's language ('de-DE'): the portal then loads in it (issue 28). */
  locale?: string;
}

/** What one load cost, up to the moment its content was visible. */
export interface Measurement {
  /** JavaScript transferred, gzip bodies. */
  jsKb: number;
  cssKb: number;
  /** Requests answered before the content showed, the page itself included. */
  requests: number;
  fcpMs: number;
  contentVisibleMs: number;
  /** Main-thread script time (Chromium's ScriptDuration). */
  scriptMs: number;
  /** Sequential rounds of API calls (fetch) answered before the content showed. */
  apiRounds: number;
}

const KB = 1024;

export async function coldLoad(
  browser: Browser,
  page: Page,
  { profile = false } = {},
): Promise<{ measurement: Measurement; cpuProfile: CpuProfile | null }> {
  const context = await browser.newContext(page.locale ? { locale: page.locale } : {});
  await page.prepare?.(context);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.rttMs,
    downloadThroughput: (THROTTLING.downMbps * 1000 * 1000) / 8,
    uploadThroughput: (THROTTLING.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  await cdp.send('Performance.enable');
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  // The first moment the content test holds, checked at every change of the document.
  await tab.addInitScript(`
    window.__contentVisible = 0;
    new MutationObserver(() => {
      if (!window.__contentVisible && (${page.contentVisible})) window.__contentVisible = performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  `);
  await tab.goto(page.url);
  // A function, not a string: the portal's Content Security Policy forbids evaluating strings.
  await tab.waitForFunction(
    () => (window as unknown as { __contentVisible: number }).__contentVisible > 0,
    null,
    { timeout: 60_000 },
  );
  // Script time up to the content, not what the page defers until after it.
  const { metrics } = await cdp.send('Performance.getMetrics');
  const cpuProfile = profile
    ? ((await cdp.send('Profiler.stop')).profile as unknown as CpuProfile)
    : null;
  // A string, not a function: tsx's helpers (`__name`) do not exist in the page.
  const measured = (await tab.evaluate(`(() => {
    const visible = window.__contentVisible;
    const entries = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= visible);
    const bytes = (test) => entries.filter(test).reduce((sum, e) => sum + e.encodedBodySize, 0);
    const path = (e) => new URL(e.name).pathname;
    return {
      visible,
      js: bytes((e) => path(e).endsWith('.js')),
      css: bytes((e) => path(e).endsWith('.css')),
      requests: entries.length + 1,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      api: entries
        .filter((e) => e.initiatorType === 'fetch' || e.initiatorType === 'xmlhttprequest')
        .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd })),
    };
  })()`)) as {
    visible: number;
    js: number;
    css: number;
    requests: number;
    fcp: number;
    api: TimedRequest[];
  };
  if (process.env.BENCH_DEBUG) {
    const loaded = await tab.evaluate(
      `performance.getEntriesByType('resource').map((e) => [e.startTime, e.requestStart, e.responseEnd].map(Math.round).concat(e.encodedBodySize, e.initiatorType, e.name).join(' ')).concat(performance.getEntriesByType('mark').map((e) => Math.round(e.startTime) + ' mark ' + e.name))`,
    );
    // Each request: asked, sent (after waiting for a connection), answered; bytes; initiator.
    // And any performance.mark() the page made (put one in while looking for where time goes).
    console.log(
      `${page.url} visible at ${Math.round(measured.visible)} ms\n${(loaded as string[]).join('\n')}`,
    );
  }
  await context.close();
  return {
    measurement: {
      jsKb: measured.js / KB,
      cssKb: measured.css / KB,
      requests: measured.requests,
      fcpMs: measured.fcp,
      contentVisibleMs: measured.visible,
      scriptMs: (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000,
      apiRounds: sequentialRounds(measured.api),
    },
    cpuProfile,
  };
}
