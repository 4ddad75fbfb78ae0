import type { Coupon, Plan } from '@sdk/subscription/model';
import { couponNeedsBillingInfo } from './billingInfo.ts';
import type { PlanInterval } from '@/shared/plans/catalogue.ts';
import { autoRenewDisclaimer } from './disclaimer.ts';
import { type SelectablePlanCode, trialCouponFor } from './selectablePlans.ts';

/**
 * The coupon a signup sends: the one the user applied, else the trial offer when it comes with the
 * chosen plan. A subscription takes one coupon, so an applied coupon stands in for the trial.
 */
export function offeredCouponCode(
  plan: SelectablePlanCode,
  appliedCouponCode: string | null,
  hasTakenPlusTrial: boolean,
): string | null {
  return appliedCouponCode ?? trialCouponFor(plan, hasTakenPlusTrial);
}

export interface SignupTerms {
  /** The payment step is skipped when false (spec section 5's exceptions). */
  needsBillingInfo: boolean;
  /** "Auto-renews after … at standard price.", or null when there is nothing to disclose. */
  disclaimer: string | null;
}

export function signupTerms(
  plan: Pick<Plan, 'trialRequiresBillingInfo'> & PlanInterval,
  coupon: Coupon | null,
): SignupTerms {
  return {
    needsBillingInfo: couponNeedsBillingInfo(coupon, plan),
    disclaimer: autoRenewDisclaimer(coupon, plan),
  };
}
