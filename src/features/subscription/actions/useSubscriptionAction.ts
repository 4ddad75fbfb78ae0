import { type Query, useQueryClient } from '@tanstack/react-query';
import { getListSubscriptionsQueryKey } from '@sdk/subscription/operations/listSubscriptions.ts';
import type { Subscription } from '@sdk/subscription/model';
import {
  changedElsewhereRefusal,
  errorMessage,
  isRefusedAsChangedElsewhere,
} from '@/api/errorMessages.ts';
import { useApplySubscription } from '../useSubscriptions.ts';

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
