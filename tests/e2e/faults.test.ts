import { MESSAGES } from '../../src/api/errorMessages.ts';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type OperationId, operationSent } from '../../src/test/inventory.ts';
import { type JourneyPage, useBrowser } from './support/browser.ts';
import { useProductionBehindProxy } from './support/productionBuild.ts';

/**
 * Faults only a real browser and a real network show: the production bundle, its services behind
 * a proxy that can leave a call unanswered or stall its body. The bundle is built with a 3 s
 * request timeout to keep the journeys short; src/api/http.test.ts proves the 30 s default.
 */
const REQUEST_TIMEOUT_MS = 3000;
/** From the call leaving to the customer seeing the outcome: the timeout and time to render. */
const SHOWN_WITHIN_MS = REQUEST_TIMEOUT_MS + 2500;

const root = new URL('../../', import.meta.url).pathname;
const outDir = process.env.E2E_OUT_DIR
  ? `${process.env.E2E_OUT_DIR}-faults-production`
  : join(root, 'dist-faults-production');

const { open } = useBrowser();
const served = useProductionBehindProxy({ requestTimeoutMs: REQUEST_TIMEOUT_MS, outDir });

/** The mock auth host signs the browser in as `persona`, then sends it to the portal's `path`. */
const signedIn = (persona: string, path: string) =>
  `${served.proxy.url}/auth/account/login?persona=${persona}&redirect=${encodeURIComponent(served.site.url + path)}`;

const onLogoutPage = (page: Page) =>
  page.url().startsWith(`${served.proxy.url}/auth/account/logout`);

/** Failures the journey provokes show as resource errors in the console; nothing else may. */
const unexpected = (journey: JourneyPage) =>
  journey.problems.filter((problem) => !problem.startsWith('Failed to load resource'));

/** The request of the operation that follows the first `from` ones, once it has arrived. */
async function arrived(operationId: OperationId, from: number) {
  await expect.poll(() => served.proxy.requestsOf(operationId).length).toBe(from + 1);
  const request = served.proxy.requestsOf(operationId)[from];
  if (!request) throw new Error(`No ${operationId}`);
  return request;
}

describe('the production build when a call does not answer', () => {
  it('a token refresh that never answers at start keeps the session: the page says so within the limit, and carries on by itself once the service answers', async () => {
    const before = served.proxy.requestsOf('refreshAccessToken').length;
    served.proxy.breakCalls('refreshAccessToken', 'no answer');
    try {
      const journey = await open(signedIn('monthly-active', '/profile'));
      const { page } = journey;
      const refresh = await arrived('refreshAccessToken', before);
      const outage = page.getByRole('heading', { name: 'We cannot reach your account right now' });
      await outage.waitFor({ timeout: SHOWN_WITHIN_MS - (Date.now() - refresh.at) });
      expect(onLogoutPage(page)).toBe(false);

      served.proxy.lift();
      // The gate tries again by itself (1 s, then 2 s ... after each failure).
      await page
        .getByRole('heading', { level: 1, name: 'Profile' })
        .waitFor({ timeout: REQUEST_TIMEOUT_MS + 5_000 });
      expect(onLogoutPage(page)).toBe(false);
      expect(unexpected(journey)).toEqual([]);
      await journey.close();
    } finally {
      served.proxy.lift();
    }
  });

  it.each(['unavailable', 'reset after acting'] as const)(
    'a refresh answered as %s mid-session keeps the session: the call fails with the sign-in message, the reconnecting banner shows, and it goes once the service is back',
    async (fault) => {
      const journey = await open(signedIn('monthly-active', '/orders'));
      const { page } = journey;
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      // The access token has expired (the service says so), and the sign-in service is down.
      served.proxy.breakCalls('listReceipts', 'unauthorized');
      served.proxy.breakCalls('refreshAccessToken', fault);
      await page.getByRole('link', { name: 'Receipts' }).first().click();
      const failure = page.getByRole('alert').filter({ hasText: MESSAGES.signInUnreachable });
      await failure.waitFor({ timeout: SHOWN_WITHIN_MS });
      const banner = page.getByRole('status').filter({ hasText: 'Reconnecting' });
      await banner.waitFor();
      expect(onLogoutPage(page)).toBe(false);

      served.proxy.lift();
      await banner.waitFor({ state: 'detached', timeout: 5_000 });
      // What failed meanwhile is asked again: the receipts show without a click.
      await page.getByRole('heading', { level: 1, name: 'Receipts' }).waitFor();
      await failure.waitFor({ state: 'detached' });
      expect(onLogoutPage(page)).toBe(false);
      expect(unexpected(journey)).toEqual([]);
      await journey.close();
    },
  );

  it('a subscription list that never answers costs only the screens that show it: the profile shows at once', async () => {
    const before = served.proxy.requestsOf('listSubscriptions').length;
    served.proxy.breakCalls('listSubscriptions', 'no answer');
    try {
      const journey = await open(signedIn('monthly-active', '/profile'));
      const { page } = journey;
      const list = await arrived('listSubscriptions', before);
      await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
      // Before the list's own time limit has run out.
      expect(Date.now() - list.at).toBeLessThan(REQUEST_TIMEOUT_MS);
      expect(unexpected(journey)).toEqual([]);
      await journey.close();
    } finally {
      served.proxy.lift();
    }
  });

  it('a screen whose read sends its headers and stalls shows the message and Try again within the limit; Try again works once it answers', async () => {
    const before = served.proxy.requestsOf('listOrders').length;
    served.proxy.breakCalls('listOrders', 'stalled body');
    const journey = await open(signedIn('monthly-active', '/orders'));
    const { page } = journey;
    const read = await arrived('listOrders', before);
    const failure = page.getByRole('alert').filter({ hasText: MESSAGES.serviceTimedOut });
    await failure.waitFor({ timeout: SHOWN_WITHIN_MS - (Date.now() - read.at) });
    // The specification's text ("Failed to GET … — …") is for reports, never the screen.
    expect(await failure.textContent()).not.toMatch(/Failed to|http/);
    // A timed-out read is final: the customer is not kept waiting for a second try.
    expect(served.proxy.requestsOf('listOrders')).toHaveLength(before + 1);

    served.proxy.lift();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await failure.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Orders' }).isVisible())
      .toBe(true);
    expect(served.proxy.requestsOf('listOrders')).toHaveLength(before + 2);
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });
});

describe('the production build when the connection drops after the service acted', () => {
  it('accepting the anti-churn offer ends with the truth: applied once, under one Idempotency-Key, and said so', async () => {
    const journey = await open(signedIn('monthly-active', '/subscription'));
    const { page } = journey;
    const before = served.proxy.requestsOf('applyAntichurnCoupon').length;
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your subscription' });
    await cancel.getByRole('button', { name: 'Accept the offer' }).waitFor();
    served.proxy.breakCalls('applyAntichurnCoupon', 'reset after acting');
    try {
      await cancel.getByRole('button', { name: 'Accept the offer' }).click();
      // Whatever the browser resent, the customer is told what happened: the offer is applied.
      await page.getByText('Thanks for staying!').waitFor({ timeout: SHOWN_WITHIN_MS });
      await cancel.waitFor({ state: 'hidden' });
      expect(await page.getByText(MESSAGES.couponAlreadyUsed).count()).toBe(0);
      const sent = served.proxy.requestsOf('applyAntichurnCoupon').slice(before);
      expect(sent.length).toBeGreaterThanOrEqual(1);
      const keys = new Set(sent.map((request) => request.idempotencyKey));
      expect(keys.size).toBe(1);
      expect([...keys][0]).toMatch(/^[\w-]{16,255}$/);
    } finally {
      served.proxy.lift();
    }
    // The service's own account of it, read afresh: the offer's coupon is on the subscription,
    // and no second offer is made.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Subscription' }).waitFor();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel your subscription' })
      .getByRole('button', { name: 'Cancel subscription' })
      .waitFor();
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });
});

/**
 * A network on which the app's code arrives after the first token refresh has answered: the case
 * where a session gate that asked again would send a second refresh.
 */
async function appCodeArrivesLate(page: Page) {
  await page.route('**/assets/App-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

describe('one token refresh at start for a signed-out visitor', () => {
  it.each([
    ['/signup', 'stays on /signup'],
    ['/profile', 'is sent to logout'],
  ])('production build: a visitor on %s %s after one refresh', async (path) => {
    const before = served.proxy.requestsOf('refreshAccessToken').length;
    const journey = await open(served.site.url + path, { prepare: appCodeArrivesLate });
    const { page } = journey;
    if (path === '/signup') {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(page.url()).toBe(served.site.url + path);
    } else {
      await expect.poll(() => onLogoutPage(page)).toBe(true);
    }
    expect(served.proxy.requestsOf('refreshAccessToken')).toHaveLength(before + 1);
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });

  it('mock-mode build: a visitor on /signup after one refresh', async () => {
    const refreshes: string[] = [];
    const journey = await open('/signup', {
      persona: 'anonymous',
      prepare: async (page) => {
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (operationSent(request.method(), pathname) === 'refreshAccessToken') {
            refreshes.push(request.url());
          }
        });
      },
    });
    const { page } = journey;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(refreshes).toHaveLength(1);
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });
});
