/**
 * Playwright Test fixtures for the journeys (decision 019). `open` gives a fresh context per
 * journey and, after the test — passed or failed — closes it and asserts that nothing went wrong
 * that the test did not intend: no console error, no uncaught exception, no failed request.
 */
// First: the worker's today is pinned before any module reads the time (tests/setup/today.ts).
import '../../setup/today.ts';
import { expect, type Page, test as base } from '@playwright/test';
import { preview } from 'vite';
import {
  createMockHttpServer,
  type MockHttpServer,
} from '../../../mocks/server/createMockHttpServer.ts';
import { type StaticServer } from '../../../scripts/bench/staticServer.ts';
import { pinTodayScript } from '../../../mocks/pinToday.ts';
import { type FaultProxy, startFaultProxy } from './faultProxy.ts';
import { freePort } from './freePort.ts';
import { PRODUCTION_BUILD, serveProductionBuild } from './productionBuild.ts';

export interface Journey {
  page: Page;
  /** Console errors, uncaught page errors and failed requests seen so far. */
  problems: string[];
}

export interface OpenOptions {
  persona?: string;
  width?: number;
  /** The browser's language (navigator.languages, Accept-Language): 'de-DE', 'ja-JP' … */
  locale?: string;
  /**
   * As a customer's system setting would: the portal then drops its transitions, so nothing
   * fades in or out while a check looks at the page.
   */
  reducedMotion?: 'reduce';
  /** A touch screen, as a phone's: `(pointer: coarse)` matches. */
  touch?: boolean;
  /** Runs before the page loads: routes, request listeners. */
  prepare?: (page: Page) => Promise<void>;
  /** The problems this journey provokes on purpose (a 500 it asked for): not counted. */
  expected?: (problem: string) => boolean;
}

/** What the production fixture serves: see `productionBehindProxy`. */
export interface ProductionBehindProxy {
  mock: MockHttpServer;
  /** In front of the mock backend: it counts what reaches the services and can break calls. */
  proxy: FaultProxy;
  site: StaticServer;
}

interface WorkerFixtures {
  /** The mock-mode build (globalSetup builds it) served by `vite preview`. */
  mockSite: string;
  /** The mock backend, a fault proxy in front of it and the production build pointed at it. */
  production: ProductionBehindProxy;
}

interface TestFixtures {
  open: (path: string, options?: OpenOptions) => Promise<Journey>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mockSite: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const port = await freePort();
      const server = await preview({
        mode: 'mock',
        logLevel: 'warn',
        preview: { port, strictPort: true },
      });
      await use(`http://127.0.0.1:${port}`);
      await server.close();
    },
    { scope: 'worker' },
  ],
  production: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const mock = await createMockHttpServer({ port: 0 });
      const proxy = await startFaultProxy(mock.url);
      const site = await serveProductionBuild({ ...PRODUCTION_BUILD, apiOrigin: proxy.url });
      await use({ mock, proxy, site });
      await site.close();
      await proxy.close();
      await mock.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ mockSite }, use) => use(mockSite),
  open: async ({ browser, baseURL }, use) => {
    const opened: { journey: Journey; expected: (problem: string) => boolean }[] = [];
    await use(async (path, options = {}) => {
      const { persona, width = 1280, locale, reducedMotion, touch, prepare } = options;
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        ...(touch ? { hasTouch: true } : {}),
        ...(reducedMotion ? { reducedMotion } : {}),
        ...(locale ? { locale } : {}),
      });
      // The personas' day, in the page as in this worker (tests/setup/today.ts).
      await context.addInitScript({ content: pinTodayScript(Date.now()) });
      const page = await context.newPage();
      const journey: Journey = { page, problems: [] };
      opened.push({ journey, expected: options.expected ?? (() => false) });
      const { problems } = journey;
      // Every page of the context, including tabs the journey opens itself.
      const watch = (watched: Page) => {
        watched.on('console', (message) => {
          if (message.type() !== 'error') return;
          // A failed resource's message names no address on its own: the location says which.
          const { url } = message.location();
          problems.push(url ? `${message.text()} (${url})` : message.text());
        });
        watched.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
        watched.on('requestfailed', (request) => {
          const reason = request.failure()?.errorText ?? 'failed';
          // Leaving a page cancels what it still loads: not a failure of the portal.
          if (reason === 'net::ERR_ABORTED') return;
          problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
        });
      };
      watch(page);
      context.on('page', watch);
      await prepare?.(page);
      const url = new URL(path, baseURL);
      if (persona) url.searchParams.set('persona', persona);
      await page.goto(url.href);
      return journey;
    });
    for (const { journey } of opened) await journey.page.context().close();
    for (const { journey, expected } of opened) {
      expect(
        journey.problems.filter((problem) => !expected(problem)),
        'console errors, uncaught errors or failed requests the journey did not intend',
      ).toEqual([]);
    }
  },
});

/**
 * Counts the page's requests under way, so a journey can judge a screen once everything it asked
 * for has answered (a positive barrier, where `networkidle` would only guess from a quiet 500 ms).
 */
export function trackInFlight(page: Page): () => number {
  let pending = 0;
  page.on('request', () => (pending += 1));
  page.on('requestfinished', () => (pending -= 1));
  page.on('requestfailed', () => (pending -= 1));
  return () => pending;
}

/**
 * A chunk of code (`/assets/<name>-<hash>.js`) the network drops until `reach()`: for `open`'s
 * `prepare`, on the context, since in mock mode the service worker makes the page's requests;
 * `failed` is `open`'s `expected`: the dropped chunk, and only it, fails.
 */
export function droppedChunk(name: string) {
  let reachable = false;
  return {
    prepare: async (page: Page) => {
      await page
        .context()
        .route(`**/assets/${name}-*.js`, (route) =>
          reachable ? route.continue() : route.abort('internetdisconnected'),
        );
    },
    failed: (problem: string) => new RegExp(`/assets/${name}-[^/]*\\.js\\b`).test(problem),
    reach: () => {
      reachable = true;
    },
  };
}

/** Settled: nothing under way at two looks in a row. */
export async function settled(pending: () => number): Promise<void> {
  await expect.poll(pending, { intervals: [100] }).toBe(0);
  await expect.poll(pending, { intervals: [150] }).toBe(0);
}

export { expect };
