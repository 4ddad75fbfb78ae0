import type { Page } from '@playwright/test';
import { type OperationId, operationSent } from '../../src/test/inventory.ts';
import { expect, test } from './support/fixtures.ts';
import { MESSAGES } from './support/messages.ts';

/**
 * Checkout when the sign-in service goes away between the saved card and the subscription (issue
 * 27): the session stays, the card is not asked for again, and the order goes through once the
 * service answers. Faults come from the mock's scenario panel, as a frontend developer sets them.
 */

/** Requests the page sends to one operation, counted from now on. */
function countRequests(page: Page, operationId: OperationId): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (operationSent(request.method(), new URL(request.url()).pathname) === operationId) {
      seen.push(request.method());
    }
  });
  return seen;
}

/** Sets one operation's behaviour in the mock's scenario panel, then closes it. */
async function setScenario(page: Page, operationId: string, behaviour: string): Promise<void> {
  const panel = page.getByRole('complementary', { name: 'Mock scenarios' });
  if (!(await panel.getByRole('heading', { name: 'Mock backend' }).count())) {
    await panel.getByRole('button', { name: /^Scenarios/ }).click();
  }
  const operation = panel.getByLabel(operationId, { exact: true });
  if (!(await operation.count())) {
    await panel.getByLabel('Another operation').selectOption(operationId);
  }
  await operation.selectOption(behaviour);
}

async function closeScenarios(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close the scenario panel' }).click();
}

/** The 401 and 500 the journey asks the mock for show as resource errors in the console. */
const resourceError = (problem: string) => problem.startsWith('Failed to load resource');

test.describe('a checkout the sign-in service interrupts', () => {
  test('keeps the card saved through 3-D Secure, and subscribes once the service is back without asking for it again', async ({
    open,
  }) => {
    const { page } = await open('/signup', { persona: 'threeds-new', expected: resourceError });
    await expect(page.getByLabel('First name on card')).toBeVisible();
    const saves = countRequests(page, 'updatePaymentMethod');
    const creates = countRequests(page, 'createSubscription');
    const consent = page.getByRole('checkbox', { name: /I want access to Reason\+ now/ });
    if (await consent.count()) await consent.check();

    // The access token has expired by the time the card is saved, and the sign-in service is down.
    await setScenario(page, 'createSubscription', '401');
    await setScenario(page, 'refreshAccessToken', '500');
    await closeScenarios(page);

    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    const challenge = page.getByRole('dialog', { name: 'Confirm your payment (3-D Secure)' });
    await challenge.getByRole('button', { name: 'Approve' }).click();
    const failure = page.getByRole('alert').filter({ hasText: MESSAGES.signInUnreachable });
    await expect(failure).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Reconnecting' })).toBeVisible();
    expect(saves).toHaveLength(2);
    // The card is on file now: it is offered, and the card form is not asked for again.
    await expect(page.getByRole('radio', { name: /^Pay with Visa •••• 4242/ })).toBeChecked();
    await expect(page.getByLabel('First name on card')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/signup');

    // The service answers again: the portal's own retry gets a token, and the order goes through.
    await setScenario(page, 'createSubscription', '');
    await setScenario(page, 'refreshAccessToken', '');
    await closeScenarios(page);
    await expect(page.getByRole('heading', { name: /^You are subscribed to/ })).toBeVisible({
      timeout: 10_000,
    });
    expect(saves).toHaveLength(2);
    await expect(challenge).toHaveCount(0);
    // The attempt refused for its token, and the one that subscribed: one subscription.
    expect(creates).toHaveLength(2);
    await page.getByRole('link', { name: 'Go to your subscription' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await expect(page.getByText(/Reason\+ Monthly/).first()).toBeVisible();
  });
});
