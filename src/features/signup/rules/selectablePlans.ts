import { planFacts, SIGNUP_PLAN_CODES, type SignupPlanCode } from '@/shared/plans/catalogue.ts';

export const MONTHLY_PLAN_CODE = SIGNUP_PLAN_CODES.monthly;
export const ANNUAL_PLAN_CODE = SIGNUP_PLAN_CODES.annual;

export type SelectablePlanCode = SignupPlanCode;

export const SELECTABLE_PLAN_CODES: readonly SelectablePlanCode[] = [
  MONTHLY_PLAN_CODE,
  ANNUAL_PLAN_CODE,
];

export function isSelectablePlanCode(code: string): code is SelectablePlanCode {
  return (SELECTABLE_PLAN_CODES as readonly string[]).includes(code);
}

export const TRIAL_COUPON_CODE = 'first-month-introduction-offer';

/**
 * The coupon applied automatically when a plan is chosen: the one-month trial, once per user, on
 * the plan that carries the introduction offer (Monthly).
 */
export function trialCouponFor(
  plan: SelectablePlanCode,
  hasTakenPlusTrial: boolean,
): typeof TRIAL_COUPON_CODE | null {
  return planFacts(plan).hasTrial && !hasTakenPlusTrial ? TRIAL_COUPON_CODE : null;
}
