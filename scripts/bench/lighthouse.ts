/**
 * Lighthouse's mobile preset on the landing screens (issue 32: performance ≥ 95 on /profile and
 * /subscription). Lighthouse's own measure, beside the bench's: it simulates its throttling (the
 * same 150 ms, 1.6 Mbps and 4x CPU as the bench's, as Lantern models them) from an unthrottled
 * load, and weighs first and largest contentful paint, speed index, total blocking time and layout
 * shift into one score.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import type { Check } from './compare.ts';
import { median } from './rounds.ts';

/** The score the issue asks of each landing screen, out of 100. */
export const LIGHTHOUSE_MIN_SCORE = 95;

export interface LighthouseMeasurement {
  /** The performance category's score, out of 100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseBrowser {
  /** Runs Lighthouse's performance audits on `url` in a new tab. */
  run(url: string): Promise<LighthouseMeasurement>;
  close(): Promise<void>;
}

/**
 * A Chromium that Lighthouse drives over its debugging port, with `prepare` (the sign-in, the
 * page's today) done on its context first: Lighthouse opens its tabs there. Its storage is kept
 * between runs (Lighthouse would clear the session's cookie): each run is a first load all the
 * same, since Lighthouse empties the cache.
 */
export async function lighthouseBrowser(
  prepare: (context: BrowserContext) => Promise<void>,
): Promise<LighthouseBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--remote-debugging-port=0'],
  });
  // Chromium writes the port it chose into the profile.
  const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
  await prepare(context);
  return {
    async run(url) {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      return {
        score: Math.round((categories.performance?.score ?? Number.NaN) * 100),
        fcpMs: Math.round(value('first-contentful-paint')),
        lcpMs: Math.round(value('largest-contentful-paint')),
        speedIndexMs: Math.round(value('speed-index')),
        tbtMs: Math.round(value('total-blocking-time')),
        cls: Math.round(value('cumulative-layout-shift') * 10_000) / 10_000,
      };
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Each figure's median over the runs. */
export function lighthouseMedians(runs: readonly LighthouseMeasurement[]): LighthouseMeasurement {
  const of = (key: keyof LighthouseMeasurement) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    speedIndexMs: of('speedIndexMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

/**
 * The score's budget: the median at least the minimum. A score out of 100 has no room for 10 %
 * above 95, so its headroom is that every run met it, the slowest as well.
 */
export function lighthouseCheck(route: string, runs: readonly LighthouseMeasurement[]): Check {
  const scores = runs.map((run) => run.score);
  const value = median(scores);
  return {
    budget: `${route}: Lighthouse performance, mobile (score, at least)`,
    value,
    limit: LIGHTHOUSE_MIN_SCORE,
    ok: value >= LIGHTHOUSE_MIN_SCORE,
    headroomPct: Math.round(((value - LIGHTHOUSE_MIN_SCORE) / LIGHTHOUSE_MIN_SCORE) * 1000) / 10,
    headroomOk: scores.length > 0 && Math.min(...scores) >= LIGHTHOUSE_MIN_SCORE,
  };
}
