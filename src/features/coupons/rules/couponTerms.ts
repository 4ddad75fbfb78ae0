import type { Coupon, CouponState } from '@sdk/subscription/model';
import { formatDuration, formatMoney } from '@/shared/format/format.ts';
import { planFacts, TIER_NAMES } from '@/shared/plans/catalogue.ts';
import { plansCoveredBy } from '@/shared/plans/couponCoverage.ts';

/** How a coupon reads on the coupons screen: its state, what it gives, for how long and on what. */
export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  active: 'In use',
  redeemable: 'Available',
  maxed_out: 'Used up',
  inactive: 'Inactive',
  expired: 'Expired',
};

/** What the discount gives: "25% off", "one month free", "$5.00 off". */
export function couponDiscountText(coupon: Pick<Coupon, 'discount'>, currency: string): string {
  const { discount } = coupon;
  switch (discount.type) {
    case 'percent':
      return discount.percent === null ? 'A percentage off' : `${discount.percent}% off`;
    case 'free_trial':
      return discount.trial === null
        ? 'A free trial'
        : `${formatDuration(discount.trial.length, discount.trial.unit)} free`;
    case 'fixed': {
      const amounts = discount.amounts ?? [];
      const amount = amounts.find((candidate) => candidate.currency === currency) ?? amounts[0];
      return amount ? `${formatMoney(amount.amount, amount.currency)} off` : 'A fixed amount off';
    }
  }
}

/** For how long the discount applies. */
export function couponDurationText(
  coupon: Pick<Coupon, 'duration' | 'temporalAmount' | 'temporalUnit'>,
): string {
  switch (coupon.duration) {
    case 'forever':
      return 'For as long as you subscribe';
    case 'single_use':
      return 'Once';
    case 'temporal':
      return coupon.temporalAmount !== null && coupon.temporalUnit !== null
        ? `For ${formatDuration(coupon.temporalAmount, coupon.temporalUnit)}`
        : 'For a limited time';
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

/** Which plans it covers, by tier. */
export function couponPlansText(coupon: Pick<Coupon, 'appliesToAllPlans' | 'planCodes'>): string {
  if (coupon.appliesToAllPlans || coupon.planCodes === null || coupon.planCodes.length === 0) {
    return 'All plans';
  }
  return [...new Set(coupon.planCodes.map(couponPlanName))].join(', ');
}
