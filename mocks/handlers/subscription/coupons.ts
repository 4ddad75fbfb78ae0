/**
 * Coupons: those the caller has redeemed or been offered, a coupon by code, and the anti-churn
 * offer made when a customer cancels. The rules of redeeming live in ./couponRules.ts.
 */
import {
  getApplyAntichurnCouponMockHandler,
  getGetAntichurnOfferMockHandler,
  getGetCouponMockHandler,
  getListCouponsMockHandler,
} from '@sdk/subscription/subscription.msw.ts';
import { idempotent } from '../idempotency.ts';
import { ANTICHURN_COUPON_CODE, MANAGED_PLANS } from '../../db/catalogue.ts';
import { db } from '../../db/collections.ts';
import type { CouponRecord, SubscriptionRecord, UserRecord } from '../../db/schema.ts';
import { applyAntichurnCouponBody } from '../requests.ts';
import { authorize, fail, nowIso, refuse, subscriptionBody } from '../support.ts';
import { renewalDiscount } from './charges.ts';
import {
  couponFor,
  couponNotFoundMessage,
  findCoupon,
  redeem,
  redemptionRefusal,
  toCoupon,
} from './couponRules.ts';
import {
  applyTransition,
  requireAccount,
  requireSubscription,
  subscriptionInPath,
} from './records.ts';
import { addTime } from './stateMachine.ts';

export function antichurnCoupon(): CouponRecord {
  return findCoupon(ANTICHURN_COUPON_CODE) ?? fail('subscription', 500, 'Internal server error');
}

/** Why this subscription cannot get the anti-churn offer, or null when it can. */
export function antichurnRefusal(
  coupon: CouponRecord,
  subscription: SubscriptionRecord,
  user: UserRecord,
): string | null {
  if (subscription.state !== 'active') {
    return `Subscription ${subscription.id} is ${subscription.state}; the offer only applies to active subscriptions`;
  }
  if (MANAGED_PLANS.includes(subscription.planCode)) {
    return `Subscription ${subscription.id} is on the ${subscription.planCode} plan, which is managed by the company`;
  }
  const redemption = redemptionRefusal(coupon, user, subscription.planCode);
  if (redemption) return redemption;
  // A subscription carries one coupon: the offer would take the place of a discount still running.
  const renewsAt = subscription.currentPeriodEndsAt;
  if (subscription.couponCode && renewalDiscount(subscription, renewsAt) > 0) {
    return `Subscription ${subscription.id} already has the discount of coupon ${subscription.couponCode}, which the offer would replace`;
  }
  // A temporal offer that has ended by the next renewal (3 months against a year) discounts nothing.
  if (coupon.temporalAmount && coupon.temporalUnit) {
    const offerEndsAt = addTime(nowIso(), coupon.temporalAmount, coupon.temporalUnit);
    if (renewsAt >= offerEndsAt) {
      return `The offer ends before the next renewal of subscription ${subscription.id} on ${renewsAt.slice(0, 10)}`;
    }
  }
  return null;
}

export const couponHandlers = [
  getListCouponsMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    requireAccount(caller.userId);
    return db.couponRedemptions
      .findMany((q) => q.where({ userId: caller.userId }))
      .sort((a, b) => b.at.localeCompare(a.at))
      .flatMap((redemption) => {
        const coupon = findCoupon(redemption.code);
        if (!coupon) return [];
        // An offer shows the coupon's own state; a redemption whether its discount still applies.
        return [
          toCoupon(coupon, redemption.status === 'offered' ? coupon.state : redemption.status),
        ];
      });
  }),

  getGetCouponMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    requireAccount(caller.userId);
    const code = String(params.code);
    const coupon = findCoupon(code) ?? fail('subscription', 404, couponNotFoundMessage(code));
    return couponFor(coupon, caller.user);
  }),

  getGetAntichurnOfferMockHandler(async ({ request, params }) => {
    const { caller, subscription } = await subscriptionInPath(request, params);
    const coupon = antichurnCoupon();
    if (antichurnRefusal(coupon, subscription, caller.user)) return { coupon: null };
    return { coupon: couponFor(coupon, caller.user) };
  }),

  getApplyAntichurnCouponMockHandler(
    idempotent('applyAntichurnCoupon', 200, async ({ request, params }) => {
      const caller = await authorize('subscription', request, params.userId);
      requireAccount(caller.userId);
      const body = await subscriptionBody(request, applyAntichurnCouponBody);
      const subscription = requireSubscription(caller.userId, body.subscriptionId);
      const coupon = antichurnCoupon();
      const refusal = antichurnRefusal(coupon, subscription, caller.user);
      if (refusal) refuse(refusal);
      const now = nowIso();
      const updated = await applyTransition(subscription, { changes: { couponCode: coupon.code } });
      await redeem(coupon, caller.userId, subscription.id, now);
      return { coupon: toCoupon(coupon, 'active'), subscription: updated };
    }),
  ),
];
