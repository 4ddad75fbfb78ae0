import { describe, expect, it } from 'vitest';
import { paymentMethodNeededBy, subscribedSummary } from './chargeNotices.ts';

const germanTrial = {
  currency: 'EUR',
  dueToday: 0,
  trialEndsOn: '2026-12-23',
  firstCharge: { date: '2026-12-24', amount: 23.79 },
  billingInfoRequiredBy: null,
};
const chargedNow = {
  currency: 'GBP',
  dueToday: 20.39,
  trialEndsOn: null,
  firstCharge: { date: '2026-11-23', amount: 20.39 },
  billingInfoRequiredBy: null,
};
const noCardForNow = {
  currency: 'EUR',
  dueToday: 0,
  trialEndsOn: null,
  firstCharge: { date: '2027-02-23', amount: 11.89 },
  billingInfoRequiredBy: '2027-02-23',
};

describe('paymentMethodNeededBy', () => {
  it.each([
    ['a card is taken now', germanTrial, null],
    ['charged today', chargedNow, null],
    [
      'a coupon that needs no billing info',
      noCardForNow,
      'Your first charge is €11.89 on February 23, 2027. Add a payment method before February 23, 2027 so your subscription carries on.',
    ],
  ])('%s', (_, charges, notice) => {
    expect(paymentMethodNeededBy(charges)).toBe(notice);
  });
});

describe('subscribedSummary', () => {
  it.each([
    [
      'a trial: nothing today, its end, the first charge',
      germanTrial,
      [
        'Nothing is charged today.',
        'Your free trial runs until December 23, 2026. To pay nothing, cancel on your subscription page before then.',
        'Your first charge: €23.79 on December 24, 2026.',
      ],
    ],
    ['charged at once', chargedNow, ['Charged today: £20.39.']],
    [
      'charged at once, with the renewal the service named',
      { ...chargedNow, followingCharge: { date: '2027-11-25', amount: 239.99 } },
      ['Charged today: £20.39.', 'Your subscription renews on November 25, 2027 for £239.99.'],
    ],
    [
      'no payment method yet',
      noCardForNow,
      [
        'Nothing is charged today.',
        'Your first charge: €11.89 on February 23, 2027.',
        'Add a payment method before February 23, 2027.',
      ],
    ],
  ])('%s', (_, charges, lines) => {
    expect(subscribedSummary(charges)).toEqual(lines);
  });
});
