/**
 * The subscription service (openapi/subscription.yaml), stateful. Every operation is built on its
 * generated factory, so the URL, method and response types stay those of the document.
 */
import { HttpResponse } from 'msw';
import type {
  BillingInfo,
  Invoice,
  PlanCode,
  Subscription,
  SubscriptionAccount,
} from '@sdk/subscription/model';
import {
  getApplyAntichurnCouponMockHandler,
  getGetAntichurnOfferMockHandler,
  getCancelSubscriptionMockHandler,
  getChangeBillingDateMockHandler,
  getChangeSubscriptionPlanMockHandler,
  getCreateSubscriptionAccountMockHandler,
  getCreateSubscriptionMockHandler,
  getDeletePaymentMethodMockHandler,
  getDeleteSubscriptionMockHandler,
  getGetAllowedBillingDateRangeMockHandler,
  getGetBillingAccountMockHandler,
  getGetBillingDateMockHandler,
  getGetCouponMockHandler,
  getGetInvoicePdfMockHandler,
  getGetPlanMockHandler,
  getGetSubscriptionAccountMockHandler,
  getGetSubscriptionMockHandler,
  getGetSubscriptionSeatsMockHandler,
  getListCouponsMockHandler,
  getListInvoicesMockHandler,
  getListSubscriptionsMockHandler,
  getPauseSubscriptionMockHandler,
  getPreviewRenewalMockHandler,
  getReactivateSubscriptionMockHandler,
  getResumeSubscriptionMockHandler,
  getTerminateSubscriptionMockHandler,
  getUpdatePaymentMethodMockHandler,
} from '@sdk/subscription/subscription.msw.ts';
import {
  ANTICHURN_COUPON_CODE,
  MANAGED_PLANS,
  PLANS,
  SELF_SERVICE_PLANS,
  TAX_RATES,
  TRIAL_COUPON_CODE,
} from '../db/catalogue.ts';
import { db } from '../db/collections.ts';
import type {
  BillingInfoRecord,
  CouponRecord,
  InvoiceRecord,
  SubscriptionRecord,
  UserRecord,
} from '../db/schema.ts';
import { stateSettled } from '../db/state.ts';
import { pdfDocument } from '../pdf.ts';
import type { PersonaId } from '../personas/index.ts';
import {
  couponFor,
  couponNeedsBillingInfo,
  couponNotFoundMessage,
  findCoupon,
  redeem,
  redemptionRefusal,
  toCoupon,
} from './coupons.ts';
import {
  applyAntichurnCouponBody,
  billingDateBody,
  billingInfoTokenBody,
  changeSubscriptionPlanBody,
  createSubscriptionAccountBody,
  newSubscriptionBody,
  pauseSubscriptionBody,
} from './requests.ts';
import {
  addIntervals,
  addTime,
  allowedBillingDates,
  billingDateOf,
  cancel,
  changeBillingDate,
  nextChargeAt,
  pause,
  reactivate,
  resume,
  terminate,
  type Transition,
} from './subscriptionLifecycle.ts';
import {
  authorize,
  fail,
  nowIso,
  omit,
  randomId,
  refuse,
  respondJson,
  respondWith,
  subscriptionBody,
} from './support.ts';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Personas whose bank asks for 3-D Secure: `threeds` (a subscriber), `threeds-new` (at signup). */
const THREE_D_SECURE_PERSONAS: readonly PersonaId[] = ['threeds', 'threeds-new'];

export function toSubscription(record: SubscriptionRecord): Subscription {
  return omit(record, 'userId', 'pendingPlanCode');
}

function toBillingInfo(record: BillingInfoRecord): BillingInfo {
  return omit(record, 'userId');
}

function toInvoice(record: InvoiceRecord): Invoice {
  return omit(record, 'userId');
}

function requireAccount(userId: number): SubscriptionAccount {
  return (
    db.subscriptionAccounts.findFirst((q) => q.where({ userId })) ??
    fail('subscription', 404, `Account ${userId} not found`)
  );
}

function requireSubscription(userId: number, id: string): SubscriptionRecord {
  return (
    db.subscriptions.findFirst((q) => q.where({ userId, id })) ??
    fail('subscription', 404, `Subscription ${id} not found`)
  );
}

function antichurnCoupon(): CouponRecord {
  return findCoupon(ANTICHURN_COUPON_CODE) ?? fail('subscription', 500, 'Internal server error');
}

/** Why this subscription cannot get the anti-churn offer, or null when it can. */
function antichurnRefusal(
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
  if (subscription.couponCode && renewalDiscount(subscription, 1, renewsAt) > 0) {
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

/** The caller, their account, and the subscription named in the path. */
async function subscriptionInPath(
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
) {
  const caller = await authorize('subscription', request, params.userId);
  requireAccount(caller.userId);
  return { caller, subscription: requireSubscription(caller.userId, String(params.id)) };
}

async function applyTransition(
  subscription: SubscriptionRecord,
  transition: Transition,
): Promise<Subscription> {
  if ('refused' in transition) refuse(transition.refused);
  const updated = await db.subscriptions.update((q) => q.where({ id: subscription.id }), {
    data(draft) {
      Object.assign(draft, transition.changes);
    },
  });
  return toSubscription(updated ?? subscription);
}

async function setHasBillingInfo(userId: number, hasBillingInfo: boolean): Promise<void> {
  await db.subscriptionAccounts.update((q) => q.where({ userId }), {
    data(account) {
      account.hasBillingInfo = hasBillingInfo;
    },
  });
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
};

/**
 * What the fake billing provider's token stands for (src/features/payment/mockBillingProvider.tsx):
 * `tok_mock_<brand>_<last four>` is a card, a token containing `paypal` a PayPal agreement, one
 * containing `declined` a card the bank declines.
 */
function billingInfoFromToken(tokenId: string, user: UserRecord, now: string): BillingInfoRecord {
  if (tokenId.includes('declined')) {
    refuse(
      'Your card was declined. Please use a different card or contact your bank.',
      'transaction',
    );
  }
  if (tokenId.includes('paypal')) {
    return {
      userId: user.userId,
      paymentMethod: 'paypal_billing_agreement',
      ccDetails: null,
      paypalEmail: user.email,
      updatedAt: now,
    };
  }
  const [, brand = 'visa', lastFour = '1111'] = /^tok_mock_([a-z]+)_(\d{4})$/.exec(tokenId) ?? [];
  return {
    userId: user.userId,
    paymentMethod: 'credit_card',
    ccDetails: {
      brand: CARD_BRANDS[brand] ?? 'Visa',
      lastFour,
      expiryMonth: 12,
      expiryYear: new Date(now).getUTCFullYear() + 3,
    },
    paypalEmail: null,
    updatedAt: now,
  };
}

async function saveBillingInfo(record: BillingInfoRecord): Promise<BillingInfoRecord> {
  db.billingInfos.deleteMany((q) => q.where({ userId: record.userId }));
  const saved = await db.billingInfos.create(record);
  await setHasBillingInfo(record.userId, true);
  return saved;
}

function priceOf(planCode: PlanCode, currency: string): number | undefined {
  return PLANS[planCode].prices.find((price) => price.currency === currency)?.unitAmount;
}

/** Has a subscription in the spec's sense: active, canceled or paused. */
function currentSubscriptionOf(userId: number): SubscriptionRecord | undefined {
  return db.subscriptions.findFirst((q) =>
    q.where({
      userId,
      state: (state) => state === 'active' || state === 'canceled' || state === 'paused',
    }),
  );
}

function taxRateOf(user: UserRecord): number {
  return TAX_RATES[user.addressCountryCode ?? ''] ?? 0;
}

/** The invoice of a charge made now (0 for a trial or a 100% coupon). */
async function invoiceCharge(
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

/** A coupon the caller may redeem on the plan: 404 when unknown, 400 when refused. */
function redeemableCoupon(code: string, user: UserRecord, planCode: PlanCode): CouponRecord {
  const coupon = findCoupon(code) ?? fail('subscription', 404, couponNotFoundMessage(code));
  const refusal = redemptionRefusal(coupon, user, planCode);
  if (refusal) refuse(refusal);
  return coupon;
}

/** The part of a percent coupon that still applies to a charge at `chargeAt`. */
function renewalDiscount(
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

export const subscriptionHandlers = [
  getGetSubscriptionAccountMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    return requireAccount(caller.userId);
  }),

  getCreateSubscriptionAccountMockHandler(async ({ request }) => {
    const caller = await authorize('subscription', request);
    const body = await subscriptionBody(request, createSubscriptionAccountBody);
    if (body.user_id !== caller.userId) {
      fail('subscription', 403, `You do not have permission to access account ${body.user_id}`);
    }
    if (db.subscriptionAccounts.findFirst((q) => q.where({ userId: caller.userId }))) {
      refuse(`Account ${caller.userId} already exists`);
    }
    return db.subscriptionAccounts.create({
      userId: caller.userId,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      currency: body.currency,
      createdAt: nowIso(),
      hasBillingInfo:
        db.billingInfos.findFirst((q) => q.where({ userId: caller.userId })) !== undefined,
    });
  }),

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

  getGetBillingDateMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    return { billing_date: billingDateOf(subscription) };
  }),

  getChangeBillingDateMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    const body = await subscriptionBody(request, billingDateBody);
    return applyTransition(subscription, changeBillingDate(subscription, body.billing_date));
  }),

  getGetAllowedBillingDateRangeMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    return allowedBillingDates(subscription);
  }),

  getCancelSubscriptionMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    return applyTransition(subscription, cancel(subscription, nowIso()));
  }),

  getReactivateSubscriptionMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    return applyTransition(subscription, reactivate(subscription, nowIso()));
  }),

  getPauseSubscriptionMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    const body = await subscriptionBody(request, pauseSubscriptionBody);
    return applyTransition(subscription, pause(subscription, body.remainingPauseCycles));
  }),

  getResumeSubscriptionMockHandler(async ({ request, params }) => {
    const { caller, subscription } = await subscriptionInPath(request, params);
    const wasPaused = subscription.state === 'paused';
    const resumed = await applyTransition(subscription, resume(subscription, nowIso()));
    // Billing restarts today for a subscription that was paused.
    if (wasPaused)
      await invoiceCharge(caller.user, requireSubscription(caller.userId, resumed.id), null);
    return resumed;
  }),

  getTerminateSubscriptionMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    return applyTransition(subscription, terminate(subscription, nowIso()));
  }),

  getGetSubscriptionSeatsMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    const seats = db.seats
      .findMany((q) => q.where({ subscriptionId: subscription.id }))
      .map((seat) => omit(seat, 'subscriptionId'));
    return { total: subscription.seats, assigned: seats.length, seats };
  }),

  getUpdatePaymentMethodMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    requireAccount(caller.userId);
    const body = await subscriptionBody(request, billingInfoTokenBody);
    const billingInfo = billingInfoFromToken(body.token_id, caller.user, nowIso());
    // These personas' banks ask for a 3-D Secure challenge before saving any card.
    if (
      THREE_D_SECURE_PERSONAS.includes(caller.personaId) &&
      billingInfo.paymentMethod === 'credit_card'
    ) {
      const result = body.three_d_secure_action_result_token_id;
      if (!result) {
        respondJson(
          {
            error: '3D Secure authentication is required for this card',
            threedsActionRequired: true,
            threedsToken: randomId('3dsa'),
          },
          202,
        );
      }
      if (!result.startsWith('3ds-ok')) {
        refuse('3D Secure authentication failed. Please try a different card.', 'transaction');
      }
    }
    return toBillingInfo(await saveBillingInfo(billingInfo));
  }),

  getDeletePaymentMethodMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    requireAccount(caller.userId);
    // A subscription that will charge again needs a payment method.
    const dependent = db.subscriptions.findFirst((q) =>
      q.where({
        userId: caller.userId,
        state: (state) => state === 'active' || state === 'paused',
        planCode: (code) => !MANAGED_PLANS.includes(code),
      }),
    );
    if (dependent && db.billingInfos.findFirst((q) => q.where({ userId: caller.userId }))) {
      refuse('You must set a new primary billing info before deleting this billing info');
    }
    db.billingInfos.deleteMany((q) => q.where({ userId: caller.userId }));
    await setHasBillingInfo(caller.userId, false);
  }),

  getGetBillingAccountMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    const account = requireAccount(caller.userId);
    const billingInfo = db.billingInfos.findFirst((q) => q.where({ userId: caller.userId }));
    return {
      accountCode: String(caller.userId),
      email: account.email,
      currency: account.currency,
      billingInfo: billingInfo ? toBillingInfo(billingInfo) : null,
    };
  }),

  getListInvoicesMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    requireAccount(caller.userId);
    return db.invoices
      .findMany((q) => q.where({ userId: caller.userId }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(toInvoice);
  }),

  getGetInvoicePdfMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    const account = requireAccount(caller.userId);
    const id = String(params.id);
    const invoice =
      db.invoices.findFirst((q) => q.where({ userId: caller.userId, id })) ??
      fail('subscription', 404, `Invoice ${id} not found`);
    const pdf = pdfDocument(`Invoice ${invoice.number}`, [
      `Billed to: ${account.firstName} ${account.lastName} <${account.email}>`,
      `Date: ${invoice.createdAt.slice(0, 10)}`,
      `Plan: ${invoice.planCode ? PLANS[invoice.planCode].name : 'One-off charge'}`,
      `Status: ${invoice.status}`,
      `Total: ${invoice.total.toFixed(2)} ${invoice.currency}`,
    ]);
    return respondWith(
      new HttpResponse(pdf, {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="invoice-${invoice.number}.pdf"`,
        },
      }),
    );
  }),

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

  getApplyAntichurnCouponMockHandler(async ({ request, params }) => {
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

  // Public: the signup screen shows plans to visitors who have no token yet.
  getGetPlanMockHandler(async ({ params }) => {
    await stateSettled();
    const code = String(params.code);
    const plan = db.plans.findFirst((q) => q.where({ code: (candidate) => candidate === code }));
    return plan ?? fail('subscription', 404, `Plan ${code} not found`);
  }),
];
