import { useQueryClient } from '@tanstack/react-query';
import { useApplyAntichurnCoupon } from '@sdk/subscription/operations/applyAntichurnCoupon.ts';
import { useCancelSubscription } from '@sdk/subscription/operations/cancelSubscription.ts';
import { useChangeBillingDate } from '@sdk/subscription/operations/changeBillingDate.ts';
import { useChangeSubscriptionPlan } from '@sdk/subscription/operations/changeSubscriptionPlan.ts';
import { getGetAntichurnOfferQueryKey } from '@sdk/subscription/operations/getAntichurnOffer.ts';
import { usePauseSubscription } from '@sdk/subscription/operations/pauseSubscription.ts';
import { useReactivateSubscription } from '@sdk/subscription/operations/reactivateSubscription.ts';
import { useResumeSubscription } from '@sdk/subscription/operations/resumeSubscription.ts';
import { useTerminateSubscription } from '@sdk/subscription/operations/terminateSubscription.ts';
import { useSubscriptionAction } from './actions/useSubscriptionAction.ts';

/*
 * The writes on a subscription: each is its generated mutation hook with what its answer changes
 * in the cache (`useSubscriptionAction`). Each confirmation sends one of them.
 */

export function useCancelSubscriptionMutation(userId: number) {
  return useCancelSubscription({ mutation: useSubscriptionAction(userId) });
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
