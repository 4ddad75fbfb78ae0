import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node.ts';
import { MESSAGES } from '@/api/errorMessages.ts';
import { answer, recordRequests, serviceError } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();
// The first render loads the lazy routes and the boot sequence: slower than a second on a busy CI.

async function openPaymentMethod(persona = 'monthly-active') {
  const app = renderApp('/subscription?tab=payment', { persona });
  const section = await screen.findByRole('region', { name: 'Payment method' });
  return { ...app, section };
}

async function openReplaceForm(user: ReturnType<typeof renderApp>['user'], section: HTMLElement) {
  await user.click(
    within(section).getByRole('button', { name: /^(Replace|Update|Add) payment method$/ }),
  );
  const modal = await screen.findByRole('dialog', { name: /payment method/ });
  await within(modal).findByRole('button', { name: 'Save payment method' });
  return modal;
}

describe('the saved payment method', () => {
  it('shows a card with its brand, last digits and expiry', async () => {
    const { section } = await openPaymentMethod();
    expect(within(section).getByText('Visa ending 4242')).toBeVisible();
    expect(within(section).getByText('Expires 09/2028')).toBeVisible();
    expect(within(section).queryByText('Expired')).toBeNull();
  });

  it('shows a PayPal billing agreement', async () => {
    const { section } = await openPaymentMethod('paypal');
    expect(within(section).getByText('PayPal (olivia.brown.music@example.com)')).toBeVisible();
  });

  it('flags a card whose expiry is past and asks for a valid one', async () => {
    const { section } = await openPaymentMethod('expired-card');
    expect(within(section).getByText('Expired')).toBeVisible();
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Mastercard ending 4444 expired at the end of 08/2026. Add a valid payment method so future charges go through.',
    );
  });

  it('offers nothing to manage on a free account', async () => {
    const { section } = await openPaymentMethod('employee');
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).getByText(/Your account is free/)).toBeVisible();
  });

  it('shows a failed load where the payment method would be, and retries', async () => {
    answer('getBillingAccount', () => serviceError(500, 'boom', 'server'));
    const { user } = renderApp('/subscription?tab=payment');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your payment method could not be loaded');
    expect(failure).toHaveTextContent(MESSAGES.somethingWentWrong);
    mockServer.resetHandlers();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Visa ending 4242')).toBeVisible();
  });
});

describe('replacing the payment method', () => {
  it('replaces an expired card and shows the new one', async () => {
    const saves = recordRequests('updatePaymentMethod');
    const { user, section } = await openPaymentMethod('expired-card');
    const modal = await openReplaceForm(user, section);
    expect(modal).toHaveTextContent(
      'The new payment method replaces Mastercard ending 4444 for every future charge.',
    );
    await user.click(within(modal).getByRole('button', { name: 'Save payment method' }));

    await waitFor(() => expect(within(section).getByText('Visa ending 4242')).toBeVisible());
    expect(within(section).queryByText('Expired')).toBeNull();
    expect(saves).toHaveLength(1);
    expect(await saves[0]?.json()).toEqual({ token_id: 'tok_mock_visa_4242' });
  });

  it('shows a declined card in the form and keeps what was typed', async () => {
    const { user, section } = await openPaymentMethod('expired-card');
    const modal = await openReplaceForm(user, section);
    const firstName = within(modal).getByRole('textbox', { name: 'First name on card' });
    await user.clear(firstName);
    await user.type(firstName, 'Kim');
    await user.click(within(modal).getByRole('combobox', { name: /Test card/ }));
    // The list opens in its own portal, which the modal hides from the accessibility tree.
    await user.click(await screen.findByRole('option', { name: /declined/, hidden: true }));
    await user.click(within(modal).getByRole('button', { name: 'Save payment method' }));

    expect(await within(modal).findByRole('alert')).toHaveTextContent(MESSAGES.cardDeclined);
    expect(firstName).toHaveValue('Kim');
    expect(within(section).getByText('Mastercard ending 4444')).toBeVisible();
  });

  it('saves a card through the 3-D Secure challenge', async () => {
    const saves = recordRequests('updatePaymentMethod');
    const { user, section } = await openPaymentMethod('threeds');
    const modal = await openReplaceForm(user, section);
    await user.click(within(modal).getByRole('button', { name: 'Save payment method' }));
    const challenge = await screen.findByRole('dialog', {
      name: 'Confirm your payment (3-D Secure)',
    });
    await user.click(within(challenge).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(within(section).getByText('Visa ending 4242')).toBeVisible());
    expect(saves).toHaveLength(2);
    expect(await saves[1]?.json()).toMatchObject({
      token_id: 'tok_mock_visa_4242',
      three_d_secure_action_result_token_id: expect.stringMatching(/^3ds-ok/),
    });
  });

  it('shows a failed 3-D Secure challenge and keeps the old card', async () => {
    const { user, section } = await openPaymentMethod('threeds');
    const modal = await openReplaceForm(user, section);
    await user.click(within(modal).getByRole('button', { name: 'Save payment method' }));
    const challenge = await screen.findByRole('dialog', {
      name: 'Confirm your payment (3-D Secure)',
    });
    await user.click(within(challenge).getByRole('button', { name: 'Fail authentication' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(MESSAGES.threeDSecureFailed);
    expect(within(section).getByText('Visa ending 3220')).toBeVisible();
  });
});

describe('removing the payment method', () => {
  it('is not offered while a subscription renews on it: says why, and offers updating it', async () => {
    const { section } = await openPaymentMethod();
    expect(within(section).queryByRole('button', { name: 'Remove payment method' })).toBeNull();
    expect(section).toHaveTextContent(
      'Your subscription renews, so it needs a payment method: you can update this one, not remove it.',
    );
    expect(within(section).getByRole('button', { name: 'Update payment method' })).toBeVisible();
  });

  it.each(['paused', 'expired-card'])(
    'is not offered on %s either: that subscription still renews',
    async (persona) => {
      const { section } = await openPaymentMethod(persona);
      expect(within(section).queryByRole('button', { name: 'Remove payment method' })).toBeNull();
    },
  );

  it.each(['annual-canceled', 'expired'])(
    'is offered on %s: nothing renews on it',
    async (persona) => {
      const { section } = await openPaymentMethod(persona);
      expect(within(section).getByRole('button', { name: 'Remove payment method' })).toBeVisible();
      expect(within(section).getByRole('button', { name: 'Replace payment method' })).toBeVisible();
      expect(section).not.toHaveTextContent('Your subscription renews');
    },
  );

  it('removes it when nothing renews on it any more', async () => {
    const { user, section } = await openPaymentMethod('annual-canceled');
    await user.click(within(section).getByRole('button', { name: 'Remove payment method' }));
    const modal = await screen.findByRole('dialog', { name: 'Remove your payment method' });
    await user.click(within(modal).getByRole('button', { name: 'Remove payment method' }));
    await waitFor(() =>
      expect(within(section).getByText(/^There is no payment method on file\./)).toBeVisible(),
    );
    expect(within(section).getByRole('button', { name: 'Add payment method' })).toBeVisible();
  });

  it('sends one request for a double click while the first is on its way', async () => {
    const removals = recordRequests('deletePaymentMethod');
    answer('deletePaymentMethod', async () => {
      await delay(100);
      return serviceError(500, 'boom', 'server');
    });
    const { user, section } = await openPaymentMethod('annual-canceled');
    await user.click(within(section).getByRole('button', { name: 'Remove payment method' }));
    const modal = await screen.findByRole('dialog', { name: 'Remove your payment method' });
    await user.dblClick(within(modal).getByRole('button', { name: 'Remove payment method' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(MESSAGES.somethingWentWrong);
    expect(removals).toHaveLength(1);
  });

  it('shows the general message when the server fails', async () => {
    answer('deletePaymentMethod', () => serviceError(500, 'boom', 'server'));
    const { user, section } = await openPaymentMethod('annual-canceled');
    await user.click(within(section).getByRole('button', { name: 'Remove payment method' }));
    const modal = await screen.findByRole('dialog', { name: 'Remove your payment method' });
    await user.click(within(modal).getByRole('button', { name: 'Remove payment method' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(MESSAGES.somethingWentWrong);
  });
});
