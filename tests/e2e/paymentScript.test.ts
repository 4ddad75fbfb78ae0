import { expect, test } from './support/fixtures.ts';

/**
 * A billing provider whose script cannot load (an ad-blocker, a proxy, an outage), as mock mode
 * shows it with `?billing-provider=blocked`: the first load fails, Try again succeeds.
 */
test.describe("the payment form when the provider's script is blocked", () => {
  test('says so within seconds, and Try again brings the card form without a reload', async ({
    open,
  }) => {
    // A blocked script is a handled failure: no uncaught rejection, no console error (the
    // fixture checks after the test).
    const { page } = await open('/subscription?tab=payment&billing-provider=blocked', {
      persona: 'monthly-active',
    });
    await page.getByRole('button', { name: 'Update payment method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace your payment method' });

    const failure = dialog.getByRole('alert');
    await expect(failure.getByText('The payment form could not be loaded')).toBeVisible({
      timeout: 5_000,
    });
    await failure.getByRole('button', { name: 'Try again' }).click();

    await expect(dialog.getByLabel('First name on card')).toBeVisible({ timeout: 5_000 });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });
});
