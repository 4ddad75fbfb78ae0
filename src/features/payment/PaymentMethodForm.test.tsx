import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordReports } from '@/test/recordReports.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';
import { blockMockProviderLoads } from './mockBillingProvider.tsx';

const sentry = recordReports();
useMockBackend();

beforeEach(() => sentry.clear());
afterEach(() => blockMockProviderLoads(0));

const LOAD_FAILURE_TAGS = { feature: 'payment', call: 'load-billing-provider' };

/** The alert shown where the payment form would be; found within the usual 5 s limit. */
async function paymentFormFailure(within_: ReturnType<typeof within>) {
  const alert = await within_.findByRole('alert');
  expect(alert).toHaveTextContent('The payment form could not be loaded');
  expect(alert).toHaveTextContent(
    'Our payment provider could not be reached. An ad-blocker or a firewall may be blocking it',
  );
  return within(alert).getByRole('button', { name: 'Try again' });
}

describe("the payment form when the provider's script cannot load", () => {
  it('on the Payment method tab: says so, reports it once, and loads it again on Try again', async () => {
    blockMockProviderLoads(3);
    const { user } = renderApp('/subscription?tab=payment');
    const section = await screen.findByRole('region', { name: 'Payment method' });
    const openForm = async () => {
      await user.click(within(section).getByRole('button', { name: 'Update payment method' }));
      return within(await screen.findByRole('dialog', { name: 'Replace your payment method' }));
    };

    let modal = await openForm();
    await user.click(await paymentFormFailure(modal));
    // Still blocked: the same message and a way to try again, not a dead form.
    const tryAgain = await paymentFormFailure(modal);
    expect(modal.queryByRole('button', { name: 'Save payment method' })).toBeNull();

    // Closed and opened again while still blocked: the form tries again by itself.
    await user.click(modal.getByRole('button', { name: 'Close' }));
    expect(tryAgain).not.toBeInTheDocument();
    modal = await openForm();
    await user.click(await paymentFormFailure(modal));

    expect(await modal.findByRole('textbox', { name: 'First name on card' })).toBeInTheDocument();
    expect(modal.getByRole('combobox', { name: /Test card/ })).toBeVisible();
    expect(modal.queryByRole('alert')).toBeNull();
    expect(await sentry.reports()).toMatchObject([
      { type: 'ScriptLoadError', tags: LOAD_FAILURE_TAGS },
    ]);
  });

  it('at checkout: Try again keeps the plan and the coupon the customer already chose', async () => {
    blockMockProviderLoads(1);
    const { user } = renderApp('/signup', { persona: 'trial-eligible' });
    const page = within(document.body);
    const tryAgain = await paymentFormFailure(page);

    await user.click(screen.getByRole('radio', { name: /Reason\+ Annual/ }));
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'HALF6');
    await user.click(tryAgain);

    expect(await screen.findByRole('textbox', { name: 'First name on card' })).toHaveValue('Lena');
    expect(screen.getByRole('radio', { name: /Reason\+ Annual/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('HALF6');
    expect(await sentry.reports()).toMatchObject([
      { type: 'ScriptLoadError', tags: LOAD_FAILURE_TAGS },
    ]);
  });
});
