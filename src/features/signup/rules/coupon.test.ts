import { describe, expect, it } from 'vitest';
import type { Coupon, CouponState, PlanCode } from '@sdk/subscription/model';
import type { CouponProblem } from '@/api/formErrors.ts';
import {
  couponAppliesToPlan,
  couponProblem,
  planForCoupon,
  unappliedCouponCode,
} from './coupon.ts';
import type { SelectablePlanCode } from './selectablePlans.ts';

type Coverage = Pick<Coupon, 'appliesToAllPlans' | 'planCodes'>;

const forAllPlans: Coverage = { appliesToAllPlans: true, planCodes: null };
const forPlans = (...planCodes: string[]): Coverage => ({ appliesToAllPlans: false, planCodes });
const withoutPlanList: Coverage = { appliesToAllPlans: false, planCodes: null };

describe('couponAppliesToPlan', () => {
  it.each<[string, Coverage, PlanCode, boolean]>([
    ['all plans → any plan', forAllPlans, 'reasonplusannualnt', true],
    [
      'all plans, even with a narrower list',
      { appliesToAllPlans: true, planCodes: ['employees'] },
      'reasonplusmonthly',
      true,
    ],
    ['exact code', forPlans('reasonplusmonthly'), 'reasonplusmonthly', true],
    [
      'one of several codes',
      forPlans('employees', 'reasonplusannualnt'),
      'reasonplusannualnt',
      true,
    ],
    [
      'coupon code extends the plan code (monthlynt covers monthly)',
      forPlans('reasonplusmonthlynt'),
      'reasonplusmonthly',
      true,
    ],
    [
      'coupon code extends the plan code (annualnt covers annual)',
      forPlans('reasonplusannualnt'),
      'reasonplusannual',
      true,
    ],
    [
      'coupon code is a prefix of the plan code: annual does NOT cover annualnt',
      forPlans('reasonplusannual'),
      'reasonplusannualnt',
      false,
    ],
    [
      'coupon code is a prefix of the plan code: monthly does NOT cover monthlynt',
      forPlans('reasonplusmonthly'),
      'reasonplusmonthlynt',
      false,
    ],
    ['other plan only', forPlans('reasonplusmonthly'), 'reasonplusannualnt', false],
    [
      'contains but does not start with the code',
      forPlans('nfr_reasonplusannual'),
      'reasonplusannual',
      false,
    ],
    ['empty plan list', forPlans(), 'reasonplusmonthly', false],
    ['no plan list', withoutPlanList, 'reasonplusmonthly', false],
  ])('%s', (_row, coupon, planCode, expected) => {
    expect(couponAppliesToPlan(coupon, planCode)).toBe(expected);
  });
});

describe('couponProblem', () => {
  it.each<[string, CouponState, Coverage, CouponProblem | null]>([
    ['expired state', 'expired', forAllPlans, 'expired'],
    ['expired wins over not applicable', 'expired', forPlans('employees'), 'expired'],
    ['maxed out state', 'maxed_out', forAllPlans, 'maxed_out'],
    ['maxed out wins over not applicable', 'maxed_out', forPlans('employees'), 'maxed_out'],
    [
      'for no selectable plan',
      'redeemable',
      forPlans('employees', 'reasonplusoneyearprepaid'),
      'not_applicable',
    ],
    [
      'only the unsold annual trial variant',
      'redeemable',
      forPlans('reasonplusannual'),
      'not_applicable',
    ],
    ['no plan list and not for all plans', 'redeemable', withoutPlanList, 'not_applicable'],
    ['empty plan list and not for all plans', 'active', forPlans(), 'not_applicable'],
    ['redeemable, for all plans', 'redeemable', forAllPlans, null],
    ['active, for Monthly only', 'active', forPlans('reasonplusmonthly'), null],
    ['redeemable, for Annual only', 'redeemable', forPlans('reasonplusannualnt'), null],
    // The spec names no message for 'inactive': it is one of the "other failures".
    ['inactive → failed', 'inactive', forAllPlans, 'failed'],
    ['inactive wins over not applicable', 'inactive', forPlans('employees'), 'failed'],
  ])('%s', (_row, state, coverage, expected) => {
    expect(couponProblem({ state, ...coverage })).toBe(expected);
  });
});

describe('planForCoupon', () => {
  it.each<[string, Coverage, SelectablePlanCode, SelectablePlanCode]>([
    ['all plans keeps Monthly', forAllPlans, 'reasonplusmonthly', 'reasonplusmonthly'],
    ['all plans keeps Annual', forAllPlans, 'reasonplusannualnt', 'reasonplusannualnt'],
    [
      'Annual-only coupon switches Monthly to Annual',
      forPlans('reasonplusannualnt'),
      'reasonplusmonthly',
      'reasonplusannualnt',
    ],
    [
      'Monthly-only coupon switches Annual to Monthly',
      forPlans('reasonplusmonthly'),
      'reasonplusannualnt',
      'reasonplusmonthly',
    ],
    [
      'coupon covering both keeps Monthly',
      forPlans('reasonplusmonthly', 'reasonplusannualnt'),
      'reasonplusmonthly',
      'reasonplusmonthly',
    ],
    [
      'coupon covering both keeps Annual',
      forPlans('reasonplusmonthly', 'reasonplusannualnt'),
      'reasonplusannualnt',
      'reasonplusannualnt',
    ],
    [
      'Monthly-only coupon (no-trial code) switches Annual to Monthly',
      forPlans('reasonplusmonthlynt'),
      'reasonplusannualnt',
      'reasonplusmonthly',
    ],
    // Decision 005: an annual code moves the selection only if it covers the Annual plan sold.
    [
      'annual trial variant only, from Monthly: nothing selectable covered → Monthly',
      forPlans('reasonplusannual'),
      'reasonplusmonthly',
      'reasonplusmonthly',
    ],
    [
      'annual trial variant only, from Annual: resets to Monthly',
      forPlans('reasonplusannual'),
      'reasonplusannualnt',
      'reasonplusmonthly',
    ],
    [
      'Monthly and the annual trial variant, from Annual: moves to the covered Monthly',
      forPlans('reasonplusmonthly', 'reasonplusannual'),
      'reasonplusannualnt',
      'reasonplusmonthly',
    ],
    [
      'a code that merely contains "annual" covers no selectable plan → Monthly',
      forPlans('nfr_reasonplusannual'),
      'reasonplusmonthly',
      'reasonplusmonthly',
    ],
    [
      'not valid for Annual, no annual code → Monthly',
      forPlans('reasonplusoneyearprepaid'),
      'reasonplusannualnt',
      'reasonplusmonthly',
    ],
    [
      'not valid for Monthly, no annual code → Monthly',
      forPlans('employees'),
      'reasonplusmonthly',
      'reasonplusmonthly',
    ],
    [
      'no plan list resets Annual to Monthly',
      withoutPlanList,
      'reasonplusannualnt',
      'reasonplusmonthly',
    ],
  ])('%s', (_row, coupon, currentPlan, expected) => {
    expect(planForCoupon(coupon, currentPlan)).toBe(expected);
  });
});

describe('unappliedCouponCode', () => {
  it.each<[string, string, string | null, string | null]>([
    ['an empty field', '', null, null],
    ['only spaces', '   ', 'SAVE15', null],
    ['the applied code as typed', 'SAVE15', 'SAVE15', null],
    ['the applied code in other case, with spaces', ' save15 ', 'SAVE15', null],
    ['a code typed, none applied', 'HALF6', null, 'HALF6'],
    ['another code typed over the applied one', ' ANNUAL20 ', 'SAVE15', 'ANNUAL20'],
  ])('%s', (_row, typed, applied, expected) => {
    expect(unappliedCouponCode(typed, applied)).toBe(expected);
  });
});
