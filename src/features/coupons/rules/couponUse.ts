import { t } from '@lingui/core/macro';
import type { Coupon } from '@sdk/subscription/model';
import { paths } from '@/config/paths.ts';
import { couponPlansText, coversAllPlans } from './couponTerms.ts';

/**
 * How an available coupon can be used, or why it cannot be here: the coupons page never lists as
 * "Available" what the customer has no way to use (issue 26). A coupon applies when a
 * subscription starts (at checkout): a customer without one is led there with the code; a customer
 * who has one cannot add it to that subscription, and is told so.
 */
/** Checkout's query parameter for a coupon to apply (read by signup's Checkout). */
const COUPON_PARAM = 'coupon';

export type CouponUse =
  | {
      kind: 'atCheckout';
      badge: string;
      text: string;
      /** Checkout with the code (a checkout that does not read it still asks for it). */
      checkoutPath: string;
    }
  | { kind: 'notForCurrentSubscription'; badge: string; text: string };

export function couponUse(
  coupon: Pick<Coupon, 'code' | 'state' | 'appliesToAllPlans' | 'planCodes'>,
  /** Whether the customer has a subscription now; undefined while unknown. */
  subscribed: boolean | undefined,
): CouponUse | null {
  if (coupon.state !== 'redeemable' || subscribed === undefined) return null;
  if (subscribed) {
    return {
      kind: 'notForCurrentSubscription',
      badge: t`For a new subscription`,
      text: t`A coupon applies when a subscription starts, so this one cannot be added to your current subscription. You can use it if you subscribe again later.`,
    };
  }
  const plans = couponPlansText(coupon);
  return {
    kind: 'atCheckout',
    badge: t`Available`,
    text: coversAllPlans(coupon)
      ? t`Use it when you subscribe: enter its code at checkout.`
      : t`Use it when you subscribe to ${plans}: enter its code at checkout.`,
    checkoutPath: `${paths.signup}?${COUPON_PARAM}=${encodeURIComponent(coupon.code)}`,
  };
}
