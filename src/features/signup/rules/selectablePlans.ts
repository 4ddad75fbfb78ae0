import type { PlanCode } from '@sdk/subscription/model';

export const MONTHLY_PLAN_CODE = 'reasonplusmonthly' satisfies PlanCode;
// The annual tier sold at signup is the no-trial variant; reasonplusannual exists but is not offered.
export const ANNUAL_PLAN_CODE = 'reasonplusannualnt' satisfies PlanCode;

export type SelectablePlanCode = typeof MONTHLY_PLAN_CODE | typeof ANNUAL_PLAN_CODE;

export const SELECTABLE_PLAN_CODES: readonly SelectablePlanCode[] = [
  MONTHLY_PLAN_CODE,
  ANNUAL_PLAN_CODE,
];

export function isSelectablePlanCode(code: string): code is SelectablePlanCode {
  return (SELECTABLE_PLAN_CODES as readonly string[]).includes(code);
}

export const TRIAL_COUPON_CODE = 'first-month-introduction-offer';

/** The coupon applied automatically when a plan is chosen: the one-month trial, once per user. */
export function trialCouponFor(
  plan: SelectablePlanCode,
  hasTakenPlusTrial: boolean,
): typeof TRIAL_COUPON_CODE | null {
  return plan === MONTHLY_PLAN_CODE && !hasTakenPlusTrial ? TRIAL_COUPON_CODE : null;
}
