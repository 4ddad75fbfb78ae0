import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { MESSAGES } from './support/messages.ts';

const summary = (page: Page) => page.getByRole('region', { name: /^Reason\+/ });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Mock scenarios' });

/** Expected failures (the 500 asked for) show in the console as resource errors; nothing else may. */
const resourceError = (problem: string) => problem.startsWith('Failed to load resource');

async function cancelSubscription(page: Page) {
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your subscription' })
    .getByRole('button', { name: 'No thanks, cancel' })
    .click();
}

test.describe('mock scenarios in the browser worker', () => {
  test('makes cancelSubscription answer 500 from the panel, then switches it back', async ({
    open,
  }) => {
    const { page } = await open('/subscription', {
      persona: 'monthly-active',
      expected: resourceError,
    });
    await expect(summary(page)).toBeVisible();

    await panel(page).getByRole('button', { name: 'Scenarios' }).click();
    // The screen's own calls are listed; the action's operation is picked from all of them.
    await expect(panel(page).getByLabel('listSubscriptions')).toBeVisible();
    await panel(page).getByLabel('Another operation').selectOption('cancelSubscription');
    await panel(page).getByLabel('cancelSubscription').selectOption('500');
    await panel(page).getByRole('button', { name: 'Close the scenario panel' }).click();
    await expect(panel(page).getByRole('button', { name: 'Scenarios (1)' })).toBeVisible();

    await cancelSubscription(page);
    // The dialog re-reads the subscription and says it is unchanged (issue 26).
    await expect(page.getByText(MESSAGES.unchangedAfterServerError).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // Alt+Shift+S opens the panel too.
    await page.keyboard.press('Alt+Shift+KeyS');
    await panel(page).getByLabel('cancelSubscription').selectOption('');
    await page.keyboard.press('Alt+Shift+KeyS');
    await expect(panel(page).getByRole('button', { name: 'Scenarios', exact: true })).toBeVisible();

    await cancelSubscription(page);
    await expect(
      summary(page).getByText('Active until December 14, 2026; it will not renew.'),
    ).toBeVisible();
  });

  test('opens /orders empty from a shared URL, which keeps the scenario over a reload', async ({
    open,
  }) => {
    const { page } = await open('/orders?scenario=listOrders:empty', {
      persona: 'monthly-active',
      expected: resourceError,
    });
    await expect(page.getByText('You have no orders yet.')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await expect(page.getByText('You have no orders yet.')).toBeVisible();
  });

  test('starts the broken persona with its preset, and choosing another persona clears it', async ({
    open,
  }) => {
    const { page } = await open('/orders', { persona: 'broken', expected: resourceError });
    // The shop is down: the orders screen says so where its list would be (decision 016).
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Scenarios (3)' })).toBeVisible();
    await page.goto(new URL('/orders?persona=monthly-active', page.url()).href);
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Scenarios', exact: true })).toBeVisible();
  });
});
