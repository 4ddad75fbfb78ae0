import { describe, expect, it } from 'vitest';
import type { Coupon, Plan } from '@sdk/subscription/model';
import { offeredCouponCode, signupTerms, type SignupTerms } from './terms.ts';
import type { SelectablePlanCode } from './selectablePlans.ts';
import type { PlanInterval } from '@/shared/plans/catalogue.ts';

describe('offeredCouponCode', () => {
  it.each<[string, SelectablePlanCode, string | null, boolean, string | null]>([
    [
      'Monthly, trial not taken → the trial offer',
      'reasonplusmonthly',
      null,
      false,
      'first-month-introduction-offer',
    ],
    ['Monthly, trial taken → none', 'reasonplusmonthly', null, true, null],
    ['Annual → no trial', 'reasonplusannualnt', null, false, null],
    ['an applied coupon replaces the trial', 'reasonplusmonthly', 'HALF6', false, 'HALF6'],
    ['an applied coupon on Annual', 'reasonplusannualnt', 'ANNUAL20', true, 'ANNUAL20'],
  ])('%s', (_row, plan, applied, hasTakenPlusTrial, expected) => {
    expect(offeredCouponCode(plan, applied, hasTakenPlusTrial)).toBe(expected);
  });
});

const monthly: Pick<Plan, 'trialRequiresBillingInfo'> & PlanInterval = {
  trialRequiresBillingInfo: true,
  intervalLength: 1,
  intervalUnit: 'month',
};

const trialOffer: Coupon = {
  code: 'first-month-introduction-offer',
  name: 'First month free',
  state: 'redeemable',
  planCodes: ['reasonplusmonthly'],
  appliesToAllPlans: false,
  duration: 'single_use',
  temporalAmount: null,
  temporalUnit: null,
  freeTrialUnit: 'month',
  displayText: '1 month free',
  discount: {
    type: 'free_trial',
    percent: null,
    trial: { length: 1, unit: 'month' },
    amounts: null,
  },
};

const freeMonth: Coupon = {
  ...trialOffer,
  code: 'FREEMONTH',
  planCodes: ['reasonplusmonthly', 'reasonplusmonthlynt'],
  freeTrialUnit: null,
  discount: { type: 'percent', percent: 100, trial: null, amounts: null },
};

describe('signupTerms', () => {
  it.each<[string, Coupon | null, SignupTerms]>([
    ['no coupon: pay, nothing to disclose', null, { needsBillingInfo: true, disclaimer: null }],
    [
      'the trial offer: a card, and the renewal after the free month',
      trialOffer,
      { needsBillingInfo: true, disclaimer: 'Auto-renews after one month at standard price.' },
    ],
    [
      '100% off Monthly: no card, renewal after one month',
      freeMonth,
      { needsBillingInfo: false, disclaimer: 'Auto-renews after one month at standard price.' },
    ],
  ])('%s', (_row, coupon, expected) => {
    expect(signupTerms(monthly, coupon)).toEqual(expected);
  });
});
