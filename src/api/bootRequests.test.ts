import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetAccountProfileUrl } from '@sdk/account/operations/getAccountProfile.ts';
import { getGetMeUrl } from '@sdk/account/operations/getMe.ts';
import { getRefreshAccessTokenUrl } from '@sdk/account/operations/refreshAccessToken.ts';
import { getGetSubscriptionAccountUrl } from '@sdk/subscription/operations/getSubscriptionAccount.ts';
import { getListAuthorizedComputersUrl } from '@sdk/license/operations/listAuthorizedComputers.ts';
import { getListLicensesUrl } from '@sdk/license/operations/listLicenses.ts';
import { getListOrdersUrl } from '@sdk/shop/operations/listOrders.ts';
import { getListReceiptsUrl } from '@sdk/shop/operations/listReceipts.ts';
import { getGetBillingAccountUrl } from '@sdk/subscription/operations/getBillingAccount.ts';
import { getListCouponsUrl } from '@sdk/subscription/operations/listCoupons.ts';
import { getListInvoicesUrl } from '@sdk/subscription/operations/listInvoices.ts';
import { getListSubscriptionsUrl } from '@sdk/subscription/operations/listSubscriptions.ts';
import { getPreviewRenewalUrl } from '@sdk/subscription/operations/previewRenewal.ts';
import { PAGE_SIZE } from '@/api/pages.ts';
import { PRODUCT_FAMILIES, paths, productPath } from '@/config/paths.ts';
import { pickSubscription } from '@/features/subscription/rules/pick.ts';
import {
  BOOT_PATHS,
  bootFromIndexHtml,
  landingEntries,
  landingTranslationIds,
  claimBootRequests,
  earlyRefreshScript,
  LANDING_LISTS,
  landingRequestOf,
  landsOnSubscriptionOverview,
  startBootRequests,
  LANDING_FORMATTERS,
  landingFormatters,
  SUBSCRIPTION_SCREEN,
  SUBSCRIPTION_TABS,
  billingTabOf,
  type SubscriptionPick,
} from './bootRequests.ts';

const SERVICES = { account: 'https://auth.example.com/', subscription: '/subscription-api' };
const BASE = 'https://portal.example.com/profile';
const ME = 'https://auth.example.com/account/me';
const REFRESH = 'https://auth.example.com/account/token/refresh';
const PROFILE = 'https://auth.example.com/api/account/7';
const SUBSCRIPTIONS =
  'https://portal.example.com/subscription-api/account/7/subscriptions?filter=all&include=renewal';
const SUBSCRIPTION_ACCOUNT = 'https://portal.example.com/subscription-api/account/7';

/** A fetch answering from a table of URL → [status, body]; anything else is a network failure. */
function fakeFetch(answers: Record<string, [number, unknown]>) {
  const sent: { url: string; init: RequestInit }[] = [];
  const send = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const answer = answers[url];
    if (!answer) throw new TypeError('Failed to fetch');
    return Response.json(answer[1], { status: answer[0] });
  });
  /** The URLs asked, in the order they were sent. */
  const urls = () => sent.map(({ url }) => url);
  return { send, sent, urls };
}

const SIGNED_IN = {
  [REFRESH]: [200, { accessToken: 'token-1' }],
  [ME]: [200, { userId: 7 }],
  [PROFILE]: [200, { email: 'a@example.com' }],
  [SUBSCRIPTIONS]: [200, []],
  [SUBSCRIPTION_ACCOUNT]: [200, { user_id: 7 }],
} satisfies Record<string, [number, unknown]>;

describe('the boot paths', () => {
  it('are the ones the generated SDK builds', () => {
    expect(BOOT_PATHS.refresh).toBe(getRefreshAccessTokenUrl());
    expect(BOOT_PATHS.me).toBe(getGetMeUrl());
    expect(BOOT_PATHS.profile(7)).toBe(getGetAccountProfileUrl(7));
    expect(BOOT_PATHS.subscriptionAccount(7)).toBe(getGetSubscriptionAccountUrl(7));
    expect(BOOT_PATHS.subscriptions(7)).toBe(
      getListSubscriptionsUrl(7, { filter: 'all', include: 'renewal' }),
    );
    expect(BOOT_PATHS.billingAccount(7)).toBe(getGetBillingAccountUrl(7));
    expect(BOOT_PATHS.renewalPreview(7, 'sub 1/a')).toBe(getPreviewRenewalUrl(7, 'sub 1/a'));
    expect(SUBSCRIPTION_SCREEN).toBe(paths.subscription);
  });

  it("name the formatters of every landing screen, by the screen's path", () => {
    expect(Object.keys(LANDING_FORMATTERS).sort()).toEqual(
      [
        paths.home,
        paths.profile,
        paths.changePassword,
        paths.subscription,
        paths.coupons,
        paths.seats,
        paths.authorizedComputers,
        paths.orders,
        paths.receipts,
        paths.products,
        ...PRODUCT_FAMILIES.map(productPath),
        paths.transfer,
        paths.signup,
      ].sort(),
    );
  });

  it.each<[string, readonly string[]]>([
    ['/orders', ['money', 'dates']],
    ['/orders/', ['money', 'dates']],
    ['/change-password', []],
    // A path no screen lands on (the not-found screen's): what most screens show.
    ['/no/such/page', ['plurals', 'money', 'dates']],
  ])('on %s the first render formats %j', (path, kinds) => {
    expect(landingFormatters(path)).toEqual(kinds);
  });

  it("are each list screen's first request, by the screen's path", () => {
    const page = { limit: PAGE_SIZE };
    expect(LANDING_LISTS).toEqual({
      [paths.orders]: { service: 'shop', path: getListOrdersUrl(page) },
      [paths.receipts]: { service: 'shop', path: getListReceiptsUrl(page) },
      [paths.authorizedComputers]: { service: 'license', path: getListAuthorizedComputersUrl() },
      [paths.transfer]: { service: 'license', path: getListLicensesUrl() },
      [paths.coupons]: { service: 'subscription', path: expect.any(Function) },
      ...Object.fromEntries(
        PRODUCT_FAMILIES.map((productFamily) => [
          productPath(productFamily),
          { service: 'license', path: getListLicensesUrl({ productFamily, ...page }) },
        ]),
      ),
    });
  });

  it("are the coupons screen's list, which names the user", () => {
    const { path } = LANDING_LISTS[paths.coupons] ?? {};
    expect(typeof path === 'function' && path(7)).toBe(getListCouponsUrl(7));
  });

  it("are the subscription tabs' first requests, by the tab", () => {
    const { invoices, payment } = SUBSCRIPTION_TABS;
    expect(invoices.service).toBe('subscription');
    expect(typeof invoices.path === 'function' && invoices.path(7)).toBe(
      getListInvoicesUrl(7, { limit: PAGE_SIZE }),
    );
    expect(payment.service).toBe('subscription');
    expect(typeof payment.path === 'function' && payment.path(7)).toBe(getGetBillingAccountUrl(7));
  });

  it.each([
    ['/orders', '', LANDING_LISTS[paths.orders]],
    ['/orders/', '?tab=invoices', LANDING_LISTS[paths.orders]],
    ['/subscription', '?tab=invoices', SUBSCRIPTION_TABS.invoices],
    ['/subscription/', '?tab=payment', SUBSCRIPTION_TABS.payment],
    ['/subscription', '', undefined],
    ['/subscription', '?tab=overview', undefined],
    ['/subscription', '?tab=other', undefined],
    ['/profile', '?tab=invoices', undefined],
  ])('%s%s lands on its own first request: %o', (pathname, search, request) => {
    expect(landingRequestOf({ pathname, search })).toBe(request);
  });

  it('names the billing tabs as SUBSCRIPTION_TABS has them, and no other', () => {
    for (const tab of Object.keys(SUBSCRIPTION_TABS)) expect(billingTabOf(tab)).toBe(tab);
    for (const tab of [null, '', 'overview', 'Invoices']) expect(billingTabOf(tab)).toBeNull();
  });

  it.each([
    ['/subscription', '', true],
    ['/subscription/', '', true],
    ['/subscription', '?tab=overview', true],
    ['/subscription', '?tab=bogus', true],
    ['/subscription', '?tab=invoices', false],
    ['/subscription', '?tab=payment', false],
    ['/profile', '', false],
    ['/subscriptions', '', false],
  ])('%s%s lands on the subscription overview: %s', (pathname, search, overview) => {
    expect(landsOnSubscriptionOverview({ pathname, search })).toBe(overview);
  });
});

describe('startBootRequests', () => {
  it('asks the three rounds in order, the token on each call after the refresh', async () => {
    const { send, sent, urls } = fakeFetch(SIGNED_IN);
    const boot = startBootRequests(SERVICES, BASE, send);
    expect((await boot.take('GET', SUBSCRIPTIONS))?.status).toBe(200);
    expect(urls()).toEqual([REFRESH, ME, PROFILE, SUBSCRIPTION_ACCOUNT, SUBSCRIPTIONS]);
    expect(sent[0]?.init).toEqual({ method: 'POST', credentials: 'include' });
    for (const { init } of sent.slice(1)) {
      expect(init.headers).toEqual({ Authorization: 'Bearer token-1' });
    }
    // Credentials as the HTTP layer sends them: the account service's cookie only.
    expect(sent.map(({ init }) => init.credentials)).toEqual([
      'include',
      'include',
      'include',
      'same-origin',
      'same-origin',
    ]);
  });

  it('asks no /account/me when the refresh names the user (proposed): the data round comes second', async () => {
    const { send, urls } = fakeFetch({
      ...SIGNED_IN,
      [REFRESH]: [200, { accessToken: 'token-1', user: { userId: 7 } }],
    });
    const boot = startBootRequests(SERVICES, BASE, send);
    expect((await boot.take('GET', PROFILE))?.status).toBe(200);
    expect(urls()).toEqual([REFRESH, PROFILE, SUBSCRIPTION_ACCOUNT, SUBSCRIPTIONS]);
    // Not one of this boot's requests: an app that asked anyway would send it itself.
    expect(boot.take('GET', ME)).toBeUndefined();
  });

  describe('landing on the subscription overview', () => {
    const BILLING = 'https://portal.example.com/subscription-api/account/7/billing-account';
    const preview = (id: string) =>
      `https://portal.example.com/subscription-api/account/7/subscriptions/${id}/preview-renewal`;
    // The app's own rule, as the boot script is handed it.
    const pick = pickSubscription as unknown as SubscriptionPick;
    const listing = (...subscriptions: { id: string; state: string; renewal?: unknown }[]) => ({
      ...SIGNED_IN,
      [SUBSCRIPTIONS]: [200, subscriptions] as [number, unknown],
      [BILLING]: [200, { paymentMethod: null }] as [number, unknown],
      [preview('sub-2')]: [200, { total: 19.99 }] as [number, unknown],
    });

    it("asks the billing account with the data round, then the shown subscription's renewal preview", async () => {
      const { send, urls } = fakeFetch(
        listing({ id: 'sub-1', state: 'expired' }, { id: 'sub-2', state: 'active' }),
      );
      const boot = startBootRequests(SERVICES, BASE, send, pick);
      // The app asks the preview before the boot has: it is handed the boot's answer.
      await expect(boot.take('GET', preview('sub-2'))).resolves.toMatchObject({ status: 200 });
      expect(urls()).toEqual([
        REFRESH,
        ME,
        PROFILE,
        SUBSCRIPTION_ACCOUNT,
        SUBSCRIPTIONS,
        BILLING,
        preview('sub-2'),
      ]);
      expect((await boot.take('GET', BILLING))?.status).toBe(200);
      // The list is still whole for the app.
      await expect((await boot.take('GET', SUBSCRIPTIONS))?.json()).resolves.toHaveLength(2);
    });

    it('asks no renewal preview when the list carries it (the proposed include=renewal)', async () => {
      const { send, urls } = fakeFetch(
        listing({ id: 'sub-2', state: 'active', renewal: { total: 19.99 } }),
      );
      const boot = startBootRequests(SERVICES, BASE, send, pick);
      await expect(boot.take('GET', preview('sub-2'))).resolves.toBeNull();
      expect(urls()).not.toContain(preview('sub-2'));
      expect(urls()).toContain(BILLING);
    });

    it.each(['canceled', 'expired'])(
      'asks no renewal preview for a %s subscription: the app, asking anyway, sends its own',
      async (state) => {
        const { send, urls } = fakeFetch(listing({ id: 'sub-2', state }));
        const boot = startBootRequests(SERVICES, BASE, send, pick);
        await expect(boot.take('GET', preview('sub-2'))).resolves.toBeNull();
        expect(urls()).not.toContain(preview('sub-2'));
      },
    );

    it('asks neither elsewhere', async () => {
      const { send, urls } = fakeFetch(listing({ id: 'sub-2', state: 'active' }));
      const boot = startBootRequests(SERVICES, BASE, send);
      expect((await boot.take('GET', SUBSCRIPTIONS))?.status).toBe(200);
      expect(boot.take('GET', preview('sub-2'))).toBeUndefined();
      expect(urls()).not.toContain(BILLING);
    });
  });

  it("asks a list screen's first page with the data round, on its service", async () => {
    const ORDERS = 'https://shop.example.com/api/orders?limit=25';
    const { send, sent, urls } = fakeFetch({ ...SIGNED_IN, [ORDERS]: [200, []] });
    const boot = startBootRequests(
      { ...SERVICES, shop: 'https://shop.example.com/api' },
      BASE,
      send,
      undefined,
      LANDING_LISTS[paths.orders],
    );
    expect((await boot.take('GET', ORDERS))?.status).toBe(200);
    expect(urls()).toEqual([REFRESH, ME, ORDERS, PROFILE, SUBSCRIPTION_ACCOUNT, SUBSCRIPTIONS]);
    expect(sent[2]?.init).toMatchObject({ credentials: 'same-origin' });
  });

  it("asks a landing request that names the user with the data round: the invoices tab's first page", async () => {
    const INVOICES = 'https://portal.example.com/subscription-api/account/7/invoices?limit=25';
    const { send, sent, urls } = fakeFetch({ ...SIGNED_IN, [INVOICES]: [200, { items: [] }] });
    const boot = startBootRequests(SERVICES, BASE, send, undefined, SUBSCRIPTION_TABS.invoices);
    expect((await boot.take('GET', INVOICES))?.status).toBe(200);
    expect(urls()).toEqual([REFRESH, ME, INVOICES, PROFILE, SUBSCRIPTION_ACCOUNT, SUBSCRIPTIONS]);
    expect(sent[2]?.init).toMatchObject({
      credentials: 'same-origin',
      headers: { Authorization: 'Bearer token-1' },
    });
  });

  it.each([
    ['the refresh', 'POST', REFRESH, 200],
    ['the user', 'GET', ME, 200],
    ['the profile', 'GET', PROFILE, 200],
  ])('hands over %s once, its body unread', async (_, method, url, status) => {
    const boot = startBootRequests(SERVICES, BASE, fakeFetch(SIGNED_IN).send);
    const response = await boot.take(method, url);
    expect(response?.status).toBe(status);
    expect(response?.bodyUsed).toBe(false);
    await expect(response?.json()).resolves.toEqual(SIGNED_IN[url as keyof typeof SIGNED_IN][1]);
    expect(boot.take(method, url)).toBeUndefined();
  });

  it('is no answer for a request that is none of the boot’s', () => {
    const boot = startBootRequests(SERVICES, BASE, fakeFetch(SIGNED_IN).send);
    expect(boot.take('GET', 'https://licenses.example.com/licenses')).toBeUndefined();
    expect(boot.take('POST', ME)).toBeUndefined();
  });

  it('asks nothing after a failed refresh: the user and the rest are null (the app asks)', async () => {
    const { send, urls } = fakeFetch({ [REFRESH]: [401, { detail: 'No session' }] });
    const boot = startBootRequests(SERVICES, BASE, send);
    expect((await boot.take('POST', REFRESH))?.status).toBe(401);
    await expect(boot.take('GET', ME)).resolves.toBeNull();
    // Not the boot's (undefined) or not asked (null): either way the HTTP layer sends it.
    expect(await boot.take('GET', PROFILE)).toBeFalsy();
    expect(urls()).toEqual([REFRESH]);
  });

  it('passes a network failure on to the request that takes it', async () => {
    const boot = startBootRequests(SERVICES, BASE, fakeFetch({}).send);
    await expect(boot.take('POST', REFRESH)).rejects.toThrow(TypeError);
    await expect(boot.take('GET', ME)).resolves.toBeNull();
  });
});

describe('bootFromIndexHtml', () => {
  afterEach(() => {
    delete window.__accountPortalBoot;
    document.head.replaceChildren();
    vi.unstubAllGlobals();
  });

  it("begins the requests and preloads the landing screen's chunks, for the app to claim once", async () => {
    const send = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', send);
    window.history.replaceState(null, '', '/products/applications');
    bootFromIndexHtml(SERVICES, {
      '/profile': ['/assets/a.js'],
      '/products': ['/assets/b.js', '/assets/b.css'],
    });
    expect(send).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(2));
    const preloads = [...document.head.querySelectorAll('link')];
    // The code after the boot's requests, of a higher priority: over HTTP/1.1's six connections
    // the data round went out only once every chunk had.
    expect(
      preloads.map((link) => [link.rel, link.getAttribute('href'), link.fetchPriority]),
    ).toEqual([
      ['modulepreload', '/assets/b.js', 'low'],
      ['stylesheet', '/assets/b.css', undefined],
    ]);
    expect(claimBootRequests()).not.toBeNull();
    expect(claimBootRequests()).toBeNull();
  });

  it.each([
    ['/products/transfer', '', ['/products/transfer']],
    ['/products/applications', '', ['/products']],
    ['/subscription', '', ['/subscription', '/subscription?tab=']],
    ['/subscription', '?tab=invoices', ['/subscription', '/subscription?tab=invoices']],
    ['/subscription', '?tab=payment&from=mail', ['/subscription', '/subscription?tab=payment']],
    // A tab the table has no entry for: the tab of a page that names none, if the table has one.
    ['/subscription', '?tab=overview', ['/subscription', '/subscription?tab=']],
    ['/subscription', '?tab=', ['/subscription', '/subscription?tab=']],
    ['/coupons', '?tab=overview', ['/coupons']],
    // A tab on another screen: the screen's own.
    ['/profile', '?tab=invoices', ['/profile']],
    ['/nowhere', '?tab=invoices', []],
  ])('lands %s%s on the table entries %j', (pathname, search, entries) => {
    const table = [
      '/profile',
      '/products',
      '/products/transfer',
      '/coupons',
      '/subscription',
      '/subscription?tab=',
      '/subscription?tab=invoices',
      '/subscription?tab=payment',
    ];
    expect(landingEntries(table, { pathname, search })).toEqual(entries);
  });

  it.each([
    [[], ['s1']],
    [['/profile'], ['s1', 'p1']],
    [
      ['/subscription', '/subscription?tab=invoices'],
      ['s1', 'o1', 'o2', 'i1'],
    ],
    // Two chunks with the same translations (their id is a hash of them) are one file.
    [['/coupons'], ['s1', 'o1']],
    [['/nowhere'], ['s1']],
  ])('lands on %j with the translation ids %j, the shell first, each once', (entries, ids) => {
    const files = {
      '': ['s1'],
      '/profile': ['p1'],
      '/subscription': ['o1', 'o2'],
      '/subscription?tab=invoices': ['i1'],
      '/coupons': ['o1', 's1'],
    };
    expect(landingTranslationIds(files, entries)).toEqual(ids);
  });

  it("preloads a tab's part with its screen when the page lands on the tab, and its translations", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    window.history.replaceState(null, '', '/subscription?tab=invoices');
    bootFromIndexHtml(
      SERVICES,
      {
        '/subscription': ['/assets/screen.js'],
        '/subscription?tab=invoices': ['/assets/invoices.js'],
      },
      {
        files: { '/subscription': ['screen'], '/subscription?tab=invoices': ['invoices'] },
        translated: ['de'],
        file: (locale, id) => `/assets/messages-${locale}-${id}.js`,
        detect: () => 'de',
      },
    );
    await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(3));
    expect(
      [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href')),
    ).toEqual([
      '/assets/screen.js',
      '/assets/invoices.js',
      '/assets/messages-de-screeninvoices.js',
    ]);
    expect(window.__accountPortalBoot?.translations).toEqual({
      locale: 'de',
      ids: ['screen', 'invoices'],
      url: '/assets/messages-de-screeninvoices.js',
    });
  });

  it("preloads the customer's language, the shell's and the screen's translations, with the screen, English having none", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    window.history.replaceState(null, '', '/profile');
    // By id, as the build writes them: the hashes, the URL made by the build's naming.
    const files = { '': ['shell'], '/profile': ['profile'], '/subscription': ['subscription'] };
    const translated = ['de', 'ja'];
    const file = (locale: string, id: string) => `/assets/messages-${locale}-${id}.js`;
    bootFromIndexHtml(
      SERVICES,
      { '/profile': ['/assets/a.js'] },
      { files, translated, file, detect: () => 'de' },
    );
    await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(2));
    const preloads = [...document.head.querySelectorAll('link')].map((link) => link.href);
    // One file, the shell's and the screen's joined (the build names it by their ids).
    expect(preloads.map((href) => new URL(href).pathname)).toEqual([
      '/assets/a.js',
      '/assets/messages-de-shellprofile.js',
    ]);
    expect(window.__accountPortalBoot?.translations?.ids).toEqual(['shell', 'profile']);
    delete window.__accountPortalBoot;
    document.head.replaceChildren();
    bootFromIndexHtml(
      SERVICES,
      { '/profile': ['/assets/a.js'] },
      { files, translated, file, detect: () => 'en' },
    );
    await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
    expect(claimBootRequests()?.translations).toBeUndefined();
  });

  it("sends the data round before it preloads the screen when the refresh's answer is here already", async () => {
    const linksWhenSent: [string, number][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        linksWhenSent.push([
          url.replace(/.*\//, ''),
          document.head.querySelectorAll('link').length,
        ]);
        return Response.json({ accessToken: 'token-1', user: { userId: 7 } });
      }),
    );
    // As index.html's inline script leaves it on a repeat visit: answered, its body read.
    new Function(earlyRefreshScript('/auth/'))();
    await window.__accountPortalRefreshBody;
    window.history.replaceState(null, '', '/profile');
    bootFromIndexHtml(SERVICES, { '/profile': ['/assets/a.js', '/assets/b.js', '/assets/c.js'] });
    await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(3));
    expect(linksWhenSent).toEqual([
      ['refresh', 0],
      ['7', 0],
      ['7', 0],
      ['subscriptions?filter=all&include=renewal', 0],
    ]);
  });

  it.each([
    ['/subscription', ['plurals', 'money', 'dates']],
    ['/profile', ['regionNames']],
    ['/profile/', ['regionNames']],
    ['/', ['regionNames']],
    ['/change-password', []],
    ['/products/rtos', ['plurals', 'dates']],
  ])(
    'on %s warms the formatters its screen shows first once the data round and the preloads are out: %j',
    async (path, kinds) => {
      const order: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string) => {
          order.push(url.replace(/.*\//, ''));
          // The refresh names the user; the data round is never answered.
          return url === REFRESH
            ? Promise.resolve(Response.json({ accessToken: 'token-1', user: { userId: 7 } }))
            : new Promise<Response>(() => undefined);
        }),
      );
      window.history.replaceState(null, '', path);
      bootFromIndexHtml(
        SERVICES,
        { [path.replace(/(.)\/$/, '$1')]: ['/assets/s.js'] },
        {
          files: {},
          translated: ['ja'],
          file: (_, id) => id,
          detect: () => 'ja',
          warm: (locale, warmed) =>
            order.push(
              `warm ${locale} ${warmed.join(' ')}, ${document.head.children.length} preload`,
            ),
        },
      );
      // Not between the refresh's answer and the data round: the main thread is busy meanwhile.
      expect(order).toEqual(['refresh']);
      await vi.waitFor(() => expect(order).toHaveLength(5));
      expect(order).toEqual([
        'refresh',
        '7',
        '7',
        'subscriptions?filter=all&include=renewal',
        `warm ja ${kinds.join(' ')}, 1 preload`,
      ]);
    },
  );

  describe("index.html's inline refresh", () => {
    /** Runs the inline script as the page would, its fetch answering `status`. */
    const runInlineRefresh = (status = 200) => {
      const send = vi.fn(async (url: string) =>
        Response.json(url.endsWith('/me') ? { userId: 7 } : { accessToken: 'token-1' }, { status }),
      );
      vi.stubGlobal('fetch', send);
      // The text as the page runs it.
      new Function(earlyRefreshScript('/auth/'))();
      return send;
    };
    const REFRESH_HERE = `${window.location.origin}/auth/account/token/refresh`;

    it('is the one refresh: the boot script takes it instead of sending another', async () => {
      const send = runInlineRefresh();
      expect(send).toHaveBeenCalledWith('/auth/account/token/refresh', {
        method: 'POST',
        credentials: 'include',
      });
      window.history.replaceState(null, '', '/profile');
      bootFromIndexHtml({ account: '/auth', subscription: '/subscription-api' });
      const boot = claimBootRequests();
      expect((await boot?.take('POST', REFRESH_HERE))?.status).toBe(200);
      // The data round went out on its token: each a request of its own, the refresh not again.
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(5));
      expect(send.mock.calls.filter(([url]) => String(url).endsWith('/refresh'))).toHaveLength(1);
    });

    it('reads its body as soon as it comes, and the data round goes out on what it read', async () => {
      const send = runInlineRefresh();
      // Read before any boot script has run: on a repeat visit the app's modules evaluate next.
      await expect(window.__accountPortalRefreshBody).resolves.toEqual({ accessToken: 'token-1' });
      window.__accountPortalRefreshBody = Promise.resolve({ accessToken: 'read-early' });
      window.history.replaceState(null, '', '/profile');
      bootFromIndexHtml({ account: '/auth', subscription: '/subscription-api' });
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(5));
      const dataRound = send.mock.calls.slice(1) as unknown as [string, RequestInit][];
      for (const [, init] of dataRound) {
        expect(init.headers).toEqual({ Authorization: 'Bearer read-early' });
      }
    });

    it('reads a refused refresh as no body, the response itself left to the app', async () => {
      runInlineRefresh(401);
      await expect(window.__accountPortalRefreshBody).resolves.toBeNull();
      const boot = claimBootRequests();
      expect((await boot?.take('POST', REFRESH_HERE))?.status).toBe(401);
    });

    it('is handed to the app when the boot script never came, once', async () => {
      runInlineRefresh(401);
      const boot = claimBootRequests();
      expect(boot?.take('GET', REFRESH_HERE)).toBeUndefined();
      expect((await boot?.take('POST', REFRESH_HERE))?.status).toBe(401);
      expect(boot?.take('POST', REFRESH_HERE)).toBeUndefined();
      // A boot script arriving now asks nothing.
      bootFromIndexHtml({ account: '/auth', subscription: '/subscription-api' });
      expect(claimBootRequests()).toBeNull();
    });
  });

  it('does nothing once the app has started (a script that arrived late)', () => {
    const send = vi.fn();
    vi.stubGlobal('fetch', send);
    expect(claimBootRequests()).toBeNull();
    bootFromIndexHtml(SERVICES, { '/': ['/assets/a.js'] });
    expect(send).not.toHaveBeenCalled();
    expect(document.head.querySelector('link')).toBeNull();
  });
});
