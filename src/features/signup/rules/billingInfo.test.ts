import { describe, expect, it } from 'vitest';
import {
  couponNeedsBillingInfo,
  temporalLengthInMonths,
  type BillingInfoCoupon,
} from './billingInfo.ts';
import type { TemporalUnit } from '@sdk/subscription/model';

// A coupon that trips none of the waivers: 50% off Monthly, forever.
const needsBilling: BillingInfoCoupon = {
  appliesToAllPlans: false,
  planCodes: ['reasonplusmonthly'],
  duration: 'forever',
  temporalAmount: null,
  temporalUnit: null,
  discount: { type: 'percent', percent: 50, trial: null, amounts: null },
};

const temporal = (temporalAmount: number, temporalUnit: TemporalUnit): BillingInfoCoupon => ({
  ...needsBilling,
  duration: 'temporal',
  temporalAmount,
  temporalUnit,
});

describe('couponNeedsBillingInfo', () => {
  it.each<[string, BillingInfoCoupon | null, boolean, boolean]>([
    ['no coupon → needed', null, true, true],
    ["no coupon → needed even when the plan's trial needs none", null, false, true],
    ['a coupon tripping no waiver → needed', needsBilling, true, true],
    [
      'applies to all plans → not needed',
      { ...needsBilling, appliesToAllPlans: true },
      true,
      false,
    ],
    ['no plan list → not needed', { ...needsBilling, planCodes: null }, true, false],
    ['empty plan list → not needed', { ...needsBilling, planCodes: [] }, true, false],
    [
      '100% off, Monthly only → not needed',
      { ...needsBilling, discount: { type: 'percent', percent: 100, trial: null, amounts: null } },
      true,
      false,
    ],
    [
      '100% off, but lists an annual plan → needed',
      {
        ...needsBilling,
        planCodes: ['reasonplusmonthly', 'reasonplusannualnt'],
        discount: { type: 'percent', percent: 100, trial: null, amounts: null },
      },
      true,
      true,
    ],
    [
      '99% off → needed',
      { ...needsBilling, discount: { type: 'percent', percent: 99, trial: null, amounts: null } },
      true,
      true,
    ],
    [
      'fixed discount → needed',
      { ...needsBilling, discount: { type: 'fixed', percent: null, trial: null, amounts: null } },
      true,
      true,
    ],
    [
      'free trial is not "100% off" → needed',
      {
        ...needsBilling,
        discount: {
          type: 'free_trial',
          percent: null,
          trial: { length: 1, unit: 'month' },
          amounts: null,
        },
      },
      true,
      true,
    ],
    ['temporal 5 months → not needed', temporal(5, 'month'), true, false],
    ['temporal 6 months → needed (6 or more still needs it)', temporal(6, 'month'), true, true],
    ['temporal 26 weeks (just under 6 months) → not needed', temporal(26, 'week'), true, false],
    ['temporal 27 weeks → needed', temporal(27, 'week'), true, true],
    ['temporal 182 days → not needed', temporal(182, 'day'), true, false],
    ['temporal 183 days → needed', temporal(183, 'day'), true, true],
    ['temporal 1 year → needed', temporal(1, 'year'), true, true],
    [
      'temporal without an amount → needed',
      { ...needsBilling, duration: 'temporal', temporalAmount: null, temporalUnit: 'month' },
      true,
      true,
    ],
    [
      'amount on a single-use coupon is not temporal → needed',
      { ...needsBilling, duration: 'single_use', temporalAmount: 1, temporalUnit: 'month' },
      true,
      true,
    ],
    ["plan's trial needs no billing info → not needed", needsBilling, false, false],
  ])('%s', (_row, coupon, trialRequiresBillingInfo, expected) => {
    expect(couponNeedsBillingInfo(coupon, { trialRequiresBillingInfo })).toBe(expected);
  });
});

describe('temporalLengthInMonths', () => {
  it.each<[number, TemporalUnit, number]>([
    [30.4375, 'day', 1],
    [365.25, 'day', 12],
    [3, 'month', 3],
    [2, 'year', 24],
  ])('%d %s → %d months', (amount, unit, months) => {
    expect(temporalLengthInMonths(amount, unit)).toBeCloseTo(months, 10);
  });

  it('counts 26 weeks as 5.98 months', () => {
    expect(temporalLengthInMonths(26, 'week')).toBeCloseTo(5.98, 2);
  });
});
