import { describe, expect, it } from 'vitest';
import type { Coupon } from '@sdk/subscription/model';
import { type CouponUse, couponUse } from './couponUse.ts';

type Listed = Pick<Coupon, 'code' | 'state' | 'appliesToAllPlans' | 'planCodes'>;
const save15: Listed = {
  code: 'SAVE15',
  state: 'redeemable',
  appliesToAllPlans: true,
  planCodes: null,
};
const trial: Listed = {
  code: 'first-month-introduction-offer',
  state: 'redeemable',
  appliesToAllPlans: false,
  planCodes: ['reasonplusmonthly'],
};

describe('couponUse: an available coupon says how to use it, or why it cannot be used here', () => {
  it.each<[string, Listed, boolean | undefined, CouponUse | null]>([
    [
      'no subscription: used at checkout, with its code',
      save15,
      false,
      {
        kind: 'atCheckout',
        badge: 'Available',
        text: 'Use it when you subscribe: enter its code at checkout.',
        checkoutPath: '/signup?coupon=SAVE15',
      },
    ],
    [
      'no subscription, a coupon for one plan: names the plan',
      trial,
      false,
      {
        kind: 'atCheckout',
        badge: 'Available',
        text: 'Use it when you subscribe to Monthly: enter its code at checkout.',
        checkoutPath: '/signup?coupon=first-month-introduction-offer',
      },
    ],
    [
      'a subscriber: not "Available", and why',
      save15,
      true,
      {
        kind: 'notForCurrentSubscription',
        badge: 'For a new subscription',
        text: 'A coupon applies when a subscription starts, so this one cannot be added to your current subscription. You can use it if you subscribe again later.',
      },
    ],
    ['while the subscription is unknown: nothing claimed', save15, undefined, null],
    ['a coupon in use says nothing more', { ...save15, state: 'active' }, false, null],
    ['an expired coupon says nothing more', { ...save15, state: 'expired' }, false, null],
  ])('%s', (_row, coupon, subscribed, expected) => {
    expect(couponUse(coupon, subscribed)).toEqual(expected);
  });
});
