import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getGetAllowedBillingDateRangeQueryKey } from '@sdk/subscription/operations/getAllowedBillingDateRange.ts';
import { getGetBillingDateQueryKey } from '@sdk/subscription/operations/getBillingDate.ts';
import { getListCouponsQueryKey } from '@sdk/subscription/operations/listCoupons.ts';
import { getListInvoicesQueryKey } from '@sdk/subscription/operations/listInvoices.ts';
import { getPreviewRenewalQueryKey } from '@sdk/subscription/operations/previewRenewal.ts';
import { getPreviewSubscriptionChangeQueryKey } from '@sdk/subscription/operations/previewSubscriptionChange.ts';
import type { Subscription } from '@sdk/subscription/model';
import { allSubscriptionsQuery } from '@/shared/session/session.ts';
import { pickSubscription } from './rules/subscriptionState.ts';

/** The shared subscriptions query and the one subscription the portal shows from it. */
export function useCurrentSubscription(userId: number) {
  const query = useQuery(allSubscriptionsQuery(userId));
  const subscription = query.data ? pickSubscription(query.data) : null;
  return { query, subscription };
}

/**
 * Puts the server's answer to an action into the shared list, so every screen shows the
 * subscription as the server now has it, and drops what the action may have changed elsewhere.
 */
export function useApplySubscription(userId: number) {
  const queryClient = useQueryClient();
  return (updated: Subscription) => {
    queryClient.setQueryData(allSubscriptionsQuery(userId).queryKey, (list) =>
      list?.map((sub) => (sub.id === updated.id ? updated : sub)),
    );
    for (const queryKey of [
      getPreviewRenewalQueryKey(userId, updated.id),
      getGetBillingDateQueryKey(userId, updated.id),
      getGetAllowedBillingDateRangeQueryKey(userId, updated.id),
      getListCouponsQueryKey(userId),
      // Resuming or switching plan now bills at once.
      getListInvoicesQueryKey(userId),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    // Every action's price, whatever its parameters: the subscription they start from changed.
    // Dropped rather than refetched: the confirmation that asked is closing, and asking again for
    // an action the new state refuses (resume once resumed) only earns a 400; the next one opened
    // asks afresh and shows no outdated amount meanwhile.
    queryClient.removeQueries({
      queryKey: getPreviewSubscriptionChangeQueryKey(userId, updated.id),
    });
  };
}
