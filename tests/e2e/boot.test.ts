import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '../../src/test/inventory.ts';
import { expectNoProblems, useBrowser } from './support/browser.ts';
import { useProductionBehindProxy } from './support/productionBuild.ts';

/**
 * The production build's boot script (decision 013) in a real browser, under the build's Content
 * Security Policy: the boot's requests begin before the app's code arrives, and the app takes
 * them instead of asking again, whichever of the two scripts runs first.
 */
const root = new URL('../../', import.meta.url).pathname;
const outDir = process.env.E2E_OUT_DIR
  ? `${process.env.E2E_OUT_DIR}-boot-production`
  : join(root, 'dist-boot-production');

const { open } = useBrowser();
const served = useProductionBehindProxy({ requestTimeoutMs: 30_000, outDir });

const BOOT: OperationId[] = [
  'refreshAccessToken',
  'getMe',
  'getAccountProfile',
  'getSubscriptionAccount',
  'listSubscriptions',
];

/** Holds back the files matching `pattern` for a second, as a slow network would. */
function late(pattern: string) {
  const held = { releasedAt: 0 };
  const prepare = async (page: Page) => {
    await page.route(pattern, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      held.releasedAt = Date.now();
      await route.continue();
    });
  };
  return { held, prepare };
}

/** Signs in as the persona at the mock auth host, which sends the browser to the profile. */
const profileSignedIn = () =>
  `${served.proxy.url}/auth/account/login?persona=monthly-active&redirect=${encodeURIComponent(`${served.site.url}/profile`)}`;

describe("the boot script's requests", () => {
  it.each([
    ["the app's code arrives after the boot's three rounds", '**/assets/App-*.js'],
    ['the boot script arrives after the app has started', '**/assets/boot-*.js'],
  ])('%s: each boot request reaches its service once, and the profile shows', async (_, slow) => {
    const before = BOOT.map((operation) => served.proxy.requestsOf(operation).length);
    const { held, prepare } = late(slow);
    const journey = await open(profileSignedIn(), { prepare });
    const { page } = journey;
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.waitForLoadState('networkidle');
    const sent = BOOT.map((operation, index) =>
      served.proxy.requestsOf(operation).slice(before[index]),
    );
    expect(sent.map((requests) => requests.length)).toEqual(BOOT.map(() => 1));
    // Asked by the boot script while the app's code was held back, or by the app while the
    // boot script was: either way the one held back asked nothing again.
    expect(sent.every(([request]) => (request?.at ?? Infinity) < held.releasedAt)).toBe(true);
    // No Content Security Policy violation, no error of any kind.
    expectNoProblems(journey);
    await journey.close();
  });
});
