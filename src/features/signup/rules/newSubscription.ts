import type { NewSubscription } from '@sdk/subscription/model';
import type { SelectablePlanCode } from './selectablePlans.ts';

export interface SignupOrder {
  plan: SelectablePlanCode;
  currency: string;
  couponCode: string | null;
  /** The EU consumer asked for access at once, losing the right of withdrawal (asked for there). */
  immediateAccessConsent?: true;
}

/**
 * The new-subscription payload. `account.billingInfo` is always left out, on purpose: the billing
 * provider's tokens are single-use, and checkout has already spent the token on
 * `POST /account/{userId}/payment_method` (the call that runs 3-D Secure) before it subscribes. The
 * subscription then bills the payment method saved on the account, as the contract allows ("omitted
 * when the coupon needs no billing info or one is already saved"); sending the spent token again
 * would only earn a refusal from the provider.
 */
export function newSubscriptionPayload(order: SignupOrder): NewSubscription {
  return {
    plan: order.plan,
    currency: order.currency,
    couponCode: order.couponCode,
    account: {},
    ...(order.immediateAccessConsent ? { immediateAccessConsent: true } : {}),
  };
}

/** Marks the browser that subscribed (spec section 9): it names the subscription, never a token. */
export const NEW_SUBSCRIPTION_COOKIE = 'portal_new_subscription';
const NEW_SUBSCRIPTION_COOKIE_YEARS = 5;

/** The `document.cookie` assignment for a new subscription: five calendar years, whole site. */
export function newSubscriptionCookie(subscriptionId: string, now: Date, secure: boolean): string {
  const expires = new Date(now);
  expires.setUTCFullYear(expires.getUTCFullYear() + NEW_SUBSCRIPTION_COOKIE_YEARS);
  /* eslint-disable lingui/no-unlocalized-strings -- the cookie's attributes, for the browser */
  return [
    `${NEW_SUBSCRIPTION_COOKIE}=${encodeURIComponent(subscriptionId)}`,
    `Expires=${expires.toUTCString()}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
  /* eslint-enable lingui/no-unlocalized-strings */
}
