import type { Page } from '@playwright/test';
import { PERSONAS, type PersonaSummary } from '../../mocks/personas/index.ts';
import { type Persona, PERSONA_REGISTRY } from '../../mocks/personas/seeds.ts';
import { paths, productPath } from '../../src/config/paths.ts';
import { expect, type Journey, settled, test, trackInFlight } from './support/fixtures.ts';

/**
 * Every persona on every screen (issue 30): what a frontend developer opens on `npm start`. A
 * screen may show a failure only where the persona asks for one (its scenario presets); nowhere an
 * uncaught error. One page per persona, moving between screens as the app's own links do (the
 * router's history), so the sweep costs a few seconds per persona.
 *
 * One test opens the personas several at a time (decision 019): one test per persona would run
 * them one after another on the one worker, several times slower.
 */
const AT_ONCE = 5;
/** The time one persona had as a test of its own. */
const PER_PERSONA_MS = 60_000;
/** Its first screen, on a busy machine, several personas starting at once. */
const FIRST_LOAD_MS = 45_000;

const ROUTES = [
  paths.profile,
  paths.changePassword,
  paths.subscription,
  paths.coupons,
  paths.seats,
  paths.authorizedComputers,
  paths.orders,
  paths.receipts,
  paths.products,
  productPath('refills'),
  paths.transfer,
  paths.signup,
];

/**
 * Uncaught errors never; failed calls only where the persona asks for them: its scenario presets;
 * a 401 where its session is meant to fail (no account to sign in to, or a first token issued
 * expired); no-account's subscription calls, which answer 404 until the portal has created its
 * account.
 */
function askedFor({ id, scenarios }: PersonaSummary): (problem: string) => boolean {
  const persona: Persona = PERSONA_REGISTRY[id];
  return (problem) =>
    (scenarios !== null && problem.includes('Failed to load resource')) ||
    ((persona.account === null || persona.firstTokenExpired === true) &&
      problem.includes('status of 401')) ||
    (id === 'no-account' && problem.includes('status of 404'));
}

/**
 * Moves to `path` as the app's links do, and waits until the screen has settled. A page on its way
 * elsewhere (a signed-out persona's logout, a full navigation the last screen began) is let arrive
 * first: its document is gone under the move.
 */
async function visit(page: Page, path: string, pending: () => number): Promise<void> {
  const move = () =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await move().catch(async (error: unknown) => {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState();
    await move();
  });
  await expect(page.locator('h1').first()).toBeVisible();
  await settled(pending);
}

/** Runs `task` for each item, at most `limit` at a time. */
async function atMost<T>(limit: number, items: readonly T[], task: (item: T) => Promise<void>) {
  const queue = [...items];
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

test('every persona on every screen: no error it does not ask for', async ({ open }) => {
  // Each lane may take its share of the personas, each as long as its own test once had.
  test.setTimeout(Math.ceil(PERSONAS.length / AT_ONCE) * PER_PERSONA_MS);
  /** Per persona, what it did not ask for, each with the screen it showed on. */
  const unasked: Record<string, string[]> = {};

  await atMost(AT_ONCE, PERSONAS, async (persona) => {
    const allowed = askedFor(persona);
    let pending = () => 0;
    let journey: Journey | undefined;
    const seen: string[] = [];
    let where = 'first load';
    let failed: string[] = [];
    try {
      journey = await open(paths.profile, {
        persona: persona.id,
        prepare: async (page) => {
          pending = trackInFlight(page);
        },
        // The fixture checks the same after the test; the screen each showed on is told here.
        expected: allowed,
      });
      const { page, problems } = journey;
      // The first load starts the mock's service worker, several pages at once: the longest wait.
      await expect(page.locator('h1').first()).toBeVisible({ timeout: FIRST_LOAD_MS });
      seen.push(...problems.map((problem) => `first load: ${problem}`));
      for (const route of ROUTES) {
        where = route;
        const before = problems.length;
        await visit(page, route, pending);
        seen.push(...problems.slice(before).map((problem) => `${route}: ${problem}`));
      }
    } catch (error) {
      // One persona's failure is reported with the others', after all have run.
      failed = [`${where}: failed: ${error instanceof Error ? error.message : String(error)}`];
    }
    unasked[persona.id] = [...seen.filter((problem) => !allowed(problem)), ...failed];
    // Done with it: its context closes now rather than at the end, to keep the browser light.
    await journey?.page.context().close();
  });

  expect(unasked).toEqual(Object.fromEntries(PERSONAS.map(({ id }) => [id, []])));
});
