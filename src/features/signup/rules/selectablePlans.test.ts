import { describe, expect, it } from 'vitest';
import {
  ANNUAL_PLAN_CODE,
  MONTHLY_PLAN_CODE,
  SELECTABLE_PLAN_CODES,
  TRIAL_COUPON_CODE,
  trialCouponFor,
  type SelectablePlanCode,
} from './selectablePlans.ts';

describe('selectable plans', () => {
  it('offers Monthly and the no-trial Annual, in that order', () => {
    expect(SELECTABLE_PLAN_CODES).toEqual(['reasonplusmonthly', 'reasonplusannualnt']);
    expect(MONTHLY_PLAN_CODE).toBe('reasonplusmonthly');
    expect(ANNUAL_PLAN_CODE).toBe('reasonplusannualnt');
  });

  it('names the trial offer coupon', () => {
    expect(TRIAL_COUPON_CODE).toBe('first-month-introduction-offer');
  });
});

describe('trialCouponFor', () => {
  it.each<[string, SelectablePlanCode, boolean, string | null]>([
    [
      'Monthly, trial not taken → trial coupon',
      'reasonplusmonthly',
      false,
      'first-month-introduction-offer',
    ],
    ['Monthly, trial already taken → none', 'reasonplusmonthly', true, null],
    ['Annual, trial not taken → none (annual has no trial)', 'reasonplusannualnt', false, null],
    ['Annual, trial already taken → none', 'reasonplusannualnt', true, null],
  ])('%s', (_row, plan, hasTakenPlusTrial, expected) => {
    expect(trialCouponFor(plan, hasTakenPlusTrial)).toBe(expected);
  });
});
