import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetMarketingSubscriptionQueryKey,
  getGetMarketingSubscriptionQueryOptions,
} from '@sdk/account/operations/getMarketingSubscription.ts';
import { subscribeToMarketingEmails } from '@sdk/account/operations/subscribeToMarketingEmails.ts';
import { unsubscribeFromMarketingEmails } from '@sdk/account/operations/unsubscribeFromMarketingEmails.ts';
import type { MarketingSubscription } from '@sdk/account/model';

/** One mutation for the two verbs: one switch, one change at a time. */
export const MARKETING_EMAILS_MUTATION_KEY = ['setMarketingEmails'] as const;

export function useMarketingSubscription() {
  return useQuery(getGetMarketingSubscriptionQueryOptions());
}

/**
 * Subscribes (PUT) or unsubscribes (DELETE). The switch moves at once; a failure puts it back, and
 * the server's answer is what stays.
 */
export function useSetMarketingEmails() {
  const queryClient = useQueryClient();
  const queryKey = getGetMarketingSubscriptionQueryKey();
  return useMutation({
    mutationKey: MARKETING_EMAILS_MUTATION_KEY,
    mutationFn: (subscribed: boolean): Promise<MarketingSubscription> =>
      subscribed ? subscribeToMarketingEmails() : unsubscribeFromMarketingEmails(),
    onMutate: async (subscribed) => {
      // A load still under way would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<MarketingSubscription>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, subscribed });
      return { previous };
    },
    onError: (_error, _subscribed, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
  });
}
