import type { Page } from '@playwright/test';
import { type OperationId, operationSent } from '../../src/test/inventory.ts';
import type { FaultProxy } from './support/faultProxy.ts';
import { expect, settled, test, trackInFlight } from './support/fixtures.ts';
import { MESSAGES } from './support/messages.ts';
import { PRODUCTION_BUILD } from './support/productionBuild.ts';

/**
 * Faults only a real browser and a real network show: the production bundle, its services behind
 * a proxy that can leave a call unanswered or stall its body. The bundle is built with a 3 s
 * request timeout to keep the journeys short (PRODUCTION_BUILD); src/api/http.test.ts proves the
 * 30 s default.
 */
const REQUEST_TIMEOUT_MS = PRODUCTION_BUILD.requestTimeoutMs;
/** From the call leaving to the customer seeing the outcome: the timeout and time to render. */
const SHOWN_WITHIN_MS = REQUEST_TIMEOUT_MS + 2500;

// A build that fails fails the file once: without this hook each test would start a new worker,
// and build again, to fail the same way.
test.beforeAll(({ production }) => {
  expect(production.site.url).toMatch(/^http:/);
});

interface Served {
  proxy: FaultProxy;
  site: { url: string };
}

/** The mock auth host signs the browser in as `persona`, then sends it to the portal's `path`. */
const signedIn = ({ proxy, site }: Served, persona: string, path: string) =>
  `${proxy.url}/auth/account/login?persona=${persona}&redirect=${encodeURIComponent(site.url + path)}`;

const onLogoutPage = ({ proxy }: Served, page: Page) =>
  page.url().startsWith(`${proxy.url}/auth/account/logout`);

/**
 * The failures a journey provokes: the console's resource errors (a 401 or 503 it asked for), and
 * the calls of the operations it broke failing in the network (a connection reset). Nothing else.
 */
const provoked =
  (...broken: OperationId[]) =>
  (problem: string): boolean => {
    if (problem.startsWith('Failed to load resource')) return true;
    const failed = /^request failed: (\S+) (\S+) \(/.exec(problem);
    if (!failed?.[1] || !failed[2]) return false;
    const operationId = operationSent(failed[1], new URL(failed[2]).pathname);
    return operationId !== undefined && broken.includes(operationId);
  };

/** The request of the operation that follows the first `from` ones, once it has arrived. */
async function arrived(proxy: FaultProxy, operationId: OperationId, from: number) {
  await expect.poll(() => proxy.requestsOf(operationId).length).toBe(from + 1);
  const request = proxy.requestsOf(operationId)[from];
  if (!request) throw new Error(`No ${operationId}`);
  return request;
}

test.describe('the production build when a call does not answer', () => {
  test('a token refresh that never answers at start keeps the session: the page says so within the limit, and carries on by itself once the service answers', async ({
    open,
    production,
  }) => {
    const { proxy } = production;
    const before = proxy.requestsOf('refreshAccessToken').length;
    proxy.breakCalls('refreshAccessToken', 'no answer');
    try {
      const { page } = await open(signedIn(production, 'monthly-active', '/profile'), {
        expected: provoked('refreshAccessToken'),
      });
      const refresh = await arrived(proxy, 'refreshAccessToken', before);
      const outage = page.getByRole('heading', { name: 'We cannot reach your account right now' });
      await expect(outage).toBeVisible({ timeout: SHOWN_WITHIN_MS - (Date.now() - refresh.at) });
      expect(onLogoutPage(production, page)).toBe(false);

      proxy.lift();
      // The gate tries again by itself (1 s, then 2 s ... after each failure).
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible({
        timeout: REQUEST_TIMEOUT_MS + 5_000,
      });
      expect(onLogoutPage(production, page)).toBe(false);
    } finally {
      proxy.lift();
    }
  });

  for (const fault of ['unavailable', 'reset after acting'] as const) {
    test(`a refresh answered as ${fault} mid-session keeps the session: the call fails with the sign-in message, the reconnecting banner shows, and it goes once the service is back`, async ({
      open,
      production,
    }) => {
      const { proxy } = production;
      const { page } = await open(signedIn(production, 'monthly-active', '/orders'), {
        expected: provoked('listReceipts', 'refreshAccessToken'),
      });
      try {
        await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
        // The access token has expired (the service says so), and the sign-in service is down.
        proxy.breakCalls('listReceipts', 'unauthorized');
        proxy.breakCalls('refreshAccessToken', fault);
        await page.getByRole('link', { name: 'Receipts' }).first().click();
        const failure = page.getByRole('alert').filter({ hasText: MESSAGES.signInUnreachable });
        await expect(failure).toBeVisible({ timeout: SHOWN_WITHIN_MS });
        const banner = page.getByRole('status').filter({ hasText: 'Reconnecting' });
        await expect(banner).toBeVisible();
        expect(onLogoutPage(production, page)).toBe(false);

        proxy.lift();
        await expect(banner).toHaveCount(0, { timeout: 5_000 });
        // What failed meanwhile is asked again: the receipts show without a click.
        await expect(page.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible();
        await expect(failure).toHaveCount(0);
        expect(onLogoutPage(production, page)).toBe(false);
      } finally {
        proxy.lift();
      }
    });
  }

  test('a subscription list that never answers costs only the screens that show it: the profile shows at once', async ({
    open,
    production,
  }) => {
    const { proxy } = production;
    const before = proxy.requestsOf('listSubscriptions').length;
    proxy.breakCalls('listSubscriptions', 'no answer');
    try {
      const { page } = await open(signedIn(production, 'monthly-active', '/profile'), {
        expected: provoked('listSubscriptions'),
      });
      const list = await arrived(proxy, 'listSubscriptions', before);
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      // Before the list's own time limit has run out.
      expect(Date.now() - list.at).toBeLessThan(REQUEST_TIMEOUT_MS);
    } finally {
      proxy.lift();
    }
  });

  test('a screen whose read sends its headers and stalls shows the message and Try again within the limit; Try again works once it answers', async ({
    open,
    production,
  }) => {
    const { proxy } = production;
    const before = proxy.requestsOf('listOrders').length;
    proxy.breakCalls('listOrders', 'stalled body');
    try {
      const { page } = await open(signedIn(production, 'monthly-active', '/orders'), {
        expected: provoked('listOrders'),
      });
      const read = await arrived(proxy, 'listOrders', before);
      const failure = page.getByRole('alert').filter({ hasText: MESSAGES.serviceTimedOut });
      await expect(failure).toBeVisible({ timeout: SHOWN_WITHIN_MS - (Date.now() - read.at) });
      // The specification's text ("Failed to GET … — …") is for reports, never the screen.
      await expect(failure).not.toHaveText(/Failed to|http/);
      // A timed-out read is final: the customer is not kept waiting for a second try.
      expect(proxy.requestsOf('listOrders')).toHaveLength(before + 1);

      proxy.lift();
      await failure.getByRole('button', { name: 'Try again' }).click();
      await expect(failure).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      expect(proxy.requestsOf('listOrders')).toHaveLength(before + 2);
    } finally {
      proxy.lift();
    }
  });
});

test.describe('the production build when the connection drops after the service acted', () => {
  test('accepting the anti-churn offer ends with the truth: applied once, under one Idempotency-Key, and said so', async ({
    open,
    production,
  }) => {
    const { proxy } = production;
    const { page } = await open(signedIn(production, 'monthly-active', '/subscription'), {
      expected: provoked('applyAntichurnCoupon'),
    });
    const before = proxy.requestsOf('applyAntichurnCoupon').length;
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your subscription' });
    await expect(cancel.getByRole('button', { name: 'Accept the offer' })).toBeVisible();
    proxy.breakCalls('applyAntichurnCoupon', 'reset after acting');
    try {
      await cancel.getByRole('button', { name: 'Accept the offer' }).click();
      // Whatever the browser resent, the customer is told what happened: the offer is applied.
      await expect(page.getByText('Thanks for staying!')).toBeVisible({
        timeout: SHOWN_WITHIN_MS,
      });
      await expect(cancel).toBeHidden();
      await expect(page.getByText(MESSAGES.couponAlreadyUsed)).toHaveCount(0);
      const sent = proxy.requestsOf('applyAntichurnCoupon').slice(before);
      expect(sent.length).toBeGreaterThanOrEqual(1);
      const keys = new Set(sent.map((request) => request.idempotencyKey));
      expect(keys.size).toBe(1);
      expect([...keys][0]).toMatch(/^[\w-]{16,255}$/);
    } finally {
      proxy.lift();
    }
    // The service's own account of it, read afresh: the offer's coupon is on the subscription,
    // and no second offer is made.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Cancel your subscription' })
        .getByRole('button', { name: 'Cancel subscription' }),
    ).toBeVisible();
  });
});

/**
 * A network on which the app's code arrives after the first token refresh has answered: the case
 * where a session gate that asked again would send a second refresh.
 */
async function appCodeArrivesLate(page: Page) {
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

test.describe('one token refresh at start for a signed-out visitor', () => {
  for (const [path, outcome] of [
    ['/signup', 'stays on /signup'],
    ['/profile', 'is sent to logout'],
  ] as const) {
    test(`production build: a visitor on ${path} ${outcome} after one refresh`, async ({
      open,
      production,
    }) => {
      const { proxy, site } = production;
      const before = proxy.requestsOf('refreshAccessToken').length;
      let pending = () => 0;
      const { page } = await open(site.url + path, {
        prepare: async (opened) => {
          pending = trackInFlight(opened);
          await appCodeArrivesLate(opened);
        },
        // A visitor not signed in: the refresh is refused (401), as it should be.
        expected: provoked(),
      });
      if (path === '/signup') {
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await settled(pending);
        expect(page.url()).toBe(site.url + path);
      } else {
        await expect(page).toHaveURL((url) =>
          url.href.startsWith(`${proxy.url}/auth/account/logout`),
        );
      }
      expect(proxy.requestsOf('refreshAccessToken')).toHaveLength(before + 1);
    });
  }

  test('mock-mode build: a visitor on /signup after one refresh', async ({ open }) => {
    const refreshes: string[] = [];
    let pending = () => 0;
    const { page } = await open('/signup', {
      persona: 'anonymous',
      prepare: async (opened) => {
        pending = trackInFlight(opened);
        opened.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (operationSent(request.method(), pathname) === 'refreshAccessToken') {
            refreshes.push(request.url());
          }
        });
      },
      expected: provoked(),
    });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await settled(pending);
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(refreshes).toHaveLength(1);
  });
});
