import { chromium } from '@playwright/test';
import { serveBillingProvider } from '../../scripts/bench/billingProviderHost.ts';
import { PASS_INTEGRITY } from '../../scripts/billingProviderStandIn.ts';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from '../../scripts/chromium.ts';
import { BILLING_SCRIPT } from '../../src/config/billingScript.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * What `npm run bench` relies on, in the production build: the billing provider's hosts answered
 * by a server of its own (`scripts/bench/billingProviderHost.ts`), which its browser resolves them
 * to, with no request intercepted.
 */
test("the bench's billing provider: checkout draws its card form and reports nothing, and a second tab's code comes from the cache", async ({
  production,
}) => {
  const { proxy, site } = production;
  const provider = await serveBillingProvider();
  const browser = await chromium.launch({
    executablePath: HEADLESS_SHELL_PATH,
    args: [...CHROMIUM_FLAGS, ...provider.chromiumArgs],
  });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    await context.addInitScript({ content: PASS_INTEGRITY });
    const page = await context.newPage();
    const asked: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(
      `${proxy.url}/auth/account/login?persona=trial-eligible&redirect=${encodeURIComponent(`${site.url}/signup`)}`,
    );
    const frame = page.frameLocator('iframe[title="Card number"]');
    await expect(frame.getByLabel('Card number')).toBeVisible({ timeout: 15_000 });
    // A failed provider script would be reported, and the report downloads Sentry (decision 025).
    expect(asked.filter((url) => url.includes('/assets/sentry-'))).toEqual([]);
    expect(asked).toContain(BILLING_SCRIPT.src);
    expect(problems).toEqual([]);

    // The bench's repeat visit: the same context's cache, as Playwright's routing would not keep.
    const second = await context.newPage();
    await second.goto(`${site.url}/signup`);
    await expect(
      second.frameLocator('iframe[title="Card number"]').getByLabel('Card number'),
    ).toBeVisible({ timeout: 15_000 });
    const fromNetwork = await second.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .filter((entry) => (entry as PerformanceResourceTiming).transferSize > 0)
        .map((entry) => entry.name),
    );
    expect(fromNetwork).toEqual([]);
  } finally {
    await browser.close();
    await provider.close();
  }
});
