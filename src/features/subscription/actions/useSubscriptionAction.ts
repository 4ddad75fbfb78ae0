import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { getGetAllowedBillingDateRangeQueryKey } from '@sdk/subscription/operations/getAllowedBillingDateRange.ts';
import { getGetAntichurnOfferQueryKey } from '@sdk/subscription/operations/getAntichurnOffer.ts';
import { getGetBillingDateQueryKey } from '@sdk/subscription/operations/getBillingDate.ts';
import { getGetSubscriptionQueryKey } from '@sdk/subscription/operations/getSubscription.ts';
import { getGetSubscriptionSeatsQueryKey } from '@sdk/subscription/operations/getSubscriptionSeats.ts';
import { getListCouponsQueryKey } from '@sdk/subscription/operations/listCoupons.ts';
import { getListInvoicesQueryKey } from '@sdk/subscription/operations/listInvoices.ts';
import { getPreviewRenewalQueryKey } from '@sdk/subscription/operations/previewRenewal.ts';
import { getPreviewSubscriptionChangeQueryKey } from '@sdk/subscription/operations/previewSubscriptionChange.ts';
import { getPreviewTerminationQueryKey } from '@sdk/subscription/operations/previewTermination.ts';
import type { Subscription } from '@sdk/subscription/model';
import { allSubscriptionsQuery, readEverySubscription } from '@/shared/session/session.ts';
import type { Reread } from '../rules/actionFailure.ts';

/**
 * What every action on the subscription does with the service's answer, as a mutation's options.
 * Accepted: the answer goes into the shared list. Failed, whatever the failure: the subscriptions
 * are read again before the failure reaches the confirmation (the mutation, and its button, stay
 * busy meanwhile), so the confirmation can say whether the change happened after all
 * (`useActionDialog`) and the screen behind it shows the subscription as it now is.
 */
export function useSubscriptionAction(userId: number) {
  const queryClient = useQueryClient();
  const apply = useApplySubscription(userId);
  return {
    onSuccess: (updated: Subscription) => apply(updated),
    // Awaited by the mutation: its promise rejects only once the read is done.
    onError: async () => {
      // Not `fetchQuery`: a failed read would put the shared list in error, and the overview
      // (this confirmation with it) would give way to "could not be loaded". A failed read
      // leaves the list as it was, and `rereadSince` tells it was not read again.
      try {
        const list = await readEverySubscription(queryClient, userId);
        queryClient.setQueryData(allSubscriptionsQuery(userId).queryKey, list);
      } catch {
        // Said by the confirmation: it could not check what the subscription is now.
      }
    },
  };
}

/** The subscription as the list was last read, if it was read since `since` (a timestamp). */
export function rereadSince(
  queryClient: QueryClient,
  userId: number,
  subscriptionId: string,
  since: number,
): Reread<Subscription> {
  const { queryKey } = allSubscriptionsQuery(userId);
  const list = queryClient.getQueryData(queryKey);
  const readAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
  if (!list || readAt < since) return { status: 'failed' };
  const subscription = list.find((sub) => sub.id === subscriptionId);
  return subscription ? { status: 'found', subscription } : { status: 'gone' };
}

/**
 * Everything about one subscription but the list itself, by the generated keys of the operations
 * that read it (a key without its parameters matches every parameter: each action's price).
 */
const ABOUT_A_SUBSCRIPTION = [
  getGetSubscriptionQueryKey,
  getPreviewRenewalQueryKey,
  getGetBillingDateQueryKey,
  getGetAllowedBillingDateRangeQueryKey,
  getPreviewSubscriptionChangeQueryKey,
  getGetAntichurnOfferQueryKey,
  getPreviewTerminationQueryKey,
  getGetSubscriptionSeatsQueryKey,
] as const;

/**
 * Everything about the customer's subscriptions but the list itself (renewal preview, billing date
 * and its allowed range, action prices, the anti-churn offer, the termination preview, seats), for
 * each subscription the list holds. Reloaded when the subscription turns out to have changed
 * elsewhere, so nothing on screen still shows the old state.
 */
export function refreshAboutSubscriptions(queryClient: QueryClient, userId: number): void {
  const list = queryClient.getQueryData(allSubscriptionsQuery(userId).queryKey) ?? [];
  for (const { id } of list) {
    for (const queryKeyOf of ABOUT_A_SUBSCRIPTION) {
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(userId, id) });
    }
  }
}

/**
 * Puts the server's answer to an action into the shared list, so every screen shows the
 * subscription as the server now has it, and drops what the action may have changed elsewhere.
 */
function useApplySubscription(userId: number) {
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
      // Resuming, switching plan now or ending with a refund bills at once.
      getListInvoicesQueryKey(userId),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    // Every action's price, whatever its parameters: the subscription they start from changed.
    // Marked outdated but not asked again: a confirmation still closing, or the price line of a
    // subscription that is no longer canceled, would ask for an action the new state refuses
    // (resume once resumed) and earn a 400. Prices nobody shows are dropped now, those shown when
    // they unmount (`useActionPreview`): the next one opened asks afresh and shows
    // no outdated amount meanwhile. (Removing a shown one is no cure: the hook still mounted
    // recreates and fetches it on its next render.)
    const previews = { queryKey: getPreviewSubscriptionChangeQueryKey(userId, updated.id) };
    void queryClient.invalidateQueries({ ...previews, refetchType: 'none' });
    queryClient.removeQueries({ ...previews, type: 'inactive' });
  };
}
