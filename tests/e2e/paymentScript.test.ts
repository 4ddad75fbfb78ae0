import { describe, expect, it } from 'vitest';
import { expectNoProblems, useBrowser } from './support/browser.ts';

const { open } = useBrowser();

/**
 * A billing provider whose script cannot load (an ad-blocker, a proxy, an outage), as mock mode
 * shows it with `?billing-provider=blocked`: the first load fails, Try again succeeds.
 */
describe("the payment form when the provider's script is blocked", () => {
  it('says so within seconds, and Try again brings the card form without a reload', async () => {
    const journey = await open('/subscription?tab=payment&billing-provider=blocked', {
      persona: 'monthly-active',
    });
    const { page } = journey;
    await page.getByRole('button', { name: 'Update payment method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace your payment method' });

    const failure = dialog.getByRole('alert');
    await failure.getByText('The payment form could not be loaded').waitFor({ timeout: 5_000 });
    await failure.getByRole('button', { name: 'Try again' }).click();

    await dialog.getByLabel('First name on card').waitFor({ timeout: 5_000 });
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);
    // A blocked script is a handled failure: no uncaught rejection, no console error.
    expectNoProblems(journey);
    await journey.close();
  });
});
