import type { Page } from '@playwright/test';
import { standInOverDevTools } from '../../scripts/billingProviderStandIn.ts';
import { expect, type ProductionBehindProxy, test } from './support/fixtures.ts';

/**
 * What `npm run bench` relies on, in the production build: its stand-in for the billing provider,
 * whose hosts are out of reach here (`scripts/billingProviderStandIn.ts`).
 */

const signupSignedIn = ({ proxy, site }: ProductionBehindProxy) =>
  `${proxy.url}/auth/account/login?persona=trial-eligible&redirect=${encodeURIComponent(`${site.url}/signup`)}`;

/** The tab's requests by path, the provider's stand-in answering its hosts. */
async function withStandIn(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await standInOverDevTools(await page.context().newCDPSession(page));
  return asked;
}

test("the bench's stand-in for the billing provider: checkout draws its card form and reports nothing, and a second tab's code comes from the cache", async ({
  open,
  production,
}) => {
  let asked: string[] = [];
  const { page } = await open(signupSignedIn(production), {
    prepare: async (tab) => {
      asked = await withStandIn(tab);
    },
  });
  await expect(page.getByTitle('Card number')).toBeVisible({ timeout: 15_000 });
  // A failed provider script would be reported, and the report downloads Sentry (decision 025).
  expect(asked.filter((path) => path.includes('/assets/sentry-'))).toEqual([]);

  // The bench's repeat visit: Playwright's own routing would turn the browser's cache off.
  const second = await page.context().newPage();
  await withStandIn(second);
  await second.goto(`${production.site.url}/signup`);
  await expect(second.getByTitle('Card number')).toBeVisible({ timeout: 15_000 });
  const fromNetwork = await second.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .filter((entry) => (entry as PerformanceResourceTiming).transferSize > 0)
      .map((entry) => entry.name),
  );
  expect(fromNetwork).toEqual([]);
});
