import { describe, expect, it } from 'vitest';
import type { PlanCode, SubscriptionState } from '@sdk/subscription/model';
import { paymentMethodNotice, type PaymentMethodNotice } from './paymentMethodNotice.ts';

const NONE = 'There is no payment method on file.';
const EXPIRED = 'Mastercard ending 4444 expired at the end of 08/2026.';

describe('paymentMethodNotice: what the overview says first about the payment method', () => {
  it.each<
    [
      string,
      SubscriptionState,
      PlanCode,
      { problem: string | null; hasPaymentMethod: boolean; nextChargeOn: string | null },
      PaymentMethodNotice | null,
    ]
  >([
    [
      'a valid method: nothing',
      'active',
      'reasonplusmonthly',
      { problem: null, hasPaymentMethod: true, nextChargeOn: '2026-12-14' },
      null,
    ],
    [
      'a free account: nothing, it is not billed',
      'active',
      'employees',
      { problem: NONE, hasPaymentMethod: false, nextChargeOn: null },
      null,
    ],
    [
      'none on a renewing subscription: add one before the next charge, with its date',
      'active',
      'reasonplusmonthly',
      { problem: NONE, hasPaymentMethod: false, nextChargeOn: '2026-12-23' },
      {
        tone: 'yellow',
        title: 'Add a payment method before your next charge',
        text: `${NONE} Add one before your next charge on December 23, 2026 so your subscription carries on.`,
      },
    ],
    [
      'none on a paused subscription, its next charge not known yet',
      'paused',
      'reasonplusmonthly',
      { problem: NONE, hasPaymentMethod: false, nextChargeOn: null },
      {
        tone: 'yellow',
        title: 'Add a payment method before your next charge',
        text: `${NONE} Add one before your next charge so your subscription carries on.`,
      },
    ],
    [
      'an expired card on a renewing subscription: the charge will fail',
      'active',
      'reasonplusmonthly',
      { problem: EXPIRED, hasPaymentMethod: true, nextChargeOn: '2026-12-14' },
      {
        tone: 'red',
        title: 'Your payment method needs attention',
        text: `${EXPIRED} Update it so future charges go through.`,
      },
    ],
    [
      'none on a canceled subscription: only to reactivate',
      'canceled',
      'reasonplusannualnt',
      { problem: NONE, hasPaymentMethod: false, nextChargeOn: null },
      {
        tone: 'yellow',
        title: 'Reactivating needs a payment method',
        text: `${NONE} Add a valid one to reactivate your subscription.`,
      },
    ],
  ])('%s', (_, state, planCode, payment, notice) => {
    expect(paymentMethodNotice({ state, planCode }, payment)).toEqual(notice);
  });
});
