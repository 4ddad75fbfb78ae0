import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useAddToTrialJourney } from '@sdk/account/operations/addToTrialJourney.ts';
import { getGetAccountProfileQueryKey } from '@sdk/account/operations/getAccountProfile.ts';
import { getGetMeQueryKey } from '@sdk/account/operations/getMe.ts';
import {
  createSubscription,
  getCreateSubscriptionMutationKey,
} from '@sdk/subscription/operations/createSubscription.ts';
import type { Subscription } from '@sdk/subscription/model';
import { NetworkError, RequestError, TrialJourneyError } from '@/api/errors.ts';
import { idempotentSender } from '@/api/idempotency.ts';
import { reportError } from '@/shared/monitoring/monitoring.ts';
import { allSubscriptionsQuery } from '@/shared/session/session.ts';
import { isCurrentSubscription } from '@/features/subscription/index.ts';
import { newSubscriptionPayload, type SignupOrder } from './rules/newSubscription.ts';

/*
 * The writes of signing up: each is its generated operation with what its answer changes in the
 * cache. Checkout (useCheckout.ts) sends them in order, after the payment area's card save.
 */

/**
 * Subscribing to the order. It charges, so each attempt has its Idempotency-Key, sent again with
 * the same order after an answer that never came or a 5xx (decision 012). After a lost answer the
 * subscription may exist: the next attempt looks for it first (for a service that ignores the
 * key). Once subscribed, what the rest of the portal knows of the account is read again, and the
 * mutation settles only when it has been: the shell's boot reads it from the cache.
 */
export function useCreateSubscriptionMutation(userId: number) {
  const queryClient = useQueryClient();
  const [sendIdempotent] = useState(idempotentSender);
  const outcomeUnknown = useRef(false);

  const subscribe = async (order: SignupOrder): Promise<Subscription> => {
    if (outcomeUnknown.current) {
      const subscriptions = await queryClient.fetchQuery({
        ...allSubscriptionsQuery(userId),
        staleTime: 0,
      });
      const existing = subscriptions.find(isCurrentSubscription);
      if (existing) return existing;
    }
    try {
      const payload = newSubscriptionPayload(order);
      return await sendIdempotent(payload, (headers) =>
        createSubscription(userId, payload, { headers }),
      );
    } catch (error) {
      outcomeUnknown.current = error instanceof NetworkError;
      throw error;
    }
  };

  const refreshAccount = () =>
    Promise.all(
      [
        allSubscriptionsQuery(userId).queryKey,
        getGetMeQueryKey(),
        getGetAccountProfileQueryKey(userId),
      ].map(
        // 'all': the shell's boot reads these from the cache, so they must be fresh before it runs.
        (queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' }),
      ),
    );

  return useMutation({
    mutationKey: getCreateSubscriptionMutationKey(),
    mutationFn: subscribe,
    onSuccess: () => refreshAccount(),
  });
}

function trialJourneyError(cause: unknown): TrialJourneyError {
  const failed = cause instanceof RequestError ? cause : null;
  const reason = cause instanceof Error ? cause.message : String(cause);
  const error = new TrialJourneyError(
    // eslint-disable-next-line lingui/no-unlocalized-strings -- reported to monitoring, never shown
    `Adding the user to the trial journey failed: ${reason}`,
    failed?.context ?? null,
    failed?.status ?? null,
    failed?.body ?? null,
  );
  error.cause = cause;
  return error;
}

/**
 * Enrols a new trial user in the trial e-mails. Nothing in the cache changes. Its failure is
 * reported here and never shown: the subscription exists by then, a missed e-mail journey is ours
 * to follow up, and showing it as a checkout failure would invite the customer to subscribe again.
 */
export function useAddToTrialJourneyMutation() {
  return useAddToTrialJourney({
    mutation: {
      onError: (cause) =>
        reportError(trialJourneyError(cause), { feature: 'signup', call: 'add-to-trial-journey' }),
    },
  });
}
