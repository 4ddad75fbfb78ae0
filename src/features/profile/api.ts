import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetMarketingSubscriptionQueryKey,
  getGetMarketingSubscriptionQueryOptions,
} from '@sdk/account/operations/getMarketingSubscription.ts';
import { useSendVerificationEmail } from '@sdk/account/operations/sendVerificationEmail.ts';
import { subscribeToMarketingEmails } from '@sdk/account/operations/subscribeToMarketingEmails.ts';
import { unsubscribeFromMarketingEmails } from '@sdk/account/operations/unsubscribeFromMarketingEmails.ts';
import type { MarketingSubscription } from '@sdk/account/model';
import { getSetMarketingEmailsMutationKey } from '@/api/queryKeys.ts';

/*
 * The profile screen's reads and writes: each write is its generated operation with what its
 * answer changes in the cache. The sections call these hooks and only say how it went. The edit
 * forms' writes are in `formsApi.ts`, with the forms' chunk: a module the first screen shares
 * with a lazy chunk is copied into the first load whole (decisions 004 and 014).
 */

// ---------------------------------------------------------------- e-mail address

/** Resending the verification link. Nothing in the cache changes. */
export function useSendVerificationEmailMutation() {
  return useSendVerificationEmail();
}

// ---------------------------------------------------------------- marketing e-mails

export function useMarketingSubscription() {
  return useQuery(getGetMarketingSubscriptionQueryOptions());
}

/**
 * Subscribes (PUT) or unsubscribes (DELETE): one mutation for the two operations, one switch, one
 * change at a time (its key is hand-written, src/api/queryKeys.ts). The switch moves at once; a
 * failure puts it back, and the server's answer is what stays.
 */
export function useSetMarketingEmailsMutation() {
  const queryClient = useQueryClient();
  const queryKey = getGetMarketingSubscriptionQueryKey();
  return useMutation({
    mutationKey: getSetMarketingEmailsMutationKey(),
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
