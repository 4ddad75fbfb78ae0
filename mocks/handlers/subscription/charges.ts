/**
 * What the subscription service charges: plan prices, tax by country, the invoice of a charge made
 * now, and the part of a coupon's discount a renewal still gets.
 */
import type { PlanCode } from '@sdk/subscription/model';
import { PLANS, TAX_RATES } from '../../db/catalogue.ts';
import { db } from '../../db/collections.ts';
import type { CouponRecord, SubscriptionRecord, UserRecord } from '../../db/schema.ts';
import { nowIso, randomId } from '../support.ts';
import { findCoupon } from './couponRules.ts';
import { addTime } from './stateMachine.ts';

export const round2 = (value: number): number => Math.round(value * 100) / 100;

export function priceOf(planCode: PlanCode, currency: string): number | undefined {
  return PLANS[planCode].prices.find((price) => price.currency === currency)?.unitAmount;
}

export function taxRateOf(user: UserRecord): number {
  return TAX_RATES[user.addressCountryCode ?? ''] ?? 0;
}

/** The invoice of a charge made now (0 for a trial or a 100% coupon). */
export async function invoiceCharge(
  user: UserRecord,
  subscription: SubscriptionRecord,
  coupon: CouponRecord | null,
): Promise<void> {
  const percentOff = coupon?.discount.type === 'percent' ? (coupon.discount.percent ?? 0) : 0;
  const free = subscription.isTrial;
  const subtotal = subscription.unitAmount * subscription.seats * (1 - percentOff / 100);
  await db.invoices.create({
    userId: user.userId,
    id: randomId('inv'),
    number: String(200_000 + db.invoices.count() * 7 + Math.floor(Math.random() * 7)),
    createdAt: nowIso(),
    total: free ? 0 : round2(subtotal * (1 + taxRateOf(user))),
    currency: subscription.currency,
    status: 'Approved',
    subscriptionId: subscription.id,
    planCode: subscription.planCode,
  });
}

/** The part of a percent coupon that still applies to a charge at `chargeAt`. */
export function renewalDiscount(
  subscription: SubscriptionRecord,
  subtotal: number,
  chargeAt: string,
): number {
  const coupon = subscription.couponCode ? findCoupon(subscription.couponCode) : undefined;
  if (!coupon || coupon.discount.type !== 'percent') return 0;
  if (coupon.duration === 'single_use') return 0;
  if (coupon.duration === 'temporal' && coupon.temporalAmount && coupon.temporalUnit) {
    const redeemedAt =
      db.couponRedemptions.findFirst((q) =>
        q.where({
          userId: subscription.userId,
          code: coupon.code,
          subscriptionId: subscription.id,
        }),
      )?.at ?? subscription.createdAt;
    const endsAt = addTime(redeemedAt, coupon.temporalAmount, coupon.temporalUnit);
    if (chargeAt >= endsAt) return 0;
  }
  return round2((subtotal * (coupon.discount.percent ?? 0)) / 100);
}
