import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_FAMILIES, paths } from '../../src/config/paths.ts';
import {
  contentVisibleTest,
  DEFAULT_PERSONA,
  HEADING_VISIBLE_TEST,
  HEAVY_PERSONA,
  ROUTES,
  runPlan,
  selectRoutes,
} from './routes.ts';

/** Runs a page test, as the bench's MutationObserver does, on this document. */
const holds = (test: string): boolean => Boolean(new Function(`return ${test}`)());

const page = (main: string, outside = '') => {
  document.body.innerHTML = `<div id="root">${outside}<main>${main}</main></div>`;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('contentVisibleTest', () => {
  const orders = contentVisibleTest({ content: ['main table tbody tr'] });
  const profile = contentVisibleTest({
    content: ['main section dl'],
    laterIn: 'section[aria-labelledby="marketing-heading"]',
  });
  const table = '<table><tbody><tr><td>R-1</td></tr></tbody></table>';
  const loaderIn = (label: string) =>
    `<div class="full-screen-loader" role="status" aria-label="${label}"></div>`;

  it.each([
    ['the heading and the rows', orders, `<h1>Orders</h1>${table}`, true],
    ['no heading yet', orders, table, false],
    [
      'the heading over the list’s own loader',
      orders,
      `<h1>Orders</h1>${loaderIn('Loading your orders')}`,
      false,
    ],
    [
      'in German too (the loader by its class)',
      orders,
      `<h1>Bestellungen</h1>${loaderIn('Bestellungen werden geladen')}`,
      false,
    ],
    [
      'a spinner left in the screen',
      orders,
      `<h1>Orders</h1>${table}<span class="mantine-Loader-root"></span>`,
      false,
    ],
    [
      'a placeholder row',
      orders,
      `<h1>Orders</h1>${table}<span class="_pending_mp38z_46" aria-hidden="true"></span>`,
      false,
    ],
    [
      'a labelled status placeholder',
      orders,
      `<h1>Orders</h1>${table}<span role="status" aria-label="Loading the coupon"></span>`,
      false,
    ],
    [
      'a status that is no loader',
      orders,
      `<h1>Orders</h1>${table}<div role="status">Coupon applied</div>`,
      true,
    ],
    [
      'a spinner where the screen loads later',
      profile,
      `<h1>Profile</h1><section><dl></dl></section><section aria-labelledby="marketing-heading"><span class="mantine-Loader-root"></span></section>`,
      true,
    ],
    [
      'a spinner anywhere else',
      profile,
      `<h1>Profile</h1><section><dl></dl><span class="mantine-Loader-root"></span></section><section aria-labelledby="marketing-heading"></section>`,
      false,
    ],
  ])('%s: %s', (_, test, main, expected) => {
    page(main);
    expect(holds(test)).toBe(expected);
  });

  it('waits for the page’s own loader to go, outside the screen too', () => {
    page(`<h1>Orders</h1>${table}`, '<div class="full-screen-loader" role="status"></div>');
    expect(holds(orders)).toBe(false);
    expect(holds(HEADING_VISIBLE_TEST)).toBe(false);
  });

  it('is looser in decision 013’s heading test, which a loader under the heading passes', () => {
    page(`<h1>Orders</h1>${loaderIn('Loading your orders')}`.replace('full-screen-loader', 'x'));
    expect(holds(HEADING_VISIBLE_TEST)).toBe(true);
    expect(holds(orders)).toBe(false);
  });

  it('holds on every route’s own content', () => {
    for (const route of ROUTES) {
      page(
        `<h1>Screen</h1><section aria-labelledby="account-details-heading"><dl></dl></section>` +
          `<section aria-labelledby="email-heading"></section><section aria-labelledby="address-heading"></section>` +
          `<div role="tabpanel"><dl></dl></div><form><input type="password"></form><article></article>` +
          `${table}<button role="radio"></button>`,
      );
      expect(holds(contentVisibleTest(route)), route.name).toBe(true);
    }
  });
});

describe('ROUTES', () => {
  const ofDefault = ROUTES.filter((r) => r.persona === DEFAULT_PERSONA && !r.locale);

  it('has every screen of the router, each once per persona and language', () => {
    const screens = [
      ...Object.values(paths).filter(
        (path: string) =>
          !([paths.home, paths.products, paths.notFound, paths.signup] as string[]).includes(path),
      ),
      ...PRODUCT_FAMILIES.map((family) => `${paths.products}/${family}`),
    ];
    expect(ofDefault.map((r) => r.path).sort()).toEqual([...screens].sort());
    expect(ROUTES.filter((r) => r.path === paths.signup)).toHaveLength(1);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('loads the lists as the heavy persona, and the landing routes in German', () => {
    expect(ROUTES.filter((r) => r.persona === HEAVY_PERSONA).map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/subscription?tab=invoices',
        '/orders',
        '/receipts',
        '/products/applications',
      ]),
    );
    expect(ROUTES.filter((r) => r.locale).map((r) => r.name)).toEqual([
      '/profile (de)',
      '/subscription (de)',
    ]);
  });
});

describe('selectRoutes', () => {
  it.each([
    ['nothing: every route', undefined, ROUTES.map((r) => r.name)],
    ['a name', '/orders (heavy)', ['/orders (heavy)']],
    ['a path: in every persona and language', '/profile', ['/profile', '/profile (de)']],
    [
      'a path with a query, by its path',
      '/subscription',
      ['/subscription', '/subscription (de)', '/subscription?tab=invoices (heavy)'],
    ],
    ['a list, spaces and all', ' /orders (heavy) , /signup', ['/signup', '/orders (heavy)']],
  ])('%s', (_, list, expected) => {
    expect(selectRoutes(ROUTES, list).map((r) => r.name)).toEqual(expected);
  });

  it('refuses a name it does not know', () => {
    expect(() => selectRoutes(ROUTES, '/profile,/ordres')).toThrow(
      /BENCH_ROUTES names no route: \/ordres/,
    );
  });
});

describe('runPlan', () => {
  const routes = selectRoutes(ROUTES, '/profile,/orders,/signup');

  it('loads landing routes, and those named, in every run; the others in fewer, spread out', () => {
    const plan = runPlan(routes, { runs: 7, otherRuns: 3, always: ['/signup'] });
    expect(plan).toHaveLength(7);
    expect(plan.map((run) => run.includes('/profile (de)'))).toEqual(Array(7).fill(true));
    expect(plan.map((run) => run.includes('/signup'))).toEqual(Array(7).fill(true));
    expect(plan.map((run) => run.includes('/orders (heavy)'))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      false,
    ]);
    expect(plan[0]).toEqual(routes.map((r) => r.name));
  });

  it.each([
    [1, 2, [true]],
    [3, 5, [true, true, true]],
    [2, 0, [true, false]],
  ])('%i runs with %i for the others', (runs, otherRuns, expected) => {
    expect(runPlan(routes, { runs, otherRuns }).map((run) => run.includes('/orders'))).toEqual(
      expected,
    );
  });
});
