// @vitest-environment jsdom
/**
 * A service may leave out every optional `x-proposed` field (decision 011): the screens that show
 * them still work, from answers with the fields the product spec states (and the few proposed ones
 * the portal cannot work without), showing less rather than "undefined" or nothing at all.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productPath } from '@/config/paths.ts';
import { answerWith } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();

const MAJA = 100234;

/** The spec's subscription fields, and `currentPeriodEndsAt`, which the portal needs. */
const SPEC_SUBSCRIPTION = {
  id: 'sub_7fK2mQ9xL1',
  state: 'active',
  planCode: 'reasonplusmonthly',
  seats: 1,
  isTrial: false,
  subscriptionStatus: 'unpaused',
  currentPeriodEndsAt: '2026-12-14T09:30:00Z',
};

describe('without the proposed fields', () => {
  it('the subscription: named from its plan code, its dates from the period end', async () => {
    answerWith('listSubscriptions', 200, [SPEC_SUBSCRIPTION]);
    answerWith('getSubscription', 200, SPEC_SUBSCRIPTION);
    renderApp('/subscription');
    const summary = await screen.findByRole('region', { name: /^Reason\+ Monthly/ });
    expect(within(summary).getByText('Renews on December 14, 2026.')).toBeVisible();
    expect(within(summary).queryByText('Member since')).toBeNull();
    expect(summary).not.toHaveTextContent('undefined');
  });

  it('the payment method: a card without brand, digits or date', async () => {
    answerWith('getBillingAccount', 200, {
      accountCode: String(MAJA),
      email: 'maja.lindqvist@example.com',
      currency: 'USD',
      billingInfo: {
        paymentMethod: 'credit_card',
        ccDetails: { expiryYear: 2030, expiryMonth: 9 },
      },
    });
    renderApp('/subscription?tab=payment');
    const section = await screen.findByRole('region', { name: 'Payment method' });
    expect(await within(section).findByText('Expires 09/2030')).toBeVisible();
    expect(within(section).getByText('Credit card')).toBeVisible();
    expect(within(section).queryByText(/Saved on/)).toBeNull();
    expect(section).not.toHaveTextContent('undefined');
  });

  it('a license: named by its number, offered for transfer, no version or date', async () => {
    answerWith('listLicenses', 200, [
      {
        licenseNumber: 'RS-APP-4471-2290',
        productFamily: 'applications',
        upgradedChain: [{ licenseNumber: 'RS-APP-3310-8812' }],
      },
    ]);
    renderApp(productPath('applications'));
    const license = await screen.findByRole('article', { name: 'License RS-APP-4471-2290' });
    expect(within(license).getByRole('link', { name: 'Transfer' })).toBeVisible();
    expect(within(license).getByRole('listitem')).toHaveTextContent(
      'License RS-APP-3310-8812 · RS-APP-3310-8812',
    );
    expect(license).not.toHaveTextContent('undefined');
  });

  it('a coupon: named by its display text', async () => {
    answerWith('listCoupons', 200, [
      {
        code: 'SAVE15',
        state: 'active',
        planCodes: null,
        appliesToAllPlans: true,
        duration: 'forever',
        temporalAmount: null,
        temporalUnit: null,
        freeTrialUnit: null,
        displayText: '15% off',
        discount: { type: 'percent', percent: 15, trial: null },
      },
    ]);
    renderApp('/coupons');
    const coupon = await screen.findByRole('article', { name: '15% off' });
    expect(coupon).not.toHaveTextContent('undefined');
  });

  it('signup: the plans named from their codes', async () => {
    const plan = (unitAmount: number, intervalUnit: string) => ({
      intervalUnit,
      intervalLength: 1,
      trialRequiresBillingInfo: true,
      prices: [{ currency: 'USD', unitAmount }],
    });
    answerWith('getPlan', 200, plan(19.99, 'month'), { once: true });
    answerWith('getPlan', 200, plan(199, 'year'), { once: true });
    renderApp('/signup', { persona: 'trial-eligible' });
    expect(await screen.findByRole('radio', { name: /Reason\+ Monthly/ })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Reason\+ Annual/ })).toBeVisible();
  });
});
