import { t } from '@lingui/core/macro';
import type { Coupon, TemporalUnit } from '@sdk/subscription/model';
import { formatAfterDuration } from '@/shared/format/durations.ts';
import type { PlanInterval } from '@/shared/plans/catalogue.ts';
import { TRIAL_COUPON_CODE } from './selectablePlans.ts';

// The introduction offer is "first month free"; used if the coupon record carries no trial.
const TRIAL_COUPON_DEFAULT_TRIAL = { length: 1, unit: 'month' } as const;

export type DisclaimerCoupon = Pick<
  Coupon,
  'code' | 'duration' | 'temporalAmount' | 'temporalUnit' | 'discount'
>;

interface Duration {
  length: number;
  unit: TemporalUnit;
}

/** The introduction offer's free period: the coupon's trial, or the offer's month. */
export function trialOfferPeriod(coupon: Pick<Coupon, 'discount'>): Duration {
  return coupon.discount.trial ?? TRIAL_COUPON_DEFAULT_TRIAL;
}

// Trials come first: whatever the duration, the standard price starts when the trial ends.
function discountedPeriod(coupon: DisclaimerCoupon, plan: PlanInterval): Duration | null {
  if (coupon.code === TRIAL_COUPON_CODE) return trialOfferPeriod(coupon);
  if (coupon.discount.type === 'free_trial' && coupon.discount.trial !== null) {
    return coupon.discount.trial;
  }
  if (
    coupon.duration === 'temporal' &&
    coupon.temporalAmount !== null &&
    coupon.temporalUnit !== null
  ) {
    return { length: coupon.temporalAmount, unit: coupon.temporalUnit };
  }
  if (coupon.duration === 'single_use') {
    return { length: plan.intervalLength, unit: plan.intervalUnit };
  }
  // A forever discount never reverts to the standard price.
  return null;
}

/**
 * "Auto-renews after three months at standard price." ("Verlängert sich nach drei Monaten …"), or
 * null when there is nothing to disclose.
 */
export function autoRenewDisclaimer(
  coupon: DisclaimerCoupon | null,
  plan: PlanInterval,
): string | null {
  if (coupon === null) return null;
  const period = discountedPeriod(coupon, plan);
  if (period === null) return null;
  const after = formatAfterDuration(period.length, period.unit);
  return t`Auto-renews ${after} at standard price.`;
}
