// Local structural types until the generated contract types land in sdk/; the field names are
// the contract's, so the generated types (which carry more fields) fit these shapes.
export type PlanCode =
  | 'reasonplusmonthly'
  | 'reasonplusmonthlynt'
  | 'reasonplusannual'
  | 'reasonplusannualnt'
  | 'employees'
  | 'nfr_reasonplusannual'
  | 'reasonplusoneyearprepaid';

export type TemporalUnit = 'day' | 'week' | 'month' | 'year';

export interface Plan {
  code: PlanCode;
  trialRequiresBillingInfo: boolean;
  intervalUnit: TemporalUnit;
  intervalLength: number;
}

export const MONTHLY_PLAN_CODE = 'reasonplusmonthly';
// The annual tier sold at signup is the no-trial variant; reasonplusannual exists but is not offered.
export const ANNUAL_PLAN_CODE = 'reasonplusannualnt';

export type SelectablePlanCode = typeof MONTHLY_PLAN_CODE | typeof ANNUAL_PLAN_CODE;

export const SELECTABLE_PLAN_CODES: readonly SelectablePlanCode[] = [
  MONTHLY_PLAN_CODE,
  ANNUAL_PLAN_CODE,
];

export const TRIAL_COUPON_CODE = 'first-month-introduction-offer';

/** The coupon applied automatically when a plan is chosen: the one-month trial, once per user. */
export function trialCouponFor(
  plan: SelectablePlanCode,
  hasTakenPlusTrial: boolean,
): typeof TRIAL_COUPON_CODE | null {
  return plan === MONTHLY_PLAN_CODE && !hasTakenPlusTrial ? TRIAL_COUPON_CODE : null;
}
