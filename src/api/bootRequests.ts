/**
 * The boot's requests, begun by a script of their own that index.html loads before the app's code
 * (production builds emit it: scripts/vite/earlyBoot.ts), so that the boot's rounds run while the
 * framework downloads instead of after it (decision 013), and so does the download of the
 * screen's code: the token refresh; the user (`/account/me`), unless the refresh named it (the
 * proposed `AccessToken.user`); then the profile, the subscription account and the subscriptions;
 * on a list screen its list's first page with them; on the subscription screen also the billing
 * account, and once the subscriptions are here the shown subscription's renewal preview. The HTTP layer takes each response in place of sending
 * the same request again (`adoptBootRequests` in ./http.ts): its time limit, its errors, its one
 * refresh and one retry all apply as if it had sent it.
 *
 * The access token stays in memory: in this script's closure and in the refresh response the
 * HTTP layer reads; nothing is stored. This file is compiled on its own into that script, so it
 * imports nothing: the script hands it the subscription pick (the app's own rule, which imports
 * types only) as it hands it the language detection.
 */
export interface BootServices {
  /** The configured base URLs (absolute, or paths on the page's origin). */
  account: string;
  subscription: string;
  /** The list screens' services: without them the boot asks no list. */
  license?: string;
  shop?: string;
}

/** The responses the boot asked for, each taken once by the request it stands for. */
export interface BootRequests {
  /**
   * The response of `method url` begun at boot, or null when the boot did not get to ask it;
   * undefined when the request is none of the boot's.
   */
  take(method: string, url: string): Promise<Response | null> | undefined;
  /**
   * Settles once the data round is out, or will not be (no user): from then on the main thread
   * only waits, for the answers and the app's code.
   */
  readonly asked?: Promise<void>;
  /** The landing screen's translations the script preloaded, in one file. */
  readonly translations?: LandingTranslations;
}

/**
 * The translations of every chunk a page lands on (the shell's and the screen's), joined in one
 * file by the build (scripts/vite/earlyBoot.ts): one request where each chunk's own file was one
 * (a German /subscription asked six), each costing a round on HTTP/1.1's few free connections.
 */
export interface LandingTranslations {
  locale: string;
  /** The chunks whose translations it holds, by the id of their own files. */
  ids: readonly string[];
  url: string;
}

/**
 * The ids of the translation files a page landing on `entries` (`landingEntries`) needs, the
 * shell's first, each once: joined in this order, they name the file that holds them all (the build
 * emits it under that name, a file of one id being that chunk's own).
 */
export function landingTranslationIds(
  files: Record<string, readonly string[]>,
  entries: readonly string[],
): string[] {
  return [...new Set(['', ...entries].flatMap((entry) => files[entry] ?? []))];
}

/** The global under which the script leaves its requests; the app sets it to null once started. */
const BOOT_HANDOFF = '__accountPortalBoot';
/** The global under which index.html's inline script leaves its token refresh (earlyRefreshScript). */
const EARLY_REFRESH = '__accountPortalRefresh';
/** The global under which it leaves that refresh's body, read as soon as it came (or null). */
const EARLY_REFRESH_BODY = '__accountPortalRefreshBody';

declare global {
  interface Window {
    __accountPortalBoot?: BootRequests | null;
    __accountPortalRefresh?: Promise<Response>;
    __accountPortalRefreshBody?: Promise<unknown>;
  }
}

/**
 * index.html's one inline script (production builds, right after the Content Security Policy,
 * which allows it by its hash: deploy/securityHeaders.ts): the token refresh, sent while the page
 * is parsed. The boot script's refresh arrived a download later on a first visit, and on a repeat
 * visit ran only once the app's modules had evaluated (decision 013); the boot and the app take
 * this one instead of sending their own. Its text depends on the account service's URL alone, so
 * the web server's policy can carry its hash from the configuration, without the build.
 *
 * It also reads the refresh's body the moment the answer comes, for the boot script's data round:
 * on a repeat visit the answer comes while the cached app's modules are about to evaluate, and a
 * read begun only by the boot script finished behind that evaluation (a long task), which held the
 * data round back by 250–300 ms on the bench's phone.
 */
export function earlyRefreshScript(accountService: string): string {
  const refresh = JSON.stringify(`${accountService.replace(/\/$/, '')}${BOOT_PATHS.refresh}`);
  // A refused or failed refresh, or a body that is not JSON, reads as null: the app's HTTP layer
  // sees the response itself. The read's catch also keeps the refresh's rejection handled.
  return `window.${EARLY_REFRESH}=fetch(${refresh},{method:"POST",credentials:"include"});window.${EARLY_REFRESH_BODY}=window.${EARLY_REFRESH}.then(function(r){return r.ok?r.clone().json():null}).catch(function(){return null});`;
}

/** Whether `method url` is the token refresh (on whichever configured account service). */
const isRefresh = (method: string, url: string) =>
  method.toUpperCase() === 'POST' && url.endsWith(BOOT_PATHS.refresh);

/** The inline script's refresh, handed to one taker only. */
function takeEarlyRefresh(): Promise<Response> | undefined {
  const refresh = window[EARLY_REFRESH];
  window[EARLY_REFRESH] = undefined;
  return refresh;
}

/** The body of the inline script's refresh, as that script read it (null: not OK, not JSON). */
function takeEarlyRefreshBody(): Promise<unknown> | undefined {
  const body = window[EARLY_REFRESH_BODY];
  window[EARLY_REFRESH_BODY] = undefined;
  return body;
}

/** The boot's paths, as the generated SDK builds them (bootRequests.test.ts holds them equal). */
export const BOOT_PATHS = {
  refresh: '/account/token/refresh',
  me: '/account/me',
  profile: (userId: number) => `/api/account/${userId}`,
  subscriptionAccount: (userId: number) => `/account/${userId}`,
  subscriptions: (userId: number) => `/account/${userId}/subscriptions?filter=all&include=renewal`,
  billingAccount: (userId: number) => `/account/${userId}/billing-account`,
  renewalPreview: (userId: number, id: string) =>
    `/account/${userId}/subscriptions/${encodeURIComponent(id)}/preview-renewal`,
};

/** A landing screen's own first request: on a service, at a path (which may name the user). */
export interface LandingRequest {
  service: 'license' | 'shop' | 'subscription';
  path: string | ((userId: number) => string);
}

/**
 * The product families (src/config/paths.ts' PRODUCT_FAMILIES; bootRequests.test.ts holds the
 * tables that use them equal to it).
 */
const PRODUCT_FAMILIES = ['applications', 'rackextensions', 'refills', 'vstplugins', 'rtos'];

/**
 * The list a list screen shows first, by the screen's path: its first page (the coupons, not
 * paged: all of them), asked with the data round when the page lands there, as the screen's
 * prefetch would a framework's download later (bootRequests.test.ts holds each equal to the
 * request the screen makes).
 */
export const LANDING_LISTS: Readonly<Record<string, LandingRequest>> = {
  '/orders': { service: 'shop', path: '/orders?limit=25' },
  '/receipts': { service: 'shop', path: '/receipts?limit=25' },
  '/authorized_computers': { service: 'license', path: '/public/computers/' },
  '/products/transfer': { service: 'license', path: '/public/license/' },
  '/coupons': { service: 'subscription', path: (userId) => `/account/${userId}/coupons` },
  ...Object.fromEntries(
    PRODUCT_FAMILIES.map((family) => [
      `/products/${family}`,
      { service: 'license', path: `/public/license/?productFamily=${family}&limit=25` },
    ]),
  ),
};

/** The subscription screen's path (paths.subscription; bootRequests.test.ts holds them equal). */
export const SUBSCRIPTION_SCREEN = '/subscription';

/** The subscription screen's tabs with code and data of their own (the billing area's). */
export type BillingTab = 'invoices' | 'payment';

/**
 * The billing tab a URL's `tab` names, if any: the screen shows its overview for any other (a
 * mistyped link), as for none. Named here rather than read from `SUBSCRIPTION_TABS`, whose paths
 * would then ride with every first load (bootRequests.test.ts holds the two equal).
 */
export const billingTabOf = (tab: string | null): BillingTab | null =>
  tab === 'invoices' || tab === 'payment' ? tab : null;

/**
 * What the subscription screen's other tabs show first, by the tab (`?tab=invoices`): a link
 * to the invoices lands there as much as on a list screen.
 */
export const SUBSCRIPTION_TABS: Readonly<Record<BillingTab, LandingRequest>> = {
  invoices: { service: 'subscription', path: (userId) => `/account/${userId}/invoices?limit=25` },
  payment: { service: 'subscription', path: BOOT_PATHS.billingAccount },
};

/** The landing screen's own first request, if the boot asks one: a list's, or a tab's. */
export function landingRequestOf(location: {
  pathname: string;
  search: string;
}): LandingRequest | undefined {
  const path = location.pathname.replace(/\/$/, '');
  if (path !== SUBSCRIPTION_SCREEN) return LANDING_LISTS[path];
  const tab = billingTabOf(new URLSearchParams(location.search).get('tab'));
  return tab ? SUBSCRIPTION_TABS[tab] : undefined;
}

/**
 * The formatters a screen may show before its content: Lingui's plurals (they format their numbers
 * in the catalogue's locale), money, long dates and countries' names.
 */
export type FormatterKind = 'plurals' | 'money' | 'dates' | 'regionNames';

/** The product families' screens: their licenses ("3 licenses") and the dates they were bought. */
const PRODUCT_FAMILY_FORMATTERS: readonly FormatterKind[] = ['plurals', 'dates'];

/**
 * The formatters each landing screen shows before its content (its first render's plurals, money,
 * long dates, countries' names; the paths are src/config/paths.ts', which bootRequests.test.ts
 * holds equal): the boot warms those and no other (`warmFormatters`). A formatter the screen does
 * not show is main thread taken from it, on a repeat visit above all (the password screen formats
 * nothing first, yet was made to wait for all three: about 200 ms of the bench's phone on a
 * repeat visit). A journey
 * on the production build (tests/e2e/boot.test.ts) checks each against what its screen makes.
 */
export const LANDING_FORMATTERS: Readonly<Record<string, readonly FormatterKind[]>> = {
  '/': ['regionNames'],
  '/profile': ['regionNames'],
  '/change-password': [],
  '/subscription': ['plurals', 'money', 'dates'],
  '/coupons': ['plurals'],
  '/seats': ['plurals'],
  '/authorized_computers': ['dates'],
  '/orders': ['money', 'dates'],
  '/receipts': ['money', 'dates'],
  '/products': PRODUCT_FAMILY_FORMATTERS,
  ...Object.fromEntries(
    PRODUCT_FAMILIES.map((family) => [`/products/${family}`, PRODUCT_FAMILY_FORMATTERS]),
  ),
  '/products/transfer': [],
  '/signup': ['plurals', 'money', 'dates'],
};

/** What a path's first render formats: for a path the table does not know, what most screens do. */
export const landingFormatters = (path: string): readonly FormatterKind[] =>
  LANDING_FORMATTERS[path.replace(/(.)\/$/, '$1')] ?? ['plurals', 'money', 'dates'];

/**
 * Whether the page lands on the subscription screen's overview, which shows the payment method
 * and the next charge: then the boot asks those too (as src/features/subscription/prefetch.ts
 * would, a framework's download later).
 */
export function landsOnSubscriptionOverview(location: { pathname: string; search: string }) {
  return (
    location.pathname.replace(/\/$/, '') === SUBSCRIPTION_SCREEN &&
    billingTabOf(new URLSearchParams(location.search).get('tab')) === null
  );
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The fields of a parsed body, or null when it is not a JSON object. */
const fieldsIn = (body: unknown): Record<string, unknown> | null =>
  typeof body === 'object' && body ? { ...body } : null;

/** The fields of a JSON body, or null when it is not a JSON object. */
const fieldsOf = (response: Response): Promise<Record<string, unknown> | null> =>
  response.clone().json().then(fieldsIn);

/** Which of the listed subscriptions the subscription screen shows (pickSubscription). */
export type SubscriptionPick = <S extends { id: string; state: string }>(
  subscriptions: readonly S[],
) => S | null;

/**
 * Begins the boot's requests against the services, relative URLs resolved against `base`; given
 * the subscription screen's pick (the page lands on its overview), also the billing account (in
 * the data round) and the renewal preview of the subscription it shows, running or paused (once
 * the subscriptions are here), unless the list carries it. `refreshBody`: the refresh's body as
 * index.html's inline script read it, when `send` answers the refresh with that script's response.
 */
export function startBootRequests(
  services: BootServices,
  base: string,
  send: Fetch = (url, init) => fetch(url, init),
  pickShown?: SubscriptionPick,
  landingRequest?: LandingRequest,
  refreshBody?: Promise<unknown>,
): BootRequests {
  const landingService = landingRequest && services[landingRequest.service];
  // Each service's base once: URL parsing is not free on a slow phone's main thread.
  const bases = new Map(
    [services.account, services.subscription, ...(landingService ? [landingService] : [])].map(
      (service) => [service, new URL(service, base).href.replace(/\/$/, '')],
    ),
  );
  const url = (service: string, path: string) => `${bases.get(service) ?? service}${path}`;
  const asked = new Map<string, Promise<Response | null>>();
  const ask = (key: string, response: Promise<Response | null>) => {
    // Failures are the taker's to see; one never taken is no unhandled rejection.
    response.catch(() => undefined);
    asked.set(key, response);
    return response;
  };

  const refreshUrl = url(services.account, BOOT_PATHS.refresh);
  const refresh = ask(
    `POST ${refreshUrl}`,
    send(refreshUrl, { method: 'POST', credentials: 'include' }),
  );
  const refreshed = (
    refreshBody?.then(fieldsIn) ??
    refresh.then((response) => (response?.ok ? fieldsOf(response) : null))
  ).catch(() => null);
  const token = refreshed.then((body) =>
    typeof body?.accessToken === 'string' ? body.accessToken : '',
  );
  /** The user the refresh named (the proposed `AccessToken.user`): then no `/account/me`. */
  const namedUserId = refreshed.then((body) => {
    const user: unknown = body?.user;
    const userId = typeof user === 'object' && user ? (user as { userId?: unknown }).userId : null;
    return typeof userId === 'number' ? userId : null;
  });
  const authorized = (accessToken: string) => ({
    credentials: 'include' as const,
    headers: { Authorization: `Bearer ${accessToken}` },
  });

  const meUrl = url(services.account, BOOT_PATHS.me);
  const userId = Promise.all([token, namedUserId]).then(async ([accessToken, named]) => {
    if (!accessToken) return undefined;
    if (named !== null) return named;
    const me = ask(`GET ${meUrl}`, send(meUrl, authorized(accessToken)));
    const response = await me;
    return response?.ok ? (await fieldsOf(response))?.userId : undefined;
  });

  // The data round: its URLs are known once the user is.
  let dataBegun = false;
  let previewDecided = false;
  let markDataOut = () => {};
  const dataOut = new Promise<void>((resolve) => {
    markDataOut = resolve;
  });
  const data = Promise.all([token, userId])
    .then(async ([accessToken, userId]) => {
      if (typeof userId !== 'number') return;
      const get = (service: string, path: string, credentials: RequestCredentials) => {
        const target = url(service, path);
        return ask(`GET ${target}`, send(target, { ...authorized(accessToken), credentials }));
      };
      if (landingService && landingRequest) {
        const { path } = landingRequest;
        get(landingService, typeof path === 'string' ? path : path(userId), 'same-origin');
      }
      get(services.account, BOOT_PATHS.profile(userId), 'include');
      get(services.subscription, BOOT_PATHS.subscriptionAccount(userId), 'same-origin');
      const subscriptions = get(
        services.subscription,
        BOOT_PATHS.subscriptions(userId),
        'same-origin',
      );
      markDataOut();
      if (!pickShown) return;
      get(services.subscription, BOOT_PATHS.billingAccount(userId), 'same-origin');
      dataBegun = true;
      const listed: unknown = await subscriptions.then((response) =>
        response?.ok ? response.clone().json() : null,
      );
      const shown = Array.isArray(listed)
        ? pickShown(listed as { id: string; state: string; renewal?: unknown }[])
        : null;
      // Unless the list carries it (the proposed `include=renewal`).
      if (shown && (shown.state === 'active' || shown.state === 'paused') && !shown.renewal) {
        get(services.subscription, BOOT_PATHS.renewalPreview(userId, shown.id), 'same-origin');
      }
    })
    .catch(() => undefined)
    .finally(() => {
      dataBegun = true;
      previewDecided = true;
      markDataOut();
    });
  const isServiceGet = (key: string) =>
    [...bases.values()].some((service) => key.startsWith(`GET ${service}/`));
  // A GET the data round may yet ask; a renewal preview, until the boot has decided on one.
  const mayYetAsk = (key: string) =>
    isServiceGet(key) && (!dataBegun || (!previewDecided && key.endsWith('/preview-renewal')));

  const taken = (key: string) => {
    const response = asked.get(key);
    asked.delete(key);
    return response;
  };
  return {
    asked: dataOut,
    take(method, requestUrl) {
      const key = `${method.toUpperCase()} ${requestUrl}`;
      if (asked.has(key)) return taken(key);
      // A GET the boot may yet ask: wait until it has asked all it will before answering.
      if (mayYetAsk(key)) return data.then(() => taken(key) ?? null);
      return undefined;
    },
  };
}

/**
 * The entries of the boot's screens table the page lands on: the longest path prefix that holds
 * its path (/products/transfer is not the product families' screen), and that screen's tab
 * (`/subscription?tab=invoices`, the tab's own files) when the page has one the table lists, else
 * the screen's tab for a page that names none (`/subscription?tab=`, the overview): a tab's code
 * then loads with the screen's, not once the screen has arrived and rendered.
 */
export function landingEntries(
  screens: readonly string[],
  location: { pathname: string; search: string },
): string[] {
  const path = location.pathname;
  const prefix = screens
    .filter((screen) => path === screen || path.startsWith(`${screen}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (!prefix) return [];
  const tab = new URLSearchParams(location.search).get('tab');
  const withTab = `${prefix}?tab=${tab}`;
  if (tab && screens.includes(withTab)) return [prefix, withTab];
  return screens.includes(`${prefix}?tab=`) ? [prefix, `${prefix}?tab=`] : [prefix];
}

/**
 * What the emitted script runs, unless the app has started already: begins the requests, and the
 * download of the code and styles of the screen the visitor lands on (`screens`: files by path
 * prefix), which the router would otherwise ask for only once the framework has arrived.
 */
export function bootFromIndexHtml(
  services: BootServices,
  screens: Record<string, string[]> = {},
  languages: {
    /** By screen (`''`: the shell's), the ids of the translation files, the same in every language. */
    files: Record<string, string[]>;
    /** The languages with translation files (English too: the screens' English is in files). */
    translated: readonly string[];
    /** A translation file's URL, by language and id (the build's naming, written out once). */
    file: (locale: string, id: string) => string;
    detect: () => string;
    warm?: (locale: string, kinds: readonly FormatterKind[]) => void;
  } = { files: {}, translated: [], file: (_, id) => id, detect: () => '' },
  pickSubscription?: SubscriptionPick,
): void {
  if (BOOT_HANDOFF in window) return;
  const path = window.location.pathname;
  const earlyRefresh = takeEarlyRefresh();
  const earlyRefreshBody = takeEarlyRefreshBody();
  const requests = startBootRequests(
    services,
    window.location.href,
    (url, init) =>
      earlyRefresh && isRefresh(init.method ?? 'GET', url) ? earlyRefresh : fetch(url, init),
    landsOnSubscriptionOverview(window.location) ? pickSubscription : undefined,
    landingRequestOf(window.location),
    earlyRefresh && earlyRefreshBody,
  );
  const entries = landingEntries(Object.keys(screens), window.location);
  // The customer's language: the translations of the shell's chunks and of the screen's, in one
  // file, else the app's first message in it would ask for them only once the framework has
  // arrived and run (decision 017).
  const locale = languages.detect();
  const ids = languages.translated.includes(locale)
    ? landingTranslationIds(languages.files, entries)
    : [];
  const translations = ids.length
    ? { locale, ids, url: languages.file(locale, ids.join('')) }
    : undefined;
  window[BOOT_HANDOFF] = { ...requests, translations };
  // The formatters' data (locales.ts, warmFormatters), once the data round is out: while the main
  // thread would only wait for the app's code, not after that code has arrived, and not between
  // the refresh's answer and the data round it lets out (measured: 135 ms on the bench's phone).
  const warm = languages.warm;
  // In a task after this script's: the refresh's answer is often here already (index.html's inline
  // script read it), and the data round it lets out leaves in the microtasks that follow this
  // script; appending a dozen preloads took 40–55 ms before them on the bench's phone.
  setTimeout(() => {
    const language = translations ? [translations.url] : [];
    for (const file of [...entries.flatMap((entry) => screens[entry] ?? []), ...language]) {
      // Stylesheets as Vite's loader adds them (it then finds them and does not wait for them).
      const link = document.createElement('link');
      link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload';
      link.crossOrigin = '';
      // After the boot's requests: over HTTP/1.1's six connections a host's requests wait in
      // priority order, then in the order asked, and the data round (a few hundred bytes, with a
      // round of its own to follow on some screens) went out only once every chunk had gone.
      if (!file.endsWith('.css')) link.fetchPriority = 'low';
      link.href = file;
      document.head.append(link);
    }
    if (locale && warm) {
      void requests.asked?.then(() => warm(locale, landingFormatters(path)));
    }
  });
}

/**
 * The app's start: takes the script's requests, if it ran, and tells a late script not to; else
 * the inline script's refresh, if that ran (a boot script that never came): one refresh, never two.
 */
export function claimBootRequests(): BootRequests | null {
  const requests = window[BOOT_HANDOFF] ?? null;
  window[BOOT_HANDOFF] = null;
  if (requests) return requests;
  let refresh = takeEarlyRefresh();
  if (!refresh) return null;
  return {
    take(method, url) {
      if (!refresh || !isRefresh(method, url)) return undefined;
      const taken = refresh;
      refresh = undefined;
      return taken;
    },
  };
}
