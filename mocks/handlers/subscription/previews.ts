/**
 * Price previews: what subscribing would charge, and what an action on a subscription would charge
 * next, as a `PriceBreakdown` (./charges.ts prices it). A preview stores nothing; it refuses what
 * the purchase or the action itself would refuse, with the same message, so a preview that
 * succeeds means the call would be accepted on price.
 */
import type { PreviewSubscriptionChangeParams } from '@sdk/subscription/model';
import {
  getPreviewNewSubscriptionMockHandler,
  getPreviewSubscriptionChangeMockHandler,
} from '@sdk/subscription/subscription.msw.ts';
import type { SubscriptionRecord, UserRecord } from '../../db/schema.ts';
import { newSubscriptionPreviewQuery, subscriptionChangePreviewQuery } from '../requests.ts';
import { authorize, nowIso, refuse, subscriptionQuery } from '../support.ts';
import { couponOf, priceBreakdown, priceOf, type CouponInEffect } from './charges.ts';
import { antichurnCoupon, antichurnRefusal } from './coupons.ts';
import { hasSavedBillingInfo } from './paymentMethod.ts';
import { planChangeNow, type ProratedCharge, withProration } from './proration.ts';
import { afterTransition, requireAccount, subscriptionInPath } from './records.ts';
import { changePlan, nextChargeAt, reactivate, resume } from './stateMachine.ts';
import { newSubscriptionBreakdown } from './subscriptions.ts';

/** The subscription after the action, whether it is charged at once, and the coupon it runs on. */
interface ActionOutcome {
  subscription: SubscriptionRecord;
  chargesNow: boolean;
  coupon: CouponInEffect | null;
  /** A plan change now: the credit for the unused part of the current period (./proration.ts). */
  prorated?: ProratedCharge;
}

function outcomeOf(
  user: UserRecord,
  subscription: SubscriptionRecord,
  query: PreviewSubscriptionChangeParams,
  now: string,
): ActionOutcome {
  const ranOn = (after: SubscriptionRecord, chargesNow: boolean): ActionOutcome => ({
    subscription: after,
    chargesNow,
    coupon: couponOf(after),
  });
  switch (query.action) {
    case 'changePlan': {
      const planCode = query.planCode ?? refuse('planCode: This field is required.');
      const timeframe = query.timeframe ?? 'renewal';
      const unitAmount = priceOf(planCode, subscription.currency) ?? subscription.unitAmount;
      const transition = changePlan(subscription, planCode, timeframe, now, unitAmount);
      const after = afterTransition(subscription, transition);
      if (timeframe === 'renewal') return ranOn(after, false);
      return {
        ...ranOn(after, true),
        prorated: planChangeNow(user, subscription, after, null, now),
      };
    }
    case 'reactivate':
      return ranOn(afterTransition(subscription, reactivate(subscription, now)), false);
    case 'resume':
      // A paused subscription starts a new period today and pays for it; a scheduled pause is dropped.
      return ranOn(
        afterTransition(subscription, resume(subscription, now)),
        subscription.state === 'paused',
      );
    case 'applyAntichurnOffer': {
      const coupon = antichurnCoupon();
      const refusal = antichurnRefusal(coupon, subscription, user);
      if (refusal) refuse(refusal);
      return {
        subscription: { ...subscription, couponCode: coupon.code },
        chargesNow: false,
        coupon: { coupon, redeemedAt: now },
      };
    }
  }
}

export const previewHandlers = [
  // Before getSubscription: `GET /subscriptions/preview` would match `/subscriptions/:id`.
  getPreviewNewSubscriptionMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    requireAccount(caller.userId);
    const query = subscriptionQuery(request, newSubscriptionPreviewQuery);
    return newSubscriptionBreakdown(
      caller.user,
      query,
      hasSavedBillingInfo(caller.userId),
      nowIso(),
    );
  }),

  getPreviewSubscriptionChangeMockHandler(async ({ request, params }) => {
    const { caller, subscription } = await subscriptionInPath(request, params);
    const query = subscriptionQuery(request, subscriptionChangePreviewQuery);
    const now = nowIso();
    const outcome = outcomeOf(caller.user, subscription, query, now);
    const after = outcome.subscription;
    const planCode = after.pendingPlanCode ?? after.planCode;
    const breakdown = priceBreakdown({
      user: caller.user,
      planCode,
      currency: after.currency,
      // A charge now is invoiced at the subscription's price; a renewal at the catalogue's.
      unitAmount: outcome.chargesNow
        ? after.unitAmount
        : (priceOf(planCode, after.currency) ?? after.unitAmount),
      seats: after.seats,
      startsAt: outcome.chargesNow ? now : nextChargeAt(after),
      chargesNow: outcome.chargesNow,
      coupon: outcome.coupon,
      couponIsNew: false,
      trialEndsAt: after.isTrial ? after.trialEndsAt : null,
      // The subscription runs already: a missing payment method is needed by its next charge.
      mayDeferBillingInfo: true,
      hasBillingInfo: hasSavedBillingInfo(caller.userId),
    });
    return outcome.prorated ? withProration(breakdown, outcome.prorated) : breakdown;
  }),
];
