import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts';

export interface JourneyPage {
  page: Page;
  /** console.error messages and uncaught page errors seen so far. */
  problems: string[];
  close: () => Promise<void>;
}

/**
 * One headless Chromium per test file, a fresh context (cookies, storage) per journey.
 * `reducedMotion: 'reduce'` asks as a customer's system setting would: the portal then drops its
 * transitions (the theme respects it), so nothing fades in or out while a check looks at the page.
 */
export function useBrowser({ reducedMotion }: { reducedMotion?: 'reduce' } = {}): {
  open: (
    path: string,
    options?: {
      persona?: string;
      width?: number;
      /** The browser's language (navigator.languages, Accept-Language): 'de-DE', 'ja-JP' … */
      locale?: string;
      /** Runs before the page loads: routes, request listeners. */
      prepare?: (page: Page) => Promise<void>;
    },
  ) => Promise<JourneyPage>;
} {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_FLAGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async open(path, { persona, width = 1280, locale, prepare } = {}) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion,
        ...(locale ? { locale } : {}),
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A failed resource's message names no address on its own: the location says which call.
        const { url } = message.location();
        problems.push(url ? `${message.text()} (${url})` : message.text());
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await prepare?.(page);
      const url = new URL(path, inject('baseUrl'));
      if (persona) url.searchParams.set('persona', persona);
      await page.goto(url.href);
      return { page, problems, close: () => context.close() };
    },
  };
}

/** Journeys end with no console errors and no uncaught exceptions. */
export function expectNoProblems(journey: JourneyPage): void {
  expect(journey.problems).toEqual([]);
}

/**
 * Leaves the page for another address once its loading has settled, so a journey never checks
 * a page it left mid-request. (It began as the guard against msw's un-awaited worker update
 * rejecting when a page is left; `mocks/browser.ts` now makes that update quiet at the source.)
 */
export async function gotoWhenSettled(page: Page, url: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.goto(url);
}
