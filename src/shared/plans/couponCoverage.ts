import type { PlanCode } from '@sdk/subscription/model';
import { PLAN_CODES } from './catalogue.ts';

/**
 * The spec's rule of coverage (section 5), taken literally and as the subscription service applies
 * it: a coupon's plan code covers a plan when it starts with the plan's code. So
 * `reasonplusannualnt` covers `reasonplusannual`, but `reasonplusannual` does not cover the
 * `reasonplusannualnt` plan sold at signup (decision 005). A rule about coupon codes, not a plan
 * fact: signup's coupon checks and the coupons screen read it from here.
 */
export function couponPlanCodeCovers(couponPlanCode: string, planCode: PlanCode): boolean {
  return couponPlanCode.startsWith(planCode);
}

/** Every plan one of a coupon's plan codes covers; none for a code that names no plan. */
export function plansCoveredBy(couponPlanCode: string): PlanCode[] {
  return PLAN_CODES.filter((planCode) => couponPlanCodeCovers(couponPlanCode, planCode));
}
