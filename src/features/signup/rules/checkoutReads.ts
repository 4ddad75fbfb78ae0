import type { User } from '@sdk/account/model';
import type { PreviewNewSubscriptionParams, Subscription } from '@sdk/subscription/model';

/*
 * What checkout shows first, as the reads that load it. Imports types only: the production
 * build's boot script (scripts/vite/earlyBoot.ts) carries this module as it is, to ask them before
 * the app's code has arrived when the page lands on /signup (src/api/bootRequests.ts), and the
 * app's own prefetch (../prefetch.ts) asks the same from it. The facts below restate rules that
 * import more than types; checkoutReads.test.ts holds them equal.
 */

/** The plans checkout offers (SELECTABLE_PLAN_CODES), Monthly first. */
export const CHECKOUT_PLAN_CODES = ['reasonplusmonthly', 'reasonplusannualnt'] as const;

/** The plan the introduction offer comes with, and its coupon (trialCouponFor). */
const INTRODUCTION_OFFER = {
  plan: 'reasonplusmonthly',
  couponCode: 'first-month-introduction-offer',
} as const;

/** Subscriptions in these states are the user's: no second one (mayStartSubscription). */
const HELD_STATES: readonly string[] = ['active', 'canceled', 'paused'];

/** The currency of an account that has none (DEFAULT_CURRENCY, accountCurrency). */
const FALLBACK_CURRENCY = 'USD';

/** Checkout's first reads beyond the plans, which everyone on /signup is shown. */
export interface CheckoutReads {
  /** `previewNewSubscription`: each plan's price as the customer pays it, then the offer's. */
  previews: PreviewNewSubscriptionParams[];
  /** `getCoupon`: the introduction offer, or null for a user who has had it. */
  offer: string | null;
}

/**
 * The reads checkout shows first for this user (with the saved payment method, which has no
 * parameter): Monthly is chosen and no coupon applied. Null for a user who has a subscription and is
 * sent on to it, so has no checkout to load.
 */
export function checkoutFirstReads(
  user: Pick<User, 'currency' | 'hasTakenPlusTrial'>,
  subscriptions: readonly Pick<Subscription, 'state'>[],
): CheckoutReads | null {
  if (subscriptions.some((subscription) => HELD_STATES.includes(subscription.state))) return null;
  const currency = user.currency || FALLBACK_CURRENCY;
  const offer = user.hasTakenPlusTrial ? null : INTRODUCTION_OFFER.couponCode;
  const planPreviews = CHECKOUT_PLAN_CODES.map((plan) => ({ plan, currency }));
  return {
    previews: offer
      ? [...planPreviews, { plan: INTRODUCTION_OFFER.plan, currency, couponCode: offer }]
      : planPreviews,
    offer,
  };
}
