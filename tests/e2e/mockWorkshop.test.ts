import type { Page } from '@playwright/test';
import { MOCK_SERVICE_PATHS } from '../../src/config/services.ts';
import { expect, test } from './support/fixtures.ts';

const panel = (page: Page) => page.getByRole('complementary', { name: 'Mock scenarios' });

/** Expected failures (the ones asked for) show in the console as resource errors; nothing else may. */
const resourceError = (problem: string) => problem.startsWith('Failed to load resource');

/**
 * The offline switch's failures: a call to one of the four services (the orders list, and what
 * the shell reads again meanwhile), failed as a network failure.
 */
const offlineCall = (problem: string) => {
  const failed = /^request failed: [A-Z]+ (\S+) \(net::ERR_FAILED\)$/.exec(problem);
  const path = failed?.[1] ? new URL(failed[1]).pathname : '';
  return Object.values(MOCK_SERVICE_PATHS).some((service) => path.startsWith(`${service}/`));
};

/** Marks the page: the mark is gone if the page reloads. */
const markPage = (page: Page) => page.evaluate(() => Reflect.set(window, 'journeyMark', true));
const stillSamePage = (page: Page) =>
  page.evaluate(() => Reflect.get(window, 'journeyMark') === true);

test.describe('the mock backend’s panel', () => {
  test('applies a scenario at once, without a reload, and logs the call it shaped', async ({
    open,
  }) => {
    const { page } = await open('/orders', {
      persona: 'monthly-active',
      expected: (problem) => resourceError(problem) || offlineCall(problem),
    });
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await markPage(page);

    await panel(page).getByRole('button', { name: 'Scenarios' }).click();
    // Only what the document lists for the operation is offered: listOrders has no 404.
    const listOrders = panel(page).getByLabel('listOrders');
    const offered = await listOrders
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toEqual(
      expect.arrayContaining(['', 'hang', 'network', '400-validation', '500', 'empty']),
    );
    expect(offered).not.toContain('404');
    await listOrders.selectOption('empty');

    await expect(page.getByText('You have no orders yet.')).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
    const log = panel(page).getByRole('table', { name: 'Request log' });
    await expect(log.getByRole('row').filter({ hasText: 'listOrders:empty' }).first()).toHaveText(
      /listOrdersGET \/shop\/api\/orders200\d+listOrders:empty/,
    );

    // The offline switch: every call fails as a network failure, at once too.
    await panel(page).getByLabel('listOrders').selectOption('');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await panel(page).getByLabel('Offline: every call fails as a network failure').check();
    await expect(
      page.getByRole('alert').filter({ hasText: 'could not be loaded' }).first(),
    ).toBeVisible();
    await expect(log.getByRole('row').filter({ hasText: 'network failure' }).first()).toBeVisible();
    await panel(page).getByLabel('Offline: every call fails as a network failure').uncheck();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
  });

  test('moves the mock clock past a trial’s end: the first invoice, and a link that brings it back', async ({
    open,
  }) => {
    const { page } = await open('/subscription', {
      persona: 'monthly-trial',
      prepare: (page) => page.context().grantPermissions(['clipboard-read', 'clipboard-write']),
      expected: resourceError,
    });
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await expect(invoices).toBeVisible();
    await expect(invoices.getByRole('row').filter({ hasText: 'December 10, 2026' })).toHaveCount(0);
    await markPage(page);

    await panel(page).getByRole('button', { name: 'Scenarios' }).click();
    const today = panel(page).getByLabel('Mock today');
    await today.fill('2026-12-11');
    await today.press('Enter');

    // Reason+ Monthly in Italy after its free month: €19.99 and 22% VAT.
    const first = invoices.getByRole('row').filter({ hasText: 'December 10, 2026' });
    await expect(first).toBeVisible();
    await expect(first).toContainText('€24.39');
    expect(await stillSamePage(page)).toBe(true);

    await panel(page).getByRole('button', { name: 'Copy link' }).click();
    await expect(panel(page).getByRole('button', { name: 'Link copied' })).toBeVisible();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(Object.fromEntries(link.searchParams)).toEqual({
      tab: 'invoices',
      persona: 'monthly-trial',
      clock: expect.stringMatching(/^2026-12-11T00:00:\d\dZ$/),
    });

    // The link starts the persona afresh and moves the clock again: the same invoice, same tab.
    await page.goto(link.href);
    await expect(invoices.getByRole('row').filter({ hasText: 'December 10, 2026' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('?tab=invoices');
  });

  test('moves the mock clock past a card’s expiry: the portal flags the card', async ({ open }) => {
    const { page } = await open('/subscription?tab=payment', {
      persona: 'monthly-active',
      expected: resourceError,
    });
    // Visa 4242, valid through September 2028.
    await expect(page.getByText('Visa', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Payment method invalid')).toHaveCount(0);
    await markPage(page);

    await panel(page).getByRole('button', { name: 'Scenarios' }).click();
    const today = panel(page).getByLabel('Mock today');
    await today.fill('2028-10-01');
    await today.press('Enter');

    await expect(page.getByText('Payment method invalid')).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
  });

  test('resets the persona’s data in place, and switches persona with a reload', async ({
    open,
  }) => {
    const { page } = await open('/subscription', {
      persona: 'monthly-active',
      expected: resourceError,
    });
    const summary = page.getByRole('region', { name: /^Reason\+/ });
    await expect(summary).toBeVisible();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel your subscription' })
      .getByRole('button', { name: 'No thanks, cancel' })
      .click();
    const canceled = summary.getByText('it will not renew', { exact: false });
    await expect(canceled).toBeVisible();
    const survey = page.getByRole('dialog', { name: 'Help us improve' });
    await survey.getByRole('button', { name: 'Close the survey' }).click();
    await expect(survey).toBeHidden();
    await markPage(page);

    await panel(page).getByRole('button', { name: 'Scenarios' }).click();
    await panel(page).getByRole('button', { name: 'Reset data' }).click();
    await expect(canceled).toHaveCount(0);
    expect(await stillSamePage(page)).toBe(true);

    await panel(page).getByLabel('Persona').selectOption('empty');
    await expect(page).toHaveURL(/\/subscription$/);
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await expect(page.getByText('You have no invoices yet.')).toBeVisible();
    // The panel stays open over the reload, on the new persona.
    await expect(panel(page).getByLabel('Persona')).toHaveValue('empty');
    expect(await stillSamePage(page)).toBe(false);
  });
});
