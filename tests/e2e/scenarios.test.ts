import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/api/errorMessages.ts';
import { type JourneyPage, useBrowser } from './support/browser.ts';

const { open } = useBrowser();

const summary = (journey: JourneyPage) => journey.page.getByRole('region', { name: /^Reason\+/ });
const panel = (journey: JourneyPage) =>
  journey.page.getByRole('complementary', { name: 'Mock scenarios' });

/** Expected failures (the 500 asked for) show in the console as resource errors; nothing else may. */
const unexpected = (journey: JourneyPage) =>
  journey.problems.filter((problem) => !problem.startsWith('Failed to load resource'));

async function cancelSubscription(journey: JourneyPage) {
  await journey.page.getByRole('button', { name: 'Cancel subscription' }).click();
  await journey.page
    .getByRole('dialog', { name: 'Cancel your subscription' })
    .getByRole('button', { name: 'No thanks, cancel' })
    .click();
}

describe('mock scenarios in the browser worker', () => {
  it('makes cancelSubscription answer 500 from the panel, then switches it back', async () => {
    const journey = await open('/subscription', { persona: 'monthly-active' });
    const { page } = journey;
    await summary(journey).waitFor();

    await panel(journey).getByRole('button', { name: 'Scenarios' }).click();
    // The screen's own calls are listed; the action's operation is picked from all of them.
    await panel(journey).getByLabel('listSubscriptions').waitFor();
    await panel(journey).getByLabel('Another operation').selectOption('cancelSubscription');
    await panel(journey).getByLabel('cancelSubscription').selectOption('500');
    await panel(journey).getByRole('button', { name: 'Close the scenario panel' }).click();
    await panel(journey).getByRole('button', { name: 'Scenarios (1)' }).waitFor();

    await cancelSubscription(journey);
    // The dialog re-reads the subscription and says it is unchanged (issue 26).
    await page.getByText(MESSAGES.unchangedAfterServerError).first().waitFor();
    await page.keyboard.press('Escape');

    // Alt+Shift+S opens the panel too.
    await page.keyboard.press('Alt+Shift+KeyS');
    await panel(journey).getByLabel('cancelSubscription').selectOption('');
    await page.keyboard.press('Alt+Shift+KeyS');
    await panel(journey).getByRole('button', { name: 'Scenarios', exact: true }).waitFor();

    await cancelSubscription(journey);
    await summary(journey)
      .getByText('Active until December 14, 2026; it will not renew.')
      .waitFor();
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });

  it('opens /orders empty from a shared URL, which keeps the scenario over a reload', async () => {
    const journey = await open('/orders?scenario=listOrders:empty', { persona: 'monthly-active' });
    const { page } = journey;
    await page.getByText('You have no orders yet.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await page.getByText('You have no orders yet.').waitFor();
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });

  it('starts the broken persona with its preset, and choosing another persona clears it', async () => {
    const journey = await open('/orders', { persona: 'broken' });
    const { page } = journey;
    // The shop is down: the orders screen says so where its list would be (decision 016).
    await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).waitFor();
    await panel(journey).getByRole('button', { name: 'Scenarios (3)' }).waitFor();
    await page.goto(new URL('/orders?persona=monthly-active', page.url()).href);
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await panel(journey).getByRole('button', { name: 'Scenarios', exact: true }).waitFor();
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });
});
