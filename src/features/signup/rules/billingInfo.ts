import type { Coupon, Plan, TemporalUnit } from '@sdk/subscription/model';
import { planFacts } from '@/shared/plans/catalogue.ts';
import { plansCoveredBy } from '@/shared/plans/couponCoverage.ts';

// A temporal coupon this long or longer still needs billing info (spec §9).
const BILLING_INFO_FREE_MONTHS_LIMIT = 6;

// Average Gregorian month, so that 26 weeks or 182 days count as just under six months.
const DAYS_PER_MONTH = 365.25 / 12;

const MONTHS_PER_UNIT: Record<TemporalUnit, number> = {
  day: 1 / DAYS_PER_MONTH,
  week: 7 / DAYS_PER_MONTH,
  month: 1,
  year: 12,
};

export function temporalLengthInMonths(amount: number, unit: TemporalUnit): number {
  return amount * MONTHS_PER_UNIT[unit];
}

export type BillingInfoCoupon = Pick<
  Coupon,
  'appliesToAllPlans' | 'planCodes' | 'duration' | 'temporalAmount' | 'temporalUnit' | 'discount'
>;

function coversAnAnnualPlan(couponPlanCode: string): boolean {
  return plansCoveredBy(couponPlanCode).some((planCode) => planFacts(planCode).tier === 'annual');
}

function isHundredPercentOffExcludingAnnual(coupon: BillingInfoCoupon): boolean {
  const hundredPercentOff = coupon.discount.type === 'percent' && coupon.discount.percent === 100;
  const listsAnnual = coupon.planCodes?.some(coversAnAnnualPlan) ?? false;
  return hundredPercentOff && !listsAnnual;
}

function isTemporalUnderLimit(coupon: BillingInfoCoupon): boolean {
  if (coupon.duration !== 'temporal') return false;
  if (coupon.temporalAmount === null || coupon.temporalUnit === null) return false;
  return (
    temporalLengthInMonths(coupon.temporalAmount, coupon.temporalUnit) <
    BILLING_INFO_FREE_MONTHS_LIMIT
  );
}

/**
 * Whether signup must collect billing info. The waivers are all properties of the coupon (spec §5),
 * so with no coupon billing info is always needed: the first charge is due at once, and the plan's
 * own trialRequiresBillingInfo flag must not let a user who already had the trial skip payment.
 */
export function couponNeedsBillingInfo(
  coupon: BillingInfoCoupon | null,
  plan: Pick<Plan, 'trialRequiresBillingInfo'>,
): boolean {
  if (coupon === null) return true;
  const waived =
    coupon.appliesToAllPlans ||
    coupon.planCodes === null ||
    coupon.planCodes.length === 0 ||
    isHundredPercentOffExcludingAnnual(coupon) ||
    isTemporalUnderLimit(coupon) ||
    !plan.trialRequiresBillingInfo;
  return !waived;
}
