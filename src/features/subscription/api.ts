import { useQueryClient } from '@tanstack/react-query';
import { useApplyAntichurnCoupon } from '@sdk/subscription/operations/applyAntichurnCoupon.ts';
import { useCancelSubscription } from '@sdk/subscription/operations/cancelSubscription.ts';
import { useChangeBillingDate } from '@sdk/subscription/operations/changeBillingDate.ts';
import { useChangeSubscriptionPlan } from '@sdk/subscription/operations/changeSubscriptionPlan.ts';
import { getGetAntichurnOfferQueryKey } from '@sdk/subscription/operations/getAntichurnOffer.ts';
import { getPreviewSubscriptionChangeQueryKey } from '@sdk/subscription/operations/previewSubscriptionChange.ts';
import { usePauseSubscription } from '@sdk/subscription/operations/pauseSubscription.ts';
import { useReactivateSubscription } from '@sdk/subscription/operations/reactivateSubscription.ts';
import { useResumeSubscription } from '@sdk/subscription/operations/resumeSubscription.ts';
import { useTerminateSubscription } from '@sdk/subscription/operations/terminateSubscription.ts';
import type { PreviewSubscriptionChangeParams } from '@sdk/subscription/model';
import { useSubscriptionAction } from './actions/useSubscriptionAction.ts';

/*
 * The writes on a subscription: each is its generated mutation hook with what its answer changes
 * in the cache (`useSubscriptionAction`). Each confirmation sends one of them.
 */

/** The anti-churn offer's price, as the cancel confirmation shows it. */
export const ANTICHURN_OFFER_PRICE: PreviewSubscriptionChangeParams = {
  action: 'applyAntichurnOffer',
};

export function useCancelSubscriptionMutation(userId: number) {
  const queryClient = useQueryClient();
  return useCancelSubscription({
    mutation: {
      ...useSubscriptionAction(userId),
      // Declined, the offer's price is no longer wanted: one still on its way would reach the
      // service after the cancel and be refused (a 400 in the console and the error reports).
      onMutate: ({ id }) => {
        void queryClient.cancelQueries({
          queryKey: getPreviewSubscriptionChangeQueryKey(userId, id, ANTICHURN_OFFER_PRICE),
        });
      },
    },
  });
}

export function useReactivateSubscriptionMutation(userId: number) {
  return useReactivateSubscription({ mutation: useSubscriptionAction(userId) });
}

export function usePauseSubscriptionMutation(userId: number) {
  return usePauseSubscription({ mutation: useSubscriptionAction(userId) });
}

export function useResumeSubscriptionMutation(userId: number) {
  return useResumeSubscription({ mutation: useSubscriptionAction(userId) });
}

export function useTerminateSubscriptionMutation(userId: number) {
  return useTerminateSubscription({ mutation: useSubscriptionAction(userId) });
}

export function useChangeSubscriptionPlanMutation(userId: number) {
  return useChangeSubscriptionPlan({ mutation: useSubscriptionAction(userId) });
}

export function useChangeBillingDateMutation(userId: number) {
  return useChangeBillingDate({ mutation: useSubscriptionAction(userId) });
}

/** Accepting the anti-churn offer: the subscription carries on with the coupon applied. */
export function useApplyAntichurnCouponMutation(userId: number) {
  const queryClient = useQueryClient();
  const { onSuccess: apply, onError } = useSubscriptionAction(userId);
  return useApplyAntichurnCoupon({
    mutation: {
      onSuccess: (result, { data }) => {
        apply(result.subscription);
        // Used now: the next cancel asks the service again rather than repeat this offer.
        void queryClient.invalidateQueries({
          queryKey: getGetAntichurnOfferQueryKey(userId, data.subscriptionId),
        });
      },
      onError,
    },
  });
}
