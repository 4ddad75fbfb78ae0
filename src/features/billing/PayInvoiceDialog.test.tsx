import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/api/errorMessages.ts';
import { answer, answerWith, barrier, holdAnswers, recordRequests } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();
// The first render loads the lazy routes and the boot sequence: slower than a second on a busy CI.

const DIALOG = 'Pay €23.79 now';
const declined = {
  message: 'Your card was declined. Please use a different card or contact your bank.',
  type: 'transaction',
  code: 'card_declined',
};

/** The past-due persona's invoices, its failed renewal's Pay now pressed. */
async function openPayment() {
  const app = renderApp('/subscription?tab=invoices', { persona: 'past-due' });
  const section = await screen.findByRole('region', { name: 'Invoices' });
  await app.user.click(within(section).getByRole('button', { name: /^Pay now/ }));
  const dialog = await screen.findByRole('dialog', { name: DIALOG });
  return { ...app, section, dialog };
}

const failedRow = (section: HTMLElement) =>
  within(section)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes('Payment failed'));

describe('paying a failed invoice from the invoices', () => {
  it('offers Pay now on the failed invoice only, priced with the service’s figures', async () => {
    const { section, dialog } = await openPayment();
    expect(within(section).getAllByRole('button', { name: /^Pay now/ })).toHaveLength(1);
    expect(failedRow(section)).toHaveTextContent('November 14, 2026€23.79Payment failedPay now');
    expect(dialog).toHaveTextContent(
      'Your payment of €23.79 on November 14, 2026 failed. Pay it now to keep Reason+.',
    );
    expect(
      await within(dialog).findByText('€23.79 will be charged to Visa ending 1881 now.'),
    ).toBeVisible();
  });

  it('pays once with the saved card, with an Idempotency-Key, and the invoice reads Paid', async () => {
    const paid = recordRequests('payInvoice');
    const { user, section, dialog } = await openPayment();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay €23.79' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).toBeNull());
    expect(await screen.findByText(/€23\.79 is paid/)).toBeVisible();
    await waitFor(() => expect(failedRow(section)).toBeUndefined());
    expect(within(section).queryByRole('button', { name: /^Pay now/ })).toBeNull();
    expect(paid).toHaveLength(1);
    expect(paid[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends one payment for a double click', async () => {
    const paid = recordRequests('payInvoice');
    const held = holdAnswers('payInvoice');
    const { user, dialog } = await openPayment();
    const pay = await within(dialog).findByRole('button', { name: 'Pay €23.79' });
    await user.dblClick(pay);
    await held.arrived;
    await barrier();
    expect(paid).toHaveLength(1);
    held.release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).toBeNull());
  });

  it('shows a declined card beside the button and keeps the dialog open', async () => {
    answerWith('payInvoice', 400, declined);
    const { user, section, dialog } = await openPayment();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay €23.79' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.cardDeclined);
    expect(within(dialog).getByRole('button', { name: 'Pay €23.79' })).toBeEnabled();
    expect(
      within(dialog).getByRole('button', { name: 'Use another card or PayPal' }),
    ).toBeEnabled();
    expect(failedRow(section)).toBeDefined();
  });

  it('sends the same key again after a lost answer, a new one after a refusal', async () => {
    const paid = recordRequests('payInvoice');
    answer('payInvoice', () => HttpResponse.json({ message: 'boom' }, { status: 503 }), {
      once: true,
    });
    const { user, dialog } = await openPayment();
    const pay = await within(dialog).findByRole('button', { name: 'Pay €23.79' });
    await user.click(pay);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.somethingWentWrong);
    answerWith('payInvoice', 400, declined, { once: true });
    await user.click(pay);
    await within(dialog).findByText(MESSAGES.cardDeclined);
    await user.click(pay);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).toBeNull());
    const keys = paid.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('pays with another card after the bank’s 3-D Secure challenge', async () => {
    const sent = recordRequests('updatePaymentMethod', 'payInvoice');
    const { user, section, dialog } = await openPayment();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Use another card or PayPal' }),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Save and pay €23.79' }));
    const challenge = await screen.findByRole('dialog', {
      name: 'Confirm your payment (3-D Secure)',
    });
    await user.click(within(challenge).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).toBeNull());
    await waitFor(() => expect(failedRow(section)).toBeUndefined());
    expect(sent.map((request) => new URL(request.url).pathname.split('/').at(-1))).toEqual([
      'payment_method',
      'payment_method',
      'payment',
    ]);
  });
});

describe('the overview of a past-due subscription', () => {
  it('says what failed and until when, and Pay now keeps the subscription', async () => {
    const { user } = renderApp('/subscription', { persona: 'past-due' });
    const notice = await screen.findByRole('alert', {
      name: 'Your payment of €23.79 on November 14, 2026 failed',
    });
    expect(notice).toHaveTextContent(
      'Pay now to keep Reason+. Unless it is paid, your subscription ends on November 28, 2026.',
    );
    await user.click(within(notice).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    await user.click(await within(dialog).findByRole('button', { name: 'Pay €23.79' }));
    await waitFor(() =>
      expect(screen.queryByText('Your payment of €23.79 on November 14, 2026 failed')).toBeNull(),
    );
    expect(await screen.findByText(/€23\.79 is paid/)).toBeVisible();
  });

  it('says nothing of a failed payment when nothing is overdue', async () => {
    renderApp('/subscription', { persona: 'monthly-active' });
    await screen.findByRole('heading', { name: 'Reason+ Monthly' });
    expect(screen.queryByText(/Your payment of .* failed/)).toBeNull();
  });
});
