import { type Query, useQueryClient } from '@tanstack/react-query';
import { getGetAllowedBillingDateRangeQueryKey } from '@sdk/subscription/operations/getAllowedBillingDateRange.ts';
import { getGetBillingDateQueryKey } from '@sdk/subscription/operations/getBillingDate.ts';
import { getListCouponsQueryKey } from '@sdk/subscription/operations/listCoupons.ts';
import { getListInvoicesQueryKey } from '@sdk/subscription/operations/listInvoices.ts';
import { getListSubscriptionsQueryKey } from '@sdk/subscription/operations/listSubscriptions.ts';
import { getPreviewRenewalQueryKey } from '@sdk/subscription/operations/previewRenewal.ts';
import { getPreviewSubscriptionChangeQueryKey } from '@sdk/subscription/operations/previewSubscriptionChange.ts';
import type { Subscription } from '@sdk/subscription/model';
import {
  changedElsewhereRefusal,
  errorMessage,
  isRefusedAsChangedElsewhere,
} from '@/api/errorMessages.ts';
import { allSubscriptionsQuery } from '@/shared/session/session.ts';

/**
 * What every action on the subscription does with the service's answer, as a mutation's options.
 * Accepted: the answer goes into the shared list. Refused because the subscription changed
 * elsewhere (another window canceled it, say): the subscriptions are reloaded before the refusal
 * reaches the confirmation, so the screen behind it already shows the subscription as it now is
 * and `subscriptionActionFailure` can say so.
 */
export function useSubscriptionAction(userId: number) {
  const queryClient = useQueryClient();
  const apply = useApplySubscription(userId);
  // The list and everything about one subscription (renewal preview, billing date and its allowed
  // range, the anti-churn offer): their keys are the operations' paths, all under the list's.
  const [subscriptionsPath] = getListSubscriptionsQueryKey(userId);
  const aboutSubscriptions = (query: Query) => {
    const [path] = query.queryKey;
    return typeof path === 'string' && path.startsWith(subscriptionsPath);
  };
  return {
    onSuccess: (updated: Subscription) => apply(updated),
    // Awaited by the mutation: its promise rejects only once the reload is done.
    onError: async (error: unknown) => {
      if (!isRefusedAsChangedElsewhere(error)) return;
      await queryClient.invalidateQueries({ predicate: aboutSubscriptions });
    },
  };
}

/** A refused action in the catalogue's words: a refusal on stale state says it was reloaded. */
export function subscriptionActionFailure(error: unknown): string {
  return errorMessage(isRefusedAsChangedElsewhere(error) ? changedElsewhereRefusal(error) : error);
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
      // Resuming or switching plan now bills at once.
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
