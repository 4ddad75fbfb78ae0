import type { Locator, Page } from '@playwright/test';
import { HEAVY_PERSONA, ROUTES, contentVisibleTest } from '../../scripts/bench/routes.ts';
import { LANDING_FORMATTERS } from '../../src/api/bootRequests.ts';
import type { OperationId } from '../../src/test/inventory.ts';
import {
  expect,
  type Journey,
  type OpenOptions,
  type ProductionBehindProxy,
  settled,
  test,
  trackInFlight,
} from './support/fixtures.ts';

/**
 * The production build's boot script (decision 013) in a real browser, under the build's Content
 * Security Policy: the boot's requests begin before the app's code arrives, and the app takes
 * them instead of asking again, whichever of the two scripts runs first.
 */
// A build that fails fails the file once: without this hook each test would start a new worker,
// and build again, to fail the same way.
test.beforeAll(({ production }) => {
  expect(production.site.url).toMatch(/^http:/);
});

/** The mock's refresh names the user (the proposed `AccessToken.user`): no `getMe`. */
const BOOT: OperationId[] = [
  'refreshAccessToken',
  'getAccountProfile',
  'getSubscriptionAccount',
  'listSubscriptions',
];

/**
 * Holds back the files matching `pattern` as a slow network would: until every boot request has
 * reached its service (the other script asked them all), or 10 s at most, so the order is the
 * same however busy the machine is.
 */
function late(pattern: string, bootAsked: () => boolean) {
  const held = { releasedAt: 0 };
  const prepare = async (page: Page) => {
    await page.route(pattern, async (route) => {
      const until = Date.now() + 10_000;
      while (!bootAsked() && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      held.releasedAt = Date.now();
      await route.continue();
    });
  };
  return { held, prepare };
}

/** Signs in as the persona at the mock auth host, which sends the browser to the profile. */
const profileSignedIn = ({ proxy, site }: ProductionBehindProxy) =>
  `${proxy.url}/auth/account/login?persona=monthly-active&redirect=${encodeURIComponent(`${site.url}/profile`)}`;

const SLOW = [
  { when: "the app's code arrives after the boot's two rounds", slow: '**/assets/index-*.js' },
  { when: 'the boot script arrives after the app has started', slow: '**/assets/boot-*.js' },
];

test.describe("the boot script's requests", () => {
  for (const { when, slow } of SLOW) {
    test(`${when}: each boot request reaches its service once, and the profile shows`, async ({
      open,
      production,
    }) => {
      const { proxy } = production;
      const before = BOOT.map((operation) => proxy.requestsOf(operation).length);
      const usersBefore = proxy.requestsOf('getMe').length;
      const { held, prepare } = late(slow, () =>
        BOOT.every((operation, index) => proxy.requestsOf(operation).length > (before[index] ?? 0)),
      );
      let pending = () => 0;
      // No Content Security Policy violation, no error of any kind (the fixture checks).
      const { page } = await open(profileSignedIn(production), {
        prepare: async (page) => {
          pending = trackInFlight(page);
          await prepare(page);
        },
      });
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      await settled(pending);
      const sent = BOOT.map((operation, index) => proxy.requestsOf(operation).slice(before[index]));
      expect(sent.map((requests) => requests.length)).toEqual(BOOT.map(() => 1));
      expect(proxy.requestsOf('getMe').slice(usersBefore)).toEqual([]);
      // Asked by the boot script while the app's code was held back, or by the app while the
      // boot script was: either way the one held back asked nothing again. At most the same
      // millisecond: the proxy and the hold run in this process, and the hold may see the last
      // request in the millisecond it arrived.
      expect(sent.every(([request]) => (request?.at ?? Infinity) <= held.releasedAt)).toBe(true);
    });
  }
});

/** What the boot asks besides its rounds when the page lands on a screen, and what that screen shows. */
const LANDINGS: {
  path: string;
  asks: OperationId[];
  /** What neither the boot nor the app asks there. */
  asksNot?: OperationId[];
  heading: string;
  shows: (page: Page) => Locator;
}[] = [
  {
    path: '/subscription',
    asks: ['getBillingAccount'],
    // Its renewal preview came with the list (the proposed include=renewal).
    asksNot: ['previewRenewal'],
    heading: 'Subscription',
    shows: (page) => page.getByText(/^Next charge/),
  },
  {
    path: '/subscription?tab=invoices',
    asks: ['listInvoices'],
    heading: 'Subscription',
    shows: (page) => page.getByRole('region', { name: 'Invoices' }).locator('table tbody tr'),
  },
  {
    path: '/subscription?tab=payment',
    asks: ['getBillingAccount'],
    heading: 'Subscription',
    shows: (page) => page.getByRole('region', { name: 'Payment method' }).getByText(/^Expires /),
  },
  {
    path: '/orders',
    asks: ['listOrders'],
    heading: 'Orders',
    shows: (page) => page.locator('main table tbody tr'),
  },
  {
    path: '/coupons',
    asks: ['listCoupons'],
    heading: 'Coupons',
    shows: (page) => page.locator('main article'),
  },
  {
    path: '/authorized_computers',
    asks: ['listAuthorizedComputers'],
    heading: 'Authorized computers',
    shows: (page) => page.locator('main article'),
  },
];

for (const { path, asks, asksNot = [], heading, shows } of LANDINGS) {
  test(`on ${path} the boot also asks ${asks.join(' and ')}, before the app has arrived, and the app asks nothing again`, async ({
    open,
    production,
  }) => {
    const { proxy, site } = production;
    const landing: OperationId[] = [...BOOT, ...asks];
    const before = landing.map((operation) => proxy.requestsOf(operation).length);
    const notBefore = asksNot.map((operation) => proxy.requestsOf(operation).length);
    const sent = () =>
      landing.map((operation, index) => proxy.requestsOf(operation).slice(before[index]));
    // The app's code held back until the boot has asked all of them (10 s at most).
    const { held, prepare } = late('**/assets/index-*.js', () =>
      sent().every((requests) => requests.length > 0),
    );
    let pending = () => 0;
    const { page } = await open(
      `${proxy.url}/auth/account/login?persona=monthly-active&redirect=${encodeURIComponent(`${site.url}${path}`)}`,
      {
        prepare: async (page) => {
          pending = trackInFlight(page);
          await prepare(page);
        },
      },
    );
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(shows(page).first()).toBeVisible();
    await settled(pending);
    expect(sent().map((requests) => requests.length)).toEqual(landing.map(() => 1));
    expect(asksNot.map((operation) => proxy.requestsOf(operation).length)).toEqual(notBefore);
    expect(sent().every(([request]) => (request?.at ?? Infinity) <= held.releasedAt)).toBe(true);
  });
}

test("a German visitor landing on a subscription tab gets the shell's, the screen's and the tab's translations in one file, and the page in German", async ({
  open,
  production,
}) => {
  const { proxy, site } = production;
  const translations: string[] = [];
  const { page } = await open(
    `${proxy.url}/auth/account/login?persona=monthly-active&redirect=${encodeURIComponent(`${site.url}/subscription?tab=invoices`)}`,
    {
      locale: 'de-DE',
      prepare: async (page) => {
        page.on('request', (request) => {
          const file = /\/assets\/messages-([\w-]+)\.js$/.exec(request.url())?.[1];
          if (file) translations.push(file);
        });
      },
    },
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Rechnungen' }).locator('table tbody tr').first(),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // One German file, named by the ids of the chunks' own files it joins (eight characters each).
  expect(translations).toHaveLength(1);
  expect(translations[0]).toMatch(/^de-([\w-]{8}){3,}$/);
});

type Open = (path: string, options?: OpenOptions) => Promise<Journey>;

/**
 * A German customer signed in at `path`, with the German files held back as on a slow network: a
 * part's own translations then come after its code.
 */
const germanOnASlowNetwork = (open: Open, { proxy, site }: ProductionBehindProxy, path: string) =>
  open(
    `${proxy.url}/auth/account/login?persona=monthly-active&redirect=${encodeURIComponent(`${site.url}${path}`)}`,
    {
      locale: 'de-DE',
      prepare: async (page) => {
        // The translations, and dayjs's German (`de-<hash>.js`) for the date picker.
        await page.route(/\/assets\/((messages|language)-)?de[\w-]*\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          await route.continue();
        });
      },
    },
  );

/** Records every text the page draws in `selector` from now on; the returned call reads them. */
async function textsDrawn(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.evaluate((selector) => {
    const seen: string[] = [];
    Object.assign(window, { __textsDrawn: seen });
    new MutationObserver(() => {
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (!seen.includes(element.innerText)) seen.push(element.innerText);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __textsDrawn: string[] }).__textsDrawn);
}

test("a German profile's address form, whose chunk comes on Edit, shows its labels in German from its first frame, never in English first", async ({
  open,
  production,
}) => {
  const { page } = await germanOnASlowNetwork(open, production, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil', exact: true })).toBeVisible();
  const labels = await textsDrawn(page, 'form label');
  await page.getByRole('button', { name: 'Adresse bearbeiten' }).click();
  await expect(page.getByLabel('Ort', { exact: true })).toBeVisible();
  const seen = await labels();
  expect(seen).toContain('Adresszeile 1');
  expect(seen.filter((label) => /^(City|Country|Address line 1)\b/.test(label))).toEqual([]);
});

test("a German customer's deauthorize dialog, whose chunk comes when a computer is chosen, opens in German, never in English first", async ({
  open,
  production,
}) => {
  const { page } = await germanOnASlowNetwork(open, production, '/authorized_computers');
  const deauthorize = page.getByRole('button', { name: 'Autorisierung aufheben' }).first();
  await expect(deauthorize).toBeVisible();
  const titles = await textsDrawn(page, '[role="dialog"] h2');
  await deauthorize.click();
  await expect(
    page.getByRole('dialog', { name: /^Autorisierung für .+ aufheben\?$/ }),
  ).toBeVisible();
  expect((await titles()).filter((title) => title.startsWith('Deauthorize'))).toEqual([]);
});

test("a German customer's billing-date calendar names months and days in German from its first frame, never in English first", async ({
  open,
  production,
}) => {
  const { page } = await germanOnASlowNetwork(open, production, '/subscription');
  const change = page.getByRole('button', { name: 'Abrechnungsdatum ändern' });
  await expect(change).toBeVisible();
  const headers = await textsDrawn(page, '[role="dialog"] table thead');
  await change.click();
  const dialog = page.getByRole('dialog', { name: 'Abrechnungsdatum ändern' });
  await expect(dialog.locator('table thead').first()).toBeVisible();
  const seen = await headers();
  expect(seen.some((days) => /Mo\s+Di\s+Mi/.test(days))).toBe(true);
  expect(seen.filter((days) => /Tu\s+We/.test(days))).toEqual([]);
  // Each day named for a screen reader as the portal writes a German date, with its period.
  await expect(dialog.getByRole('button', { name: '20. Dezember 2026', exact: true })).toHaveCount(
    1,
  );
});

test('a German landing whose translation file does not answer shows the screen in English within seconds, and in German once the file comes', async ({
  open,
  production,
}) => {
  const { proxy, site } = production;
  const { page } = await open(
    `${proxy.url}/auth/account/login?persona=monthly-active&redirect=${encodeURIComponent(`${site.url}/profile`)}`,
    {
      locale: 'de-DE',
      // The landing's German file held 8 s: the page must not wait for it on its loader.
      prepare: async (page) => {
        await page.route(/\/assets\/messages-de[\w-]*\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 8_000));
          await route.continue();
        });
      },
    },
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Profile', exact: true })).toBeVisible({
    timeout: 6_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Profil', exact: true })).toBeVisible({
    timeout: 8_000,
  });
});

/**
 * Records each `Intl` formatter the page makes: its kind as `LANDING_FORMATTERS` names them (a
 * number in a currency is money, any other number or plural rule Lingui's plurals), whether the
 * boot script made it, and whether the screen's content (`shown`, the bench's test) was there yet.
 */
const recordFormatters = (shown: string) => `
  window.__formatters = [];
  const kinds = { NumberFormat: 'plurals', PluralRules: 'plurals', DateTimeFormat: 'dates', DisplayNames: 'regionNames' };
  for (const [name, kind] of Object.entries(kinds)) {
    const Real = Intl[name];
    Intl[name] = new Proxy(Real, {
      construct(target, args) {
        window.__formatters.push({
          kind: args[1] && args[1].style === 'currency' ? 'money' : kind,
          boot: /\\/assets\\/boot-/.test(new Error().stack),
          afterContent: !!window.__shown,
        });
        return Reflect.construct(target, args);
      },
    });
  }
  new MutationObserver(() => {
    if (!window.__shown && (${shown})) window.__shown = true;
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
`;

interface MadeFormatter {
  kind: string;
  boot: boolean;
  afterContent: boolean;
}

/** Every landing screen the bench loads, as its default persona, in English. */
const FORMATTING_LANDINGS = ROUTES.filter(
  (route) => !route.locale && route.persona !== HEAVY_PERSONA && route.path in LANDING_FORMATTERS,
);

test('the boot warms the formatters each landing screen shows before its content, and no other', async ({
  open,
  production,
}) => {
  const { proxy, site } = production;
  expect(FORMATTING_LANDINGS.length).toBeGreaterThanOrEqual(15);
  for (const route of FORMATTING_LANDINGS) {
    await test.step(route.path, async () => {
      const { page } = await open(
        `${proxy.url}/auth/account/login?persona=${route.persona}&redirect=${encodeURIComponent(`${site.url}${route.path}`)}`,
        {
          prepare: async (page) => {
            await page.addInitScript(recordFormatters(contentVisibleTest(route)));
          },
          // The card form's provider script is on its own host, out of reach here.
          expected: (problem) => problem.includes('recurly'),
        },
      );
      await expect
        .poll(() => page.evaluate(() => (window as { __shown?: boolean }).__shown === true))
        .toBe(true);
      const made = () =>
        page.evaluate(() => (window as unknown as { __formatters: MadeFormatter[] }).__formatters);
      const kinds = (formatters: MadeFormatter[]) =>
        [...new Set(formatters.map((f) => f.kind))].sort();
      const warmed = [...(LANDING_FORMATTERS[route.path] ?? [])].sort();
      // The boot's last formatter may come after the content on a fast machine: all of them.
      await expect.poll(async () => kinds((await made()).filter((f) => f.boot))).toEqual(warmed);
      const screen = (await made()).filter((f) => !f.boot && !f.afterContent);
      expect(kinds(screen), `what ${route.path} formats before its content`).toEqual(warmed);
      await page.context().close();
    });
  }
});

test("a keyboard in the subscription's tab list fetches every tab's code: from the invoices, Home opens the overview without its loader", async ({
  open,
  production,
}) => {
  const { proxy, site } = production;
  let overviewArrived = false;
  const { page } = await open(
    `${proxy.url}/auth/account/login?persona=monthly-active&redirect=${encodeURIComponent(`${site.url}/subscription?tab=invoices`)}`,
    {
      prepare: async (page) => {
        page.on('requestfinished', (request) => {
          if (/\/assets\/SubscriptionOverview-[\w-]+\.js$/.test(request.url())) {
            overviewArrived = true;
          }
        });
      },
    },
  );
  await expect(
    page.getByRole('region', { name: 'Invoices' }).locator('table tbody tr').first(),
  ).toBeVisible();
  // A landing on the invoices does not load the overview (tests/e2e/dist.test.ts); the focus
  // coming into the tab list does, the arrow keys or Home about to open a tab with no hover first.
  expect(overviewArrived).toBe(false);
  await page.getByRole('tab', { name: 'Invoices' }).focus();
  await expect.poll(() => overviewArrived).toBe(true);
  // Its module run: a frame and a task after its download.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
  const drawn = await textsDrawn(page, '[aria-label="Loading your subscription"]');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeFocused();
  await expect(page.getByText(/^Next charge/)).toBeVisible();
  expect(await drawn()).toEqual([]);
});
