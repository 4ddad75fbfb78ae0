import { useQueries, useQuery } from '@tanstack/react-query';
import type { Coupon } from '@sdk/subscription/model';
import { getPreviewNewSubscriptionQueryOptions } from '@sdk/subscription/operations/previewNewSubscription.ts';
import { type PlanQuote, planQuote } from './rules/moneyStory.ts';
import type { SignupOrder } from './rules/newSubscription.ts';
import {
  SELECTABLE_PLAN_CODES,
  trialCouponFor,
  type SelectablePlanCode,
} from './rules/selectablePlans.ts';

interface OrderPricesRequest {
  userId: number;
  hasTakenPlusTrial: boolean;
  order: SignupOrder;
  /** The coupon the customer applied; null for none. */
  appliedCoupon: Coupon | null;
  /** Whether the order's coupon is known: its price waits for it. */
  offerSettled: boolean;
}

/** Each plan's price as the customer pays it (its preview without a coupon): checkout's plan cards. */
export const planPreviewQueries = (userId: number, currency: string) =>
  SELECTABLE_PLAN_CODES.map((code) =>
    getPreviewNewSubscriptionQueryOptions(userId, { plan: code, currency }),
  );

/**
 * Every figure checkout shows, from the service's previews (decision 015): the order's price, the
 * free trial an applied coupon takes the place of, and each plan's price as the customer pays it.
 */
export function useOrderPrices({
  userId,
  hasTakenPlusTrial,
  order,
  appliedCoupon,
  offerSettled,
}: OrderPricesRequest) {
  const { plan: planCode, currency } = order;
  const preview = useQuery({
    ...getPreviewNewSubscriptionQueryOptions(userId, {
      plan: planCode,
      currency,
      ...(order.couponCode ? { couponCode: order.couponCode } : {}),
    }),
    enabled: offerSettled,
  });
  // Never a subscription on figures the customer has not seen.
  const breakdown = preview.error ? undefined : preview.data;

  // The free trial an applied coupon takes the place of, priced as it would have been.
  const trialCode = trialCouponFor(planCode, hasTakenPlusTrial);
  const replacesTrial =
    appliedCoupon !== null && trialCode !== null && appliedCoupon.code !== trialCode;
  const trialPreview = useQuery({
    ...getPreviewNewSubscriptionQueryOptions(userId, {
      plan: planCode,
      currency,
      couponCode: trialCode ?? '',
    }),
    enabled: replacesTrial,
  });

  // Each plan's price as the customer pays it, from its preview without a coupon.
  const planPreviews = useQueries({ queries: planPreviewQueries(userId, currency) });
  const quotes: Partial<Record<SelectablePlanCode, PlanQuote>> = Object.fromEntries(
    SELECTABLE_PLAN_CODES.flatMap((code, index) => {
      const data = planPreviews[index]?.data;
      return data ? [[code, planQuote(data)]] : [];
    }),
  );

  return {
    /** The order's preview: its failure and its Try again. */
    preview,
    /** The order's figures; undefined while unknown or failed. */
    breakdown,
    /** The order's price with the free trial it replaces; undefined when it replaces none. */
    withTrial: replacesTrial ? trialPreview.data : undefined,
    quotes,
  };
}
