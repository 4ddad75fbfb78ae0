import { describe, expect, it } from 'vitest';
import type { Coupon, CouponDiscount, CouponState } from '@sdk/subscription/model';
import {
  COUPON_STATE_LABELS,
  couponDiscountText,
  couponDurationText,
  couponPlansText,
} from './couponTerms.ts';

const discount = (fields: Partial<CouponDiscount> & Pick<CouponDiscount, 'type'>) => ({
  discount: { percent: null, trial: null, amounts: null, ...fields },
});

describe('couponDiscountText', () => {
  it.each<[string, Pick<Coupon, 'discount'>, string]>([
    ['percent', discount({ type: 'percent', percent: 25 }), '25% off'],
    ['percent without a figure', discount({ type: 'percent' }), 'A percentage off'],
    [
      'free trial of one month',
      discount({ type: 'free_trial', trial: { length: 1, unit: 'month' } }),
      'one month free',
    ],
    [
      'free trial of 14 days',
      discount({ type: 'free_trial', trial: { length: 14, unit: 'day' } }),
      '14 days free',
    ],
    ['free trial without a length', discount({ type: 'free_trial' }), 'A free trial'],
    [
      'fixed, in the account currency',
      discount({
        type: 'fixed',
        amounts: [
          { currency: 'USD', amount: 5 },
          { currency: 'EUR', amount: 4.5 },
        ],
      }),
      '€4.50 off',
    ],
    [
      'fixed, not in the account currency',
      discount({ type: 'fixed', amounts: [{ currency: 'USD', amount: 5 }] }),
      '$5.00 off',
    ],
    ['fixed without amounts', discount({ type: 'fixed' }), 'A fixed amount off'],
  ])('%s → %s', (_row, coupon, expected) => {
    expect(couponDiscountText(coupon, 'EUR')).toBe(expected);
  });
});

describe('couponDurationText', () => {
  it.each<[string, Pick<Coupon, 'duration' | 'temporalAmount' | 'temporalUnit'>, string]>([
    [
      'forever',
      { duration: 'forever', temporalAmount: null, temporalUnit: null },
      'For as long as you subscribe',
    ],
    ['single use', { duration: 'single_use', temporalAmount: null, temporalUnit: null }, 'Once'],
    [
      'three months',
      { duration: 'temporal', temporalAmount: 3, temporalUnit: 'month' },
      'For three months',
    ],
    ['one year', { duration: 'temporal', temporalAmount: 1, temporalUnit: 'year' }, 'For one year'],
    [
      'temporal without its length',
      { duration: 'temporal', temporalAmount: null, temporalUnit: null },
      'For a limited time',
    ],
  ])('%s → %s', (_row, coupon, expected) => {
    expect(couponDurationText(coupon)).toBe(expected);
  });
});

describe('couponPlansText', () => {
  it.each<[string, Pick<Coupon, 'appliesToAllPlans' | 'planCodes'>, string]>([
    ['for all plans', { appliesToAllPlans: true, planCodes: ['reasonplusmonthly'] }, 'All plans'],
    ['no plan list', { appliesToAllPlans: false, planCodes: null }, 'All plans'],
    ['an empty plan list', { appliesToAllPlans: false, planCodes: [] }, 'All plans'],
    ['monthly only', { appliesToAllPlans: false, planCodes: ['reasonplusmonthly'] }, 'Monthly'],
    [
      'both annual codes',
      { appliesToAllPlans: false, planCodes: ['reasonplusannual', 'reasonplusannualnt'] },
      'Annual',
    ],
    [
      'monthly and annual',
      { appliesToAllPlans: false, planCodes: ['reasonplusmonthly', 'reasonplusannualnt'] },
      'Monthly, Annual',
    ],
    ['an unknown code', { appliesToAllPlans: false, planCodes: ['legacy'] }, 'legacy'],
  ])('%s → %s', (_row, coupon, expected) => {
    expect(couponPlansText(coupon)).toBe(expected);
  });
});

describe('COUPON_STATE_LABELS', () => {
  it.each<[CouponState, string]>([
    ['active', 'In use'],
    ['redeemable', 'Available'],
    ['maxed_out', 'Used up'],
    ['inactive', 'Inactive'],
    ['expired', 'Expired'],
  ])('%s → %s', (state, expected) => {
    expect(COUPON_STATE_LABELS[state]).toBe(expected);
  });
});
