import type { Coupon, PlanCode } from '@sdk/subscription/model';
import type { CouponProblem } from '@/api/errorMessages.ts';
import {
  ANNUAL_PLAN_CODE,
  MONTHLY_PLAN_CODE,
  SELECTABLE_PLAN_CODES,
  type SelectablePlanCode,
} from './selectablePlans.ts';

export type CouponPlanCoverage = Pick<Coupon, 'appliesToAllPlans' | 'planCodes'>;

/**
 * The spec's rule, taken literally: the coupon's plan code must start with the plan's code.
 * So a coupon listing `reasonplusannualnt` applies to `reasonplusannual`, but a coupon listing only
 * `reasonplusannual` does not apply to the `reasonplusannualnt` plan sold at signup.
 */
export function couponAppliesToPlan(coupon: CouponPlanCoverage, planCode: PlanCode): boolean {
  if (coupon.appliesToAllPlans) return true;
  return coupon.planCodes?.some((code) => code.startsWith(planCode)) ?? false;
}

/**
 * Why a looked-up coupon cannot be used at signup, or null when it can. An `inactive` coupon has
 * no message of its own in the spec, so it is one of the "other failures" ('failed'): telling the
 * user now beats a refusal from the server at the end of checkout.
 */
export function couponProblem(
  coupon: Pick<Coupon, 'state'> & CouponPlanCoverage,
): CouponProblem | null {
  if (coupon.state === 'expired') return 'expired';
  if (coupon.state === 'maxed_out') return 'maxed_out';
  if (coupon.state === 'inactive') return 'failed';
  const appliesToASelectablePlan = SELECTABLE_PLAN_CODES.some((plan) =>
    couponAppliesToPlan(coupon, plan),
  );
  if (!appliesToASelectablePlan) return 'not_applicable';
  return null;
}

function includesAnAnnualCode(coupon: CouponPlanCoverage): boolean {
  return coupon.planCodes?.some((code) => code.includes('annual')) ?? false;
}

/**
 * The plan selection after a coupon is applied. A coupon for all plans, or one that already covers
 * the chosen plan, keeps the user's choice; otherwise the selection moves to a covered plan
 * (Annual when any annual code is listed) and falls back to Monthly.
 */
export function planForCoupon(
  coupon: CouponPlanCoverage,
  currentPlan: SelectablePlanCode,
): SelectablePlanCode {
  if (couponAppliesToPlan(coupon, currentPlan)) return currentPlan;
  if (includesAnAnnualCode(coupon)) return ANNUAL_PLAN_CODE;
  return MONTHLY_PLAN_CODE;
}

/**
 * A code typed in the coupon field but not applied, or null when there is none: subscribing would
 * go ahead without it, a discount the user believes they have. Case and spaces do not matter.
 */
export function unappliedCouponCode(typed: string, applied: string | null): string | null {
  const code = typed.trim();
  if (code === '') return null;
  return applied !== null && code.toLowerCase() === applied.trim().toLowerCase() ? null : code;
}
