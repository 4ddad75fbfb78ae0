import { t } from '@lingui/core/macro';
import type { Coupon, CouponState } from '@sdk/subscription/model';
import { formatMoney } from '@/shared/format/format.ts';
import { formatDuration } from '@/shared/format/durations.ts';
import { planFacts, TIER_NAMES } from '@/shared/plans/catalogue.ts';
import { plansCoveredBy } from '@/shared/plans/couponCoverage.ts';

/** How a coupon reads on the coupons screen: its state, what it gives, for how long and on what. */
// Getters: a label is read when shown, in the language active then.
export const COUPON_STATE_LABELS: Readonly<Record<CouponState, string>> = {
  get active() {
    return t`In use`;
  },
  get redeemable() {
    return t`Available`;
  },
  get maxed_out() {
    return t`Used up`;
  },
  get inactive() {
    return t({ message: 'Inactive', context: 'coupon state' });
  },
  get expired() {
    return t({ message: 'Expired', context: 'coupon state' });
  },
};

/** What the discount gives: "25% off", "one month free", "$5.00 off". */
export function couponDiscountText(coupon: Pick<Coupon, 'discount'>, currency: string): string {
  const { discount } = coupon;
  switch (discount.type) {
    case 'percent': {
      const { percent } = discount;
      return percent === null ? t`A percentage off` : t`${percent}% off`;
    }
    case 'free_trial': {
      if (discount.trial === null) return t`A free trial`;
      const trial = formatDuration(discount.trial.length, discount.trial.unit);
      return t`${trial} free`;
    }
    case 'fixed': {
      const amounts = discount.amounts ?? [];
      const found = amounts.find((candidate) => candidate.currency === currency) ?? amounts[0];
      if (!found) return t`A fixed amount off`;
      const amount = formatMoney(found.amount, found.currency);
      return t`${amount} off`;
    }
  }
}

/** For how long the discount applies. */
export function couponDurationText(
  coupon: Pick<Coupon, 'duration' | 'temporalAmount' | 'temporalUnit'>,
): string {
  switch (coupon.duration) {
    case 'forever':
      return t`For as long as you subscribe`;
    case 'single_use':
      return t`Once`;
    case 'temporal': {
      if (coupon.temporalAmount === null || coupon.temporalUnit === null)
        return t`For a limited time`;
      const duration = formatDuration(coupon.temporalAmount, coupon.temporalUnit);
      return t`For ${duration}`;
    }
  }
}

/**
 * One of the coupon's plan codes as the customer knows it: the paid tier it covers ("Monthly",
 * "Annual"); a code for a special or prepaid plan, or for no plan, reads as itself.
 */
function couponPlanName(couponPlanCode: string): string {
  const paidPlan = plansCoveredBy(couponPlanCode)
    .map(planFacts)
    .find((facts) => facts.kind === 'paid');
  return paidPlan?.tier ? TIER_NAMES[paidPlan.tier] : couponPlanCode;
}

type PlanCoverage = Pick<Coupon, 'appliesToAllPlans' | 'planCodes'>;

/** Whether the coupon is for every plan: it says so, or names none. */
export function coversAllPlans(coupon: PlanCoverage): boolean {
  return coupon.appliesToAllPlans || coupon.planCodes === null || coupon.planCodes.length === 0;
}

/** Which plans it covers, by tier. */
export function couponPlansText(coupon: PlanCoverage): string {
  if (coversAllPlans(coupon) || coupon.planCodes === null) return t`All plans`;
  const separator = t({
    comment: 'Between the plans a coupon is for: "Monthly, Annual"',
    message: ', ',
  });
  return [...new Set(coupon.planCodes.map(couponPlanName))].join(separator);
}
