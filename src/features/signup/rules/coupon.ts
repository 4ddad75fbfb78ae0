import type { Coupon, PlanCode } from '@sdk/subscription/model';
import type { CouponProblem } from '@/api/formErrors.ts';
import { couponPlanCodeCovers } from '@/shared/plans/couponCoverage.ts';
import {
  ANNUAL_PLAN_CODE,
  MONTHLY_PLAN_CODE,
  SELECTABLE_PLAN_CODES,
  type SelectablePlanCode,
} from './selectablePlans.ts';

/** The catalogue's problem for a coupon that applies to no plan on offer (or not to the chosen one). */
export const NOT_APPLICABLE: Extract<CouponProblem, 'not_applicable'> = 'not_applicable';

type CouponPlanCoverage = Pick<Coupon, 'appliesToAllPlans' | 'planCodes'>;

/**
 * The spec's rule (section 5): a coupon applies to a plan if it applies to all plans or one of its
 * plan codes covers the plan (starts with the plan's code, decision 005).
 */
export function couponAppliesToPlan(coupon: CouponPlanCoverage, planCode: PlanCode): boolean {
  if (coupon.appliesToAllPlans) return true;
  return coupon.planCodes?.some((code) => couponPlanCodeCovers(code, planCode)) ?? false;
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
  if (coupon.state === 'maxed_out') return coupon.state;
  if (coupon.state === 'inactive') return 'failed';
  const appliesToASelectablePlan = SELECTABLE_PLAN_CODES.some((plan) =>
    couponAppliesToPlan(coupon, plan),
  );
  if (!appliesToASelectablePlan) return NOT_APPLICABLE;
  return null;
}

/**
 * The plan selection after a coupon is looked up (spec section 4, read through section 5's rule of
 * coverage; decision 005). A coupon that covers the chosen plan keeps it; one that covers only the
 * other selectable plan moves the selection there, Annual first; a coupon valid for neither
 * selectable plan resets the selection to Monthly. An annual code that does not cover the Annual
 * plan sold (`reasonplusannual` alone) moves nothing: the service would refuse it on that plan.
 */
export function planForCoupon(
  coupon: CouponPlanCoverage,
  currentPlan: SelectablePlanCode,
): SelectablePlanCode {
  if (couponAppliesToPlan(coupon, currentPlan)) return currentPlan;
  if (couponAppliesToPlan(coupon, ANNUAL_PLAN_CODE)) return ANNUAL_PLAN_CODE;
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
