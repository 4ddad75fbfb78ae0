/**
 * One cold load of a page in a fresh browser context, throttled as the bench measures every app:
 * 150 ms round trip, 1.6 Mbps down, 750 kbps up, a 4x slower CPU (Chromium's own emulation, via
 * CDP). Measures the first screen (until the page's content is visible, as its `contentVisible`
 * test says), then the whole load (until the network has been idle for a second: what the page
 * fetches after its first screen, and how far its layout moved), then a repeat visit: the same
 * page in a new tab of the same context, its cache warm.
 */
import type { Browser, BrowserContext, CDPSession, Page as Tab } from 'playwright-core';
import { sequentialRounds, type TimedRequest } from './rounds.ts';
import type { CpuProfile } from './cpuProfile.ts';
import { cumulativeLayoutShift, type LayoutShift, OBSERVERS } from './vitals.ts';

export const THROTTLING = { rttMs: 150, downMbps: 1.6, upKbps: 750, cpuSlowdown: 4 } as const;

/**
 * The network counts as idle once nothing has been in flight for this long and the page's main
 * thread has had an idle moment since (what the portal keeps for after its first screen starts
 * from one: `afterFirstScreen`).
 */
export const NETWORK_QUIET_MS = 500;
const NETWORK_IDLE_TIMEOUT_MS = 30_000;
const CONTENT_TIMEOUT_MS = 60_000;

export interface Page {
  url: string;
  /** A script expression, true once the page's own content is on screen (not a loader). */
  contentVisible: string;
  /** A looser expression (a heading, no page loader): decision 013's test, reported beside it. */
  headingVisible?: string;
  /** Sets up the context first: e.g. signs in, as a returning customer would be. */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** The browser's language ('de-DE'): the portal then loads in it (issue 28). */
  locale?: string;
}

/** What one load cost: up to the moment its content was visible, and up to network idle. */
export interface Measurement {
  /** JavaScript transferred before the content showed, gzip bodies. */
  jsKb: number;
  cssKb: number;
  /** Requests answered before the content showed, the page itself included. */
  requests: number;
  fcpMs: number;
  /** Decision 013's test: the screen's heading, no page loader. */
  headingVisibleMs: number;
  contentVisibleMs: number;
  /** Main-thread script time up to the content (Chromium's ScriptDuration). */
  scriptMs: number;
  /** Sequential rounds of API calls (fetch) answered before the content showed. */
  apiRounds: number;
  /** JavaScript transferred through network idle: the whole load, not only the first screen. */
  wholeLoadJsKb: number;
  wholeLoadRequests: number;
  /** Cumulative Layout Shift through network idle. */
  cls: number;
  /** Content visible on a second visit, the cache warm. */
  repeatContentVisibleMs: number;
}

/** Hooks into a load, once the network is idle: where the bench's interactions are measured. */
export interface LoadHooks {
  /** On the cold load's tab. */
  afterLoad?: (tab: Tab) => Promise<void>;
  /** On the repeat visit's tab. */
  afterRepeat?: (tab: Tab) => Promise<void>;
}

const KB = 1024;

/** Requests in flight on a tab, from CDP's network events. */
class Network {
  private readonly inFlight = new Map<string, string>();
  private lastChange = Date.now();

  constructor(cdp: CDPSession) {
    // Over the network only: a blob: URL (a worker's script) reports no end.
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (/^https?:/.test(request.url))
        this.change(() => this.inFlight.set(requestId, request.url));
    });
    const end = ({ requestId }: { requestId: string }) => {
      if (this.inFlight.has(requestId)) this.change(() => this.inFlight.delete(requestId));
    };
    cdp.on('Network.loadingFinished', end);
    cdp.on('Network.loadingFailed', end);
    // A frame of another site (the billing provider's card frame) loads in a process of its own,
    // which reports its document's end to its own session: its answer is its end on this one.
    cdp.on('Network.responseReceived', ({ requestId, type }) => {
      if (type === 'Document') end({ requestId });
    });
  }

  private change(update: () => void) {
    update();
    this.lastChange = Date.now();
  }

  /** What is still in flight. */
  pending(): string[] {
    return [...this.inFlight.values()];
  }

  /**
   * Settles once nothing has been in flight for `NETWORK_QUIET_MS`, and nothing started during an
   * idle moment of the page after that; false when it never was.
   */
  async idle(tab: Tab): Promise<boolean> {
    const deadline = Date.now() + NETWORK_IDLE_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const quietFor = Date.now() - this.lastChange;
      if (this.inFlight.size === 0 && quietFor >= NETWORK_QUIET_MS) {
        const quietSince = this.lastChange;
        await tab.evaluate(
          `new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }))`,
        );
        if (this.lastChange === quietSince && this.inFlight.size === 0) return true;
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }
}

/** A new tab of the context, throttled, with its requests followed. */
async function throttledTab(context: BrowserContext) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  const network = new Network(cdp);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.rttMs,
    downloadThroughput: (THROTTLING.downMbps * 1000 * 1000) / 8,
    uploadThroughput: (THROTTLING.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  return { tab, cdp, network };
}

type Cdp = Awaited<ReturnType<typeof throttledTab>>['cdp'];

/** Samples the tab's main thread from now on (every 200 µs) until `stopProfiler`. */
async function startProfiler(cdp: Cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

const stopProfiler = async (cdp: Cdp) =>
  (await cdp.send('Profiler.stop')).profile as unknown as CpuProfile;

const contentShown = async (tab: Tab, url: string) => {
  // A function, not a string: the portal's Content Security Policy forbids evaluating strings.
  await tab
    .waitForFunction(
      () => (window as unknown as { __contentVisible: number }).__contentVisible > 0,
      null,
      { timeout: CONTENT_TIMEOUT_MS },
    )
    .catch((error: unknown) => {
      throw new Error(`${url}: its content did not show within ${CONTENT_TIMEOUT_MS} ms`, {
        cause: error,
      });
    });
};

export async function coldLoad(
  browser: Browser,
  page: Page,
  { profile = false as boolean | 'repeat', repeat = true, hooks = {} as LoadHooks } = {},
): Promise<{ measurement: Measurement; cpuProfile: CpuProfile | null }> {
  const context = await browser.newContext({
    // The billing provider's stand-in has a certificate of its own (billingProviderHost.ts).
    ignoreHTTPSErrors: true,
    ...(page.locale ? { locale: page.locale } : {}),
  });
  try {
    await page.prepare?.(context);
    // The first moment each test holds, checked at every change of the document; and the page's
    // layout shifts and input events.
    await context.addInitScript(`
      window.__contentVisible = 0;
      window.__headingVisible = 0;
      new MutationObserver(() => {
        if (!window.__headingVisible && (${page.headingVisible ?? page.contentVisible})) window.__headingVisible = performance.now();
        if (!window.__contentVisible && (${page.contentVisible})) window.__contentVisible = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
      ${OBSERVERS}
    `);
    const { tab, cdp, network } = await throttledTab(context);
    await cdp.send('Performance.enable');
    if (profile === true) await startProfiler(cdp);
    await tab.goto(page.url);
    await contentShown(tab, page.url);
    // Script time up to the content, not what the page defers until after it.
    const { metrics } = await cdp.send('Performance.getMetrics');
    let cpuProfile = profile === true ? await stopProfiler(cdp) : null;
    // A string, not a function: tsx's helpers (`__name`) do not exist in the page.
    const firstScreen = (await tab.evaluate(`(() => {
      const visible = window.__contentVisible;
      const entries = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= visible);
      const bytes = (test) => entries.filter(test).reduce((sum, e) => sum + e.encodedBodySize, 0);
      const path = (e) => new URL(e.name).pathname;
      return {
        visible,
        heading: window.__headingVisible || visible,
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
      heading: number;
      js: number;
      css: number;
      requests: number;
      fcp: number;
      api: TimedRequest[];
    };

    if (!(await network.idle(tab))) {
      console.warn(`${page.url}: the network was never idle: ${network.pending().join(', ')}`);
    }
    const wholeLoad = (await tab.evaluate(`(() => {
      const entries = performance.getEntriesByType('resource');
      return {
        js: entries.filter((e) => new URL(e.name).pathname.endsWith('.js')).reduce((sum, e) => sum + e.encodedBodySize, 0),
        requests: entries.length + 1,
        shifts: window.__layoutShifts,
      };
    })()`)) as { js: number; requests: number; shifts: LayoutShift[] };
    if (process.env.BENCH_DEBUG) {
      const loaded = await tab.evaluate(
        `performance.getEntriesByType('resource').map((e) => [e.startTime, e.requestStart, e.responseEnd].map(Math.round).concat(e.encodedBodySize, e.initiatorType, e.name).join(' ')).concat(performance.getEntriesByType('mark').map((e) => Math.round(e.startTime) + ' mark ' + e.name))`,
      );
      // Each request: asked, sent (after waiting for a connection), answered; bytes; initiator.
      // And any performance.mark() the page made (put one in while looking for where time goes).
      console.log(
        `${page.url} visible at ${Math.round(firstScreen.visible)} ms\n${(loaded as string[]).join('\n')}`,
      );
    }
    await hooks.afterLoad?.(tab);
    await tab.close();

    let repeatVisible = Number.NaN;
    if (repeat) {
      const second = await throttledTab(context);
      if (profile === 'repeat') await startProfiler(second.cdp);
      await second.tab.goto(page.url);
      await contentShown(second.tab, page.url);
      if (profile === 'repeat') cpuProfile = await stopProfiler(second.cdp);
      repeatVisible = (await second.tab.evaluate('window.__contentVisible')) as number;
      if (process.env.BENCH_DEBUG) {
        // The repeat visit's page and requests: a transfer of 0 bytes came from the cache.
        const loaded = await second.tab.evaluate(
          `performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource')).map((e) => [e.startTime, e.requestStart, e.responseEnd].map(Math.round).concat(e.transferSize, e.initiatorType, e.name).join(' '))`,
        );
        console.log(
          `${page.url} repeat visit, visible at ${Math.round(repeatVisible)} ms\n${(loaded as string[]).join('\n')}`,
        );
      }
      if (hooks.afterRepeat) {
        await second.network.idle(second.tab);
        await hooks.afterRepeat(second.tab);
      }
    }

    return {
      measurement: {
        jsKb: firstScreen.js / KB,
        cssKb: firstScreen.css / KB,
        requests: firstScreen.requests,
        fcpMs: firstScreen.fcp,
        headingVisibleMs: firstScreen.heading,
        contentVisibleMs: firstScreen.visible,
        scriptMs: (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000,
        apiRounds: sequentialRounds(firstScreen.api),
        wholeLoadJsKb: wholeLoad.js / KB,
        wholeLoadRequests: wholeLoad.requests,
        cls: cumulativeLayoutShift(wholeLoad.shifts),
        repeatContentVisibleMs: repeatVisible,
      },
      cpuProfile,
    };
  } finally {
    await context.close();
  }
}
