/**
 * Coupon rules as the mock subscription service applies them when a coupon is redeemed (spec
 * section 5 states them from the portal's side; the service must agree, or a customer the portal
 * lets through would be refused).
 */
import type { Coupon, CouponState, Plan, PlanCode } from '@sdk/subscription/model';
import { TRIAL_COUPON_CODE } from '../../db/catalogue.ts';
import { db } from '../../db/collections.ts';
import type { CouponRecord, UserRecord } from '../../db/schema.ts';
import { fail, omit, refuse } from '../support.ts';

/** Codes are matched without regard to case, as customers type them. */
export function findCoupon(code: string): CouponRecord | undefined {
  const wanted = code.trim().toLowerCase();
  return db.coupons.findFirst((q) =>
    q.where({ code: (candidate) => candidate.toLowerCase() === wanted }),
  );
}

export function couponNotFoundMessage(code: string): string {
  return `Coupon with code ${code} not found`;
}

/** A coupon the user may redeem on the plan: 404 when unknown, 400 when refused. */
export function redeemableCoupon(code: string, user: UserRecord, planCode: PlanCode): CouponRecord {
  const coupon = findCoupon(code) ?? fail('subscription', 404, couponNotFoundMessage(code));
  const refusal = redemptionRefusal(coupon, user, planCode);
  if (refusal) refuse(refusal);
  return coupon;
}

export function toCoupon(record: CouponRecord, state: CouponState = record.state): Coupon {
  return { ...omit(record, 'maxRedemptionsPerAccount', 'antichurn'), state };
}

/** A coupon applies to a plan if it covers all plans or one of its codes starts with the plan's. */
export function couponAppliesToPlan(coupon: Coupon, planCode: PlanCode): boolean {
  return (
    coupon.appliesToAllPlans || (coupon.planCodes ?? []).some((code) => code.startsWith(planCode))
  );
}

const MONTHS_PER_UNIT = { day: 12 / 365.25, week: (7 * 12) / 365.25, month: 1, year: 12 } as const;

/** Whether subscribing with this coupon needs a payment method (spec section 5 waivers). */
export function couponNeedsBillingInfo(coupon: Coupon | null, plan: Plan): boolean {
  if (coupon === null) return true;
  const hundredPercentOffExcludingAnnual =
    coupon.discount.type === 'percent' &&
    coupon.discount.percent === 100 &&
    !(coupon.planCodes ?? []).some((code) => code.includes('annual'));
  const temporalUnderSixMonths =
    coupon.duration === 'temporal' &&
    coupon.temporalAmount !== null &&
    coupon.temporalUnit !== null &&
    coupon.temporalAmount * MONTHS_PER_UNIT[coupon.temporalUnit] < 6;
  const waived =
    coupon.appliesToAllPlans ||
    coupon.planCodes === null ||
    coupon.planCodes.length === 0 ||
    hundredPercentOffExcludingAnnual ||
    temporalUnderSixMonths ||
    !plan.trialRequiresBillingInfo;
  return !waived;
}

export const MAX_REDEMPTIONS_MESSAGE = 'Coupon has reached max redemptions for this account';

/** Why this user cannot redeem the coupon on the plan, or null when they can. */
export function redemptionRefusal(
  coupon: CouponRecord,
  user: UserRecord,
  planCode: PlanCode,
): string | null {
  if (coupon.state === 'expired') return `Coupon ${coupon.code} has expired`;
  if (coupon.state === 'maxed_out') return `Coupon ${coupon.code} has reached its max redemptions`;
  if (coupon.state === 'inactive') return `Coupon ${coupon.code} is not active`;
  if (!couponAppliesToPlan(coupon, planCode)) {
    return `Coupon ${coupon.code} does not apply to plan ${planCode}`;
  }
  if (trialTakenBy(coupon, user)) return MAX_REDEMPTIONS_MESSAGE;
  const limit = coupon.maxRedemptionsPerAccount;
  if (limit !== null && redemptionsBy(coupon, user) >= limit) return MAX_REDEMPTIONS_MESSAGE;
  return null;
}

/** The trial offer, for a user who has had the trial: once per account. */
function trialTakenBy(coupon: CouponRecord, user: UserRecord): boolean {
  return coupon.code === TRIAL_COUPON_CODE && user.hasTakenPlusTrial;
}

function redemptionsBy(coupon: CouponRecord, user: UserRecord): number {
  return db.couponRedemptions.findMany((q) =>
    q.where({ userId: user.userId, code: coupon.code, status: (status) => status !== 'offered' }),
  ).length;
}

/**
 * The lookup's answer "as it applies to this user": used up once the service's own records say
 * so (the trial taken, or this account's redemptions reaching the limit). An allowance spent only
 * at the billing provider shows at subscribe time, not here: that is what ONCEONLY stands for.
 */
export function couponFor(coupon: CouponRecord, user: UserRecord): Coupon {
  const limit = coupon.maxRedemptionsPerAccount;
  const redemptions = redemptionsBy(coupon, user);
  const spent =
    trialTakenBy(coupon, user) || (limit !== null && redemptions > 0 && redemptions >= limit);
  const usable = coupon.state === 'redeemable' || coupon.state === 'active';
  return toCoupon(coupon, usable && spent ? 'maxed_out' : coupon.state);
}

/** Records the redemption on the account (replacing an offer of the same coupon). */
export async function redeem(
  coupon: CouponRecord,
  userId: number,
  subscriptionId: string,
  at: string,
): Promise<void> {
  db.couponRedemptions.deleteMany((q) => q.where({ userId, code: coupon.code, status: 'offered' }));
  await db.couponRedemptions.create({
    userId,
    code: coupon.code,
    status: 'active',
    subscriptionId,
    at,
  });
}
