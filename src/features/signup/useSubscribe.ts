import { useState } from 'react';
import type { PriceBreakdown } from '@sdk/subscription/model';
import { getCheckoutMutationKey } from '@/api/queryKeys.ts';
import { useSendOnce } from '@/shared/ui/useSendOnce.ts';
import type { SignupOrder } from './rules/newSubscription.ts';
import type { useCheckout } from './useCheckout.ts';

interface SubscribeRequest {
  checkout: ReturnType<typeof useCheckout>;
  order: SignupOrder;
  /** The figures the customer is shown; undefined while unknown or failed. */
  breakdown: PriceBreakdown | undefined;
  /** Whether the coupon field is settled (asks to apply or clear a code typed but not applied). */
  couponSettled: () => boolean;
  /** Whether the EU consent is given where it is asked (asks beside its box). */
  consentGiven: () => boolean;
}

/**
 * Subscribe: what is asked before the order goes (the coupon field settled, the price shown, the
 * EU consent), each beside its own field, then checkout, once however often it is pressed.
 */
export function useSubscribe({
  checkout,
  order,
  breakdown,
  couponSettled,
  consentGiven,
}: SubscribeRequest) {
  const { once } = useSendOnce(getCheckoutMutationKey());
  const [pricePending, setPricePending] = useState(false);

  // Never a subscription on figures the customer has not seen.
  const priceKnown = () => {
    setPricePending(breakdown === undefined);
    return breakdown !== undefined;
  };

  /** The checks before the order goes, in the order the customer sees their fields. */
  const ready = () => couponSettled() && priceKnown() && consentGiven();

  /** Subscribe where no new payment method is taken (none needed, or the saved one). */
  const subscribe = () =>
    void once(async () => {
      if (ready() && breakdown) checkout.mutate({ order, paymentToken: null, breakdown });
    });

  /** Subscribe with the billing provider's token for a new card or PayPal (asked `ready` first). */
  const subscribeWithToken = (paymentToken: string) =>
    once(async () => {
      if (breakdown) await checkout.mutateAsync({ order, paymentToken, breakdown });
    });

  return {
    ready,
    subscribe,
    subscribeWithToken,
    /** Subscribe was pressed before the price was shown, and it still is not. */
    priceMissing: pricePending && breakdown === undefined,
    /** Subscribing, or subscribed: the order can no longer change. */
    busy: checkout.isPending || checkout.isSuccess,
  };
}
