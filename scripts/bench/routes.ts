/**
 * What the bench loads: every route of the portal's router (`src/app/router.tsx`), each with the
 * test that says its own content is on screen, as the default persona and, on the lists, as the
 * heavy one (500 licenses, 121 invoices, 200 orders and receipts); /profile and /subscription in
 * German too (issue 28). And how often each is loaded (issue 32).
 */
import { PRODUCT_FAMILIES, paths } from '../../src/config/paths.ts';

export interface BenchRoute {
  /** How the tables name it: the path, then the persona or language when not the default's. */
  name: string;
  /** Path and query loaded. */
  path: string;
  persona: string;
  /** The browser's language ('de-DE'): the portal then loads in it. */
  locale?: string;
  /**
   * CSS selectors of the screen's own content (its data, not a loader): each must match once it
   * is shown.
   */
  content: readonly string[];
  /**
   * A loader that may still turn while the content counts as shown (a selector matching it or an
   * element around it): a part the screen loads deliberately after its first screen (decision
   * 014). Any other loader in `main` means the screen is not shown yet.
   */
  laterIn?: string;
  /** A landing route, loaded in every run: where customers arrive (the home redirects to /profile). */
  landing?: boolean;
}

export const DEFAULT_PERSONA = 'monthly-active';
/** /signup is for a customer without a subscription: a subscriber is sent on to /subscription. */
export const SIGNUP_PERSONA = 'trial-eligible';
export const HEAVY_PERSONA = 'heavy';

/**
 * Loaders inside the screen: Mantine's spinner, a labelled status (the full-screen loader a list
 * shows inside the shell, a placeholder row that holds its place) and the placeholders' own class.
 */
export const LOADERS = [
  'main .mantine-Loader-root',
  'main [role="status"][aria-label]',
  'main [class*="_pending_"]',
].join(', ');

const ROWS = 'main table tbody tr';
const CARDS = 'main article';
/** Whatever the screen shows under its heading, for screens whose content depends on the persona. */
const UNDER_HEADING = 'main h1 ~ *';

/**
 * The test a page runs at every change of its document: true once the screen is shown. The
 * page's own full-screen loader (index.html's, whatever the language) is gone, the screen's
 * heading and content are there, and no loader is left in the screen but in `laterIn`.
 */
export function contentVisibleTest(route: Pick<BenchRoute, 'content' | 'laterIn'>): string {
  const contents = JSON.stringify(['main h1', ...route.content]);
  const later = route.laterIn ? JSON.stringify(route.laterIn) : 'null';
  return `(!document.querySelector('.full-screen-loader') && ${contents}.every((s) => document.querySelector(s)) && Array.from(document.querySelectorAll(${JSON.stringify(LOADERS)})).every((el) => ${later} !== null && el.closest(${later}) !== null))`;
}

/** Decision 013's test, kept as a figure beside the stricter one: a heading and no page loader. */
export const HEADING_VISIBLE_TEST = `(!!document.querySelector('main h1') && !document.querySelector('.full-screen-loader'))`;

const route = (path: string, content: readonly string[], more: Partial<BenchRoute> = {}) =>
  ({ name: path, path, persona: DEFAULT_PERSONA, content, ...more }) satisfies BenchRoute;

const PROFILE = route(
  paths.profile,
  [
    'main section[aria-labelledby="account-details-heading"] dl',
    'main section[aria-labelledby="email-heading"]',
    'main section[aria-labelledby="address-heading"]',
  ],
  // The marketing opt-in's switch comes with the edit forms' chunk, after the first screen.
  { laterIn: 'section[aria-labelledby="marketing-heading"]', landing: true },
);
const SUBSCRIPTION = route(paths.subscription, ['main [role="tabpanel"] dl'], { landing: true });
const FAMILIES = PRODUCT_FAMILIES.map((family) => `${paths.products}/${family}`);

const heavy = (path: string, content: readonly string[]): BenchRoute =>
  route(path, content, { name: `${path} (${HEAVY_PERSONA})`, persona: HEAVY_PERSONA });
const german = (base: BenchRoute): BenchRoute => ({
  ...base,
  name: `${base.path} (de)`,
  locale: 'de-DE',
});

/** Every route, in the order each run loads them. */
export const ROUTES: readonly BenchRoute[] = [
  PROFILE,
  SUBSCRIPTION,
  german(PROFILE),
  german(SUBSCRIPTION),
  route(paths.changePassword, ['main form input[type="password"]']),
  route(paths.coupons, [CARDS]),
  route(paths.seats, [UNDER_HEADING]),
  route(paths.authorizedComputers, [CARDS]),
  route(paths.orders, [ROWS]),
  route(paths.receipts, [ROWS]),
  ...FAMILIES.map((path) => route(path, [UNDER_HEADING])),
  route(paths.transfer, ['main form']),
  // The plans and the price; the payment step below them comes after (its code once they show,
  // and the card form with the payment provider's own script, from its host, unreachable here),
  // behind one loader.
  route(paths.signup, ['main [role="radio"]'], {
    persona: SIGNUP_PERSONA,
    laterIn: '[aria-label="Loading the payment form"]',
  }),
  heavy(`${paths.subscription}?tab=invoices`, [ROWS]),
  heavy(paths.orders, [ROWS]),
  heavy(paths.receipts, [ROWS]),
  ...FAMILIES.map((path) => heavy(path, [CARDS])),
  heavy(paths.transfer, ['main form']),
];

/**
 * The routes `BENCH_ROUTES` names (a comma list): a name as the tables print it ("/orders
 * (heavy)") is that route, a bare path ("/orders") is the route in every persona and language.
 * Empty: all. An unknown name is an error, not a silently shorter run.
 */
export function selectRoutes(
  routes: readonly BenchRoute[],
  list: string | undefined,
): BenchRoute[] {
  const wanted = (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (wanted.length === 0) return [...routes];
  const unknown = wanted.filter(
    (item) => !routes.some((r) => r.name === item || r.path.split('?')[0] === item),
  );
  if (unknown.length) {
    throw new Error(
      `BENCH_ROUTES names no route: ${unknown.join(', ')}. Routes: ${routes.map((r) => r.name).join(', ')}`,
    );
  }
  return routes.filter((r) =>
    wanted.some((item) => r.name === item || r.path.split('?')[0] === item),
  );
}

/**
 * Which routes each run loads: the landing routes (and those named in `always`, where the
 * interactions are measured) in all `runs`, every other route in `otherRuns` of them, spread over
 * the runs rather than bunched at the start (the machine's load drifts during a run).
 */
export function runPlan(
  routes: readonly BenchRoute[],
  { runs, otherRuns, always = [] }: { runs: number; otherRuns: number; always?: readonly string[] },
): string[][] {
  const fewer = Math.max(1, Math.min(runs, otherRuns));
  const otherRounds = new Set(
    Array.from({ length: fewer }, (_, index) => Math.floor((index * runs) / fewer)),
  );
  return Array.from({ length: runs }, (_, run) =>
    routes
      .filter((r) => r.landing || always.includes(r.name) || otherRounds.has(run))
      .map((r) => r.name),
  );
}
