/**
 * Subscriptions: the caller's list (each renewing one with its next renewal's preview when asked
 * with `include=renewal`), signing up for one, reading it, changing its plan, deleting it, and the
 * preview of its next renewal. Its lifecycle (cancel, pause ...) is in ./lifecycle.ts;
 * the price previews of subscribing and of actions, which share its terms, in ./previews.ts.
 */
import type {
  NewSubscription,
  Plan,
  PlanCode,
  PriceBreakdown,
  RenewalPreview,
} from '@sdk/subscription/model';
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
import { idempotent } from '../idempotency.ts';
import { scenarioAwaits } from '../../scenarios/engine.ts';
import { authorize, nowIso, randomId, refuse, subscriptionBody } from '../support.ts';
import { invoiceCharge, priceBreakdown, priceOf, renewalLines } from './charges.ts';
import { couponNeedsBillingInfo, redeem, redeemableCoupon } from './couponRules.ts';
import { billingInfoFromToken, hasSavedBillingInfo, saveBillingInfo } from './paymentMethod.ts';
import { planChangeNow } from './proration.ts';
import {
  applyTransition,
  requireAccount,
  requireSubscription,
  subscriptionInPath,
  toSubscription,
} from './records.ts';
import { addIntervals, addTime, changePlan, nextChargeAt } from './stateMachine.ts';

/** Has a subscription in the spec's sense: active, canceled or paused. */
function currentSubscriptionOf(userId: number): SubscriptionRecord | undefined {
  return db.subscriptions.findFirst((q) =>
    q.where({
      userId,
      state: (state) => state === 'active' || state === 'canceled' || state === 'paused',
    }),
  );
}

/** A subscription that renews: running or paused, on a plan the customer pays for each period. */
function renews(subscription: SubscriptionRecord): boolean {
  return (
    (subscription.state === 'active' || subscription.state === 'paused') &&
    !MANAGED_PLANS.includes(subscription.planCode)
  );
}

/** What the subscription's next renewal will charge (`previewRenewal`). */
function renewalPreview(user: UserRecord, subscription: SubscriptionRecord): RenewalPreview {
  const billingDate = nextChargeAt(subscription);
  const charge = renewalLines(user, subscription, billingDate);
  return {
    subscriptionId: subscription.id,
    planCode: subscription.pendingPlanCode ?? subscription.planCode,
    billingDate: billingDate.slice(0, 10),
    subtotal: charge.listPrice,
    discount: charge.discount,
    tax: charge.tax,
    total: charge.total,
    currency: subscription.currency,
    couponCode: charge.discount > 0 ? subscription.couponCode : null,
    taxName: charge.taxName,
    taxPercent: charge.taxPercent,
    taxExempt: charge.taxExempt ?? null,
  };
}

type NewSubscriptionRequest = Pick<NewSubscription, 'plan' | 'currency' | 'couponCode'>;

/** The plan a new subscription is for and its price: 400 when not self-service or not offered. */
export function subscribablePlan(request: NewSubscriptionRequest): {
  plan: Required<Plan>;
  unitAmount: number;
} {
  const planCode: PlanCode = request.plan;
  if (!SELF_SERVICE_PLANS.includes(planCode)) refuse(`Plan ${planCode} cannot be subscribed to`);
  const unitAmount =
    priceOf(planCode, request.currency) ??
    refuse(`currency: ${request.currency} is not offered; choose USD, EUR or GBP`);
  return { plan: PLANS[planCode], unitAmount };
}

/** The coupon of a new subscription and the trial it gives: 404 when unknown, 400 when refused. */
export function newSubscriptionCoupon(
  user: UserRecord,
  request: NewSubscriptionRequest,
  now: string,
): { coupon: CouponRecord | null; trialEndsAt: string | null } {
  const coupon = request.couponCode
    ? redeemableCoupon(request.couponCode, user, request.plan)
    : null;
  const trial = coupon?.discount.type === 'free_trial' ? coupon.discount.trial : null;
  return { coupon, trialEndsAt: trial ? addTime(now, trial.length, trial.unit) : null };
}

/**
 * What subscribing would charge (the preview's answer, and what the purchase is held to): the
 * coupon's trial or discount from now, with a payment method saved or not.
 */
export function newSubscriptionBreakdown(
  user: UserRecord,
  request: NewSubscriptionRequest,
  hasBillingInfo: boolean,
  now: string,
): PriceBreakdown {
  const { plan, unitAmount } = subscribablePlan(request);
  const { coupon, trialEndsAt } = newSubscriptionCoupon(user, request, now);
  return priceBreakdown({
    user,
    planCode: request.plan,
    currency: request.currency,
    unitAmount,
    seats: 1,
    startsAt: trialEndsAt ?? now,
    chargesNow: trialEndsAt === null,
    coupon: coupon ? { coupon, redeemedAt: now } : null,
    couponIsNew: true,
    trialEndsAt,
    mayDeferBillingInfo: !couponNeedsBillingInfo(coupon, plan),
    hasBillingInfo,
  });
}

export const subscriptionHandlers = [
  getListSubscriptionsMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    requireAccount(caller.userId);
    const query = new URL(request.url).searchParams;
    const filter = query.get('filter') ?? 'current';
    if (filter !== 'all' && filter !== 'current') refuse('filter: must be one of all, current');
    const include = query.get('include');
    if (include !== null && include !== 'renewal') refuse('include: must be renewal');
    // None while a scenario waits for previewRenewal: the portal then asks it, and the scenario
    // shows, as with a service without the proposal.
    const withRenewals = include === 'renewal' && !scenarioAwaits(request, 'previewRenewal');
    return db.subscriptions
      .findMany((q) =>
        q.where({
          userId: caller.userId,
          state: (state) => filter === 'all' || state === 'active' || state === 'canceled',
        }),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((record) =>
        withRenewals && renews(record)
          ? { ...toSubscription(record), renewal: renewalPreview(caller.user, record) }
          : toSubscription(record),
      );
  }),

  // Before the `/subscriptions/:id` handlers: `new` would match `:id`.
  getCreateSubscriptionMockHandler(
    idempotent('createSubscription', 201, async ({ request, params }) => {
      const caller = await authorize('subscription', request, params.userId);
      const account = requireAccount(caller.userId);
      const body = await subscriptionBody(request, newSubscriptionBody);
      const { plan, unitAmount } = subscribablePlan(body);
      const existing = currentSubscriptionOf(caller.userId);
      if (existing) refuse(`Account ${caller.userId} already has subscription ${existing.id}`);
      const now = nowIso();
      const { coupon, trialEndsAt } = newSubscriptionCoupon(caller.user, body, now);

      const token = body.account.billingInfo?.token_id;
      const newBillingInfo = token ? billingInfoFromToken(token, caller.user, now) : null;
      const hasBillingInfo = newBillingInfo !== null || hasSavedBillingInfo(caller.userId);
      // Whatever the coupon rule allows, nothing is charged today without a payment method.
      const dueToday = newSubscriptionBreakdown(caller.user, body, hasBillingInfo, now).dueToday;
      if (!hasBillingInfo && (couponNeedsBillingInfo(coupon, plan) || dueToday > 0)) {
        refuse(`Billing info is required to subscribe to ${body.plan}`);
      }
      if (newBillingInfo) await saveBillingInfo(newBillingInfo);

      const created = await db.subscriptions.create({
        userId: caller.userId,
        pendingPlanCode: null,
        id: randomId('sub'),
        state: 'active',
        planCode: body.plan,
        planName: plan.name,
        seats: 1,
        isTrial: trialEndsAt !== null,
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
  ),

  getGetSubscriptionMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    return toSubscription(subscription);
  }),

  getChangeSubscriptionPlanMockHandler(
    idempotent('changeSubscriptionPlan', 200, async ({ request, params }) => {
      const { caller, subscription } = await subscriptionInPath(request, params);
      const body = await subscriptionBody(request, changeSubscriptionPlanBody);
      const planCode = body.planCode ?? 'reasonplusmonthly';
      const now = nowIso();
      const unitAmount = priceOf(planCode, subscription.currency) ?? subscription.unitAmount;
      const transition = changePlan(
        subscription,
        planCode,
        body.timeframe ?? 'renewal',
        now,
        unitAmount,
      );
      if ('refused' in transition) refuse(transition.refused);
      const coupon = body.couponCode
        ? redeemableCoupon(body.couponCode, caller.user, planCode)
        : null;
      const changes = coupon
        ? { ...transition.changes, couponCode: coupon.code }
        : transition.changes;
      // Priced before the change is stored: the credit is for the period it ends.
      const prorated = changes.planCode
        ? planChangeNow(caller.user, subscription, { ...subscription, ...changes }, coupon, now)
        : null;
      const updated = await applyTransition(subscription, { changes });
      if (coupon) await redeem(coupon, caller.userId, subscription.id, now);
      if (prorated) {
        const record = requireSubscription(caller.userId, subscription.id);
        await invoiceCharge(caller.user, record, coupon, now, prorated.dueToday);
      }
      return updated;
    }),
  ),

  getDeleteSubscriptionMockHandler(
    idempotent('deleteSubscription', 204, async ({ request, params }) => {
      const { subscription } = await subscriptionInPath(request, params);
      db.seats.deleteMany((q) => q.where({ subscriptionId: subscription.id }));
      db.subscriptions.delete((q) => q.where({ id: subscription.id }));
    }),
  ),

  getPreviewRenewalMockHandler(async ({ request, params }) => {
    const { caller, subscription } = await subscriptionInPath(request, params);
    return renewalPreview(caller.user, subscription);
  }),
];
