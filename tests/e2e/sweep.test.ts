import type { Page } from 'playwright-core';
import { describe, type ExpectStatic, it } from 'vitest';
import { PERSONAS } from '../../mocks/personas/index.ts';
import { type Persona, PERSONA_REGISTRY } from '../../mocks/personas/seeds.ts';
import { paths, productPath } from '../../src/config/paths.ts';
import { useBrowser } from './support/browser.ts';

/**
 * Every persona on every screen (issue 30): what a frontend developer opens on `npm start`. A
 * screen may show a failure only where the persona asks for one (its scenario presets); nowhere an
 * uncaught error. One page per persona, moving between screens as the app's own links do (the
 * router's history), so the sweep costs a few seconds per persona, several personas at once.
 */
const { open } = useBrowser();

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

/** Requests under way, so a screen is judged once everything it asked for has answered. */
function countInFlight(page: Page, counter: { pending: number }): void {
  page.on('request', () => (counter.pending += 1));
  page.on('requestfinished', () => (counter.pending -= 1));
  page.on('requestfailed', () => (counter.pending -= 1));
}

async function visit(
  expect: ExpectStatic,
  page: Page,
  path: string,
  pending: () => number,
): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator('h1').first().waitFor();
  // Settled: nothing under way at two looks in a row.
  await expect.poll(() => pending(), { interval: 100 }).toBe(0);
  await expect.poll(() => pending(), { interval: 150 }).toBe(0);
}

describe.concurrent('every persona on every screen', () => {
  it.for(PERSONAS.map(({ id, scenarios }) => [id, scenarios] as const))(
    '%s: no error it does not ask for',
    async ([personaId, scenarios], { expect }) => {
      const counter = { pending: 0 };
      const journey = await open(paths.profile, {
        persona: personaId,
        prepare: async (page) => countInFlight(page, counter),
      });
      const { page } = journey;
      const pending = () => counter.pending;
      await page.locator('h1').first().waitFor();
      const seen = journey.problems.map((problem) => `first load: ${problem}`);
      for (const route of ROUTES) {
        const before = journey.problems.length;
        await visit(expect, page, route, pending);
        seen.push(...journey.problems.slice(before).map((problem) => `${route}: ${problem}`));
      }
      // Uncaught errors never; failed calls only where the persona asks for them: its scenario
      // presets; a 401 where its session is meant to fail (no account to sign in to, or a first
      // token issued expired); no-account's subscription calls, which answer 404 until the portal
      // has created its account.
      const persona: Persona = PERSONA_REGISTRY[personaId];
      const allowed = (problem: string) =>
        (scenarios !== null && problem.includes('Failed to load resource')) ||
        ((persona.account === null || persona.firstTokenExpired === true) &&
          problem.includes('status of 401')) ||
        (personaId === 'no-account' && problem.includes('status of 404'));
      expect(seen.filter((problem) => !allowed(problem))).toEqual([]);
      await journey.close();
    },
  );
});
