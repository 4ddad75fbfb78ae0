/**
 * A service may leave out every optional `x-proposed` field (decision 011): the screens that show
 * them still work, from answers with the fields the product spec states (and the one proposed
 * field the portal cannot work without, `License.productFamily`), showing less rather than
 * "undefined" or nothing at all.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productPath } from '@/config/paths.ts';
import { answerWith } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();

const MAJA = 100234;

/** The spec's subscription fields, and nothing else: not even the period's end. */
const SPEC_SUBSCRIPTION = {
  id: 'sub_7fK2mQ9xL1',
  state: 'active',
  planCode: 'reasonplusmonthly',
  seats: 1,
  isTrial: false,
  subscriptionStatus: 'unpaused',
};

/** The renewal preview (proposed whole), without its own optional fields. */
const RENEWAL_PREVIEW = {
  subscriptionId: SPEC_SUBSCRIPTION.id,
  planCode: 'reasonplusmonthly',
  billingDate: '2026-12-14',
  subtotal: 19.99,
  discount: 0,
  tax: 0,
  total: 19.99,
  currency: 'USD',
  couponCode: null,
};

/** `GET /plan/{code}` with the spec's one field. */
const SPEC_PLAN = { trialRequiresBillingInfo: true };

describe('without the proposed fields', () => {
  it('the subscription: named from its plan code, its renewal date from the renewal preview', async () => {
    answerWith('listSubscriptions', 200, [SPEC_SUBSCRIPTION]);
    answerWith('getSubscription', 200, SPEC_SUBSCRIPTION);
    answerWith('previewRenewal', 200, RENEWAL_PREVIEW);
    renderApp('/subscription');
    const summary = await screen.findByRole('region', { name: /^Reason\+ Monthly/ });
    expect(await within(summary).findByText('Renews on December 14, 2026.')).toBeVisible();
    expect(within(summary).getByText('Current period ends')).toBeVisible();
    expect(within(summary).queryByText('Member since')).toBeNull();
    expect(summary).not.toHaveTextContent('undefined');
    expect(summary).not.toHaveTextContent('Invalid Date');
  });

  it('a canceled subscription without a date: no date, in words', async () => {
    const canceled = { ...SPEC_SUBSCRIPTION, state: 'canceled' };
    answerWith('listSubscriptions', 200, [canceled]);
    answerWith('getSubscription', 200, canceled);
    renderApp('/subscription');
    const summary = await screen.findByRole('region', { name: /^Reason\+ Monthly/ });
    expect(
      within(summary).getByText('Active until the end of the billing period; it will not renew.'),
    ).toBeVisible();
    expect(within(summary).queryByText('Current period ends')).toBeNull();
    expect(summary).not.toHaveTextContent(/Renews on|undefined|Invalid Date/);
  });

  it('an active subscription whose renewal preview failed: no renewal date, in words', async () => {
    answerWith('listSubscriptions', 200, [SPEC_SUBSCRIPTION]);
    answerWith('getSubscription', 200, SPEC_SUBSCRIPTION);
    answerWith('previewRenewal', 500, { message: 'Server error', type: 'server' });
    renderApp('/subscription');
    const summary = await screen.findByRole('region', { name: /^Reason\+ Monthly/ });
    expect(
      await within(summary).findByText('Renews automatically at the end of each billing period.'),
    ).toBeVisible();
    expect(summary).not.toHaveTextContent(/Renews on|undefined|Invalid Date/);
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

  it('signup: the plans named, billed and priced from the catalogue', async () => {
    answerWith('getPlan', 200, SPEC_PLAN);
    renderApp('/signup', { persona: 'trial-eligible' });
    const monthly = await screen.findByRole('radio', { name: /Reason\+ Monthly/ });
    const annual = screen.getByRole('radio', { name: /Reason\+ Annual/ });
    expect(monthly).toBeVisible();
    expect(annual).toBeVisible();
    const choice = screen.getByRole('radiogroup', { name: 'Plan' });
    // The persona's currency is EUR; the catalogue's list prices, before any preview's.
    expect(choice).toHaveTextContent('€19.99 per month');
    expect(choice).toHaveTextContent('€199.00 per year');
    expect(choice).not.toHaveTextContent(/undefined|Not sold/);
  });
});
