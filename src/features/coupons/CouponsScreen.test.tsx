import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node.ts';
import { MESSAGES } from '@/api/errorMessages.ts';
import { answerWith } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();
// The first render loads the lazy routes and the boot sequence: slower than a second on a busy CI.

const coupon = (name: string) => screen.getByRole('article', { name });

describe('CouponsScreen', () => {
  it('lists the account coupons with their state, what they give and for how long', async () => {
    renderApp('/coupons');
    await screen.findByRole('heading', { level: 1, name: 'Coupons' });
    await screen.findByRole('heading', { level: 2, name: '15% off' });

    const offered = coupon('15% off');
    // A subscriber cannot add it to the subscription: not listed as "Available", and says why.
    expect(await within(offered).findByText('For a new subscription')).toBeVisible();
    expect(within(offered).queryByText('Available')).toBeNull();
    expect(within(offered).getByText(/cannot be added to your current subscription/)).toBeVisible();
    expect(within(offered).queryByRole('link')).toBeNull();
    expect(within(offered).getByText('SAVE15')).toBeVisible();
    expect(within(offered).getByText('15% off', { selector: 'dd' })).toBeVisible();
    // Its name already says what it gives: heading and discount only, not a third time.
    expect(within(offered).getAllByText('15% off')).toHaveLength(2);
    expect(within(offered).getByText('For as long as you subscribe')).toBeVisible();
    expect(within(offered).getByText('All plans')).toBeVisible();

    const trial = coupon('First month free');
    expect(within(trial).getByText('Inactive')).toBeVisible();
    expect(within(trial).getByText('1 month free')).toBeVisible();
    expect(within(trial).getByText('one month free')).toBeVisible();
    expect(within(trial).getByText('Once')).toBeVisible();
    expect(within(trial).getByText('Monthly')).toBeVisible();
  });

  it('leads a customer without a subscription to checkout with an available coupon', async () => {
    renderApp('/coupons', { persona: 'trial-eligible' });
    await screen.findByRole('heading', { level: 2, name: 'First month free' });
    const offer = coupon('First month free');
    expect(await within(offer).findByText('Available')).toBeVisible();
    expect(
      within(offer).getByText('Use it when you subscribe to Monthly: enter its code at checkout.'),
    ).toBeVisible();
    expect(within(offer).getByRole('link', { name: 'Subscribe with this coupon' })).toHaveAttribute(
      'href',
      '/signup?coupon=first-month-introduction-offer',
    );
  });

  it('says when there are none', async () => {
    renderApp('/coupons', { persona: 'expired' });
    expect(await screen.findByText(/^You have no coupons\./)).toBeVisible();
  });

  it('shows a failed load with the catalogue message, and retries', async () => {
    answerWith('listCoupons', 500, { message: 'boom', type: 'server' });
    const { user } = renderApp('/coupons');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(
      `Your coupons could not be loaded${MESSAGES.somethingWentWrong}`,
    );
    mockServer.resetHandlers();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '15% off' })).toBeVisible();
  });
});
