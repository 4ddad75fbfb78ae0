/**
 * Subscriptions: the caller's list, signing up for one, reading it, changing its plan, deleting
 * it, and the preview of its next renewal. Its lifecycle (cancel, pause ...) is in ./lifecycle.ts.
 */
import type { PlanCode } from '@sdk/subscription/model';
import {
  getChangeSubscriptionPlanMockHandler,
  getCreateSubscriptionMockHandler,
  getDeleteSubscriptionMockHandler,
  getGetSubscriptionMockHandler,
  getListSubscriptionsMockHandler,
  getPreviewRenewalMockHandler,
} from '@sdk/subscription/subscription.msw.ts';
import { MANAGED_PLANS, PLANS, SELF_SERVICE_PLANS, TRIAL_COUPON_CODE } from '../../db/catalogue.ts';
import { db } from '../../db/collections.ts';
import type { CouponRecord, SubscriptionRecord, UserRecord } from '../../db/schema.ts';
import { changeSubscriptionPlanBody, newSubscriptionBody } from '../requests.ts';
import { authorize, fail, nowIso, randomId, refuse, subscriptionBody } from '../support.ts';
import { invoiceCharge, priceOf, renewalDiscount, round2, taxRateOf } from './charges.ts';
import {
  couponNeedsBillingInfo,
  couponNotFoundMessage,
  findCoupon,
  redeem,
  redemptionRefusal,
} from './couponRules.ts';
import { billingInfoFromToken, saveBillingInfo } from './paymentMethod.ts';
import {
  applyTransition,
  requireAccount,
  requireSubscription,
  subscriptionInPath,
  toSubscription,
} from './records.ts';
import { addIntervals, addTime, nextChargeAt } from './stateMachine.ts';

/** Has a subscription in the spec's sense: active, canceled or paused. */
function currentSubscriptionOf(userId: number): SubscriptionRecord | undefined {
  return db.subscriptions.findFirst((q) =>
    q.where({
      userId,
      state: (state) => state === 'active' || state === 'canceled' || state === 'paused',
    }),
  );
}

/** A coupon the caller may redeem on the plan: 404 when unknown, 400 when refused. */
function redeemableCoupon(code: string, user: UserRecord, planCode: PlanCode): CouponRecord {
  const coupon = findCoupon(code) ?? fail('subscription', 404, couponNotFoundMessage(code));
  const refusal = redemptionRefusal(coupon, user, planCode);
  if (refusal) refuse(refusal);
  return coupon;
}

export const subscriptionHandlers = [
  getListSubscriptionsMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    requireAccount(caller.userId);
    const filter = new URL(request.url).searchParams.get('filter') ?? 'current';
    if (filter !== 'all' && filter !== 'current') refuse('filter: must be one of all, current');
    return db.subscriptions
      .findMany((q) =>
        q.where({
          userId: caller.userId,
          state: (state) => filter === 'all' || state === 'active' || state === 'canceled',
        }),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(toSubscription);
  }),

  // Before the `/subscriptions/:id` handlers: `new` would match `:id`.
  getCreateSubscriptionMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    const account = requireAccount(caller.userId);
    const body = await subscriptionBody(request, newSubscriptionBody);
    const plan = PLANS[body.plan];
    if (!SELF_SERVICE_PLANS.includes(body.plan))
      refuse(`Plan ${body.plan} cannot be subscribed to`);
    const unitAmount =
      priceOf(body.plan, body.currency) ??
      refuse(`currency: ${body.currency} is not offered; choose USD, EUR or GBP`);
    const existing = currentSubscriptionOf(caller.userId);
    if (existing) refuse(`Account ${caller.userId} already has subscription ${existing.id}`);
    const coupon = body.couponCode
      ? redeemableCoupon(body.couponCode, caller.user, body.plan)
      : null;

    const now = nowIso();
    const token = body.account.billingInfo?.token_id;
    const newBillingInfo = token ? billingInfoFromToken(token, caller.user, now) : null;
    const hasBillingInfo =
      newBillingInfo !== null ||
      db.billingInfos.findFirst((q) => q.where({ userId: caller.userId })) !== undefined;
    if (!hasBillingInfo && couponNeedsBillingInfo(coupon, plan)) {
      refuse(`Billing info is required to subscribe to ${body.plan}`);
    }
    if (newBillingInfo) await saveBillingInfo(newBillingInfo);

    const trial = coupon?.discount.type === 'free_trial' ? coupon.discount.trial : null;
    const trialEndsAt = trial ? addTime(now, trial.length, trial.unit) : null;
    const created = await db.subscriptions.create({
      userId: caller.userId,
      pendingPlanCode: null,
      id: randomId('sub'),
      state: 'active',
      planCode: body.plan,
      planName: plan.name,
      seats: 1,
      isTrial: trial !== null,
      subscriptionStatus: 'unpaused',
      remainingPauseCycles: null,
      currentPeriodStartedAt: now,
      currentPeriodEndsAt: trialEndsAt ?? addIntervals(now, plan, 1),
      trialEndsAt,
      canceledAt: null,
      expiresAt: null,
      pausedAt: null,
      unitAmount,
      currency: body.currency,
      couponCode: coupon?.code ?? null,
      createdAt: now,
    });
    if (coupon) await redeem(coupon, caller.userId, created.id, now);
    if (coupon?.code === TRIAL_COUPON_CODE) {
      await db.users.update((q) => q.where({ userId: caller.userId }), {
        data(user) {
          user.hasTakenPlusTrial = true;
        },
      });
    }
    if (account.currency !== body.currency) {
      await db.subscriptionAccounts.update((q) => q.where({ userId: caller.userId }), {
        data(draft) {
          draft.currency = body.currency;
        },
      });
    }
    await invoiceCharge(caller.user, created, coupon);
    return toSubscription(created);
  }),

  getGetSubscriptionMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    return toSubscription(subscription);
  }),

  getChangeSubscriptionPlanMockHandler(async ({ request, params }) => {
    const { caller, subscription } = await subscriptionInPath(request, params);
    const body = await subscriptionBody(request, changeSubscriptionPlanBody);
    const planCode = body.planCode ?? 'reasonplusmonthly';
    const { id } = subscription;
    if (subscription.state !== 'active') {
      refuse(`Subscription ${id} is ${subscription.state}; its plan cannot be changed`);
    }
    if (MANAGED_PLANS.includes(subscription.planCode)) {
      refuse(
        `Subscription ${id} is on the ${subscription.planCode} plan, which is managed by the company`,
      );
    }
    if (!SELF_SERVICE_PLANS.includes(planCode)) refuse(`Plan ${planCode} cannot be chosen`);
    if ((subscription.pendingPlanCode ?? subscription.planCode) === planCode) {
      refuse(`Subscription ${id} is already on plan ${planCode}`);
    }
    const coupon = body.couponCode
      ? redeemableCoupon(body.couponCode, caller.user, planCode)
      : null;
    const now = nowIso();
    const plan = PLANS[planCode];
    const changes: Partial<SubscriptionRecord> =
      (body.timeframe ?? 'renewal') === 'now'
        ? {
            planCode,
            planName: plan.name,
            unitAmount: priceOf(planCode, subscription.currency) ?? subscription.unitAmount,
            isTrial: false,
            currentPeriodStartedAt: now,
            currentPeriodEndsAt: addIntervals(now, plan, 1),
            pendingPlanCode: null,
          }
        : { pendingPlanCode: planCode === subscription.planCode ? null : planCode };
    if (coupon) changes.couponCode = coupon.code;
    const updated = await applyTransition(subscription, { changes });
    if (coupon) await redeem(coupon, caller.userId, id, now);
    if (changes.planCode) {
      const record = requireSubscription(caller.userId, id);
      await invoiceCharge(caller.user, record, coupon);
    }
    return updated;
  }),

  getDeleteSubscriptionMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    db.seats.deleteMany((q) => q.where({ subscriptionId: subscription.id }));
    db.subscriptions.delete((q) => q.where({ id: subscription.id }));
  }),

  getPreviewRenewalMockHandler(async ({ request, params }) => {
    const { caller, subscription } = await subscriptionInPath(request, params);
    const planCode = subscription.pendingPlanCode ?? subscription.planCode;
    const billingDate = nextChargeAt(subscription);
    const subtotal = round2(
      (priceOf(planCode, subscription.currency) ?? subscription.unitAmount) * subscription.seats,
    );
    const discount = renewalDiscount(subscription, subtotal, billingDate);
    const tax = round2((subtotal - discount) * taxRateOf(caller.user));
    return {
      subscriptionId: subscription.id,
      planCode,
      billingDate: billingDate.slice(0, 10),
      subtotal,
      discount,
      tax,
      total: round2(subtotal - discount + tax),
      currency: subscription.currency,
      couponCode: discount > 0 ? subscription.couponCode : null,
    };
  }),
];
