import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { addToTrialJourney } from '@sdk/account/operations/addToTrialJourney.ts';
import { getGetAccountProfileQueryKey } from '@sdk/account/operations/getAccountProfile.ts';
import { getGetMeQueryKey } from '@sdk/account/operations/getMe.ts';
import { createSubscription } from '@sdk/subscription/operations/createSubscription.ts';
import type { PlanCode, PriceBreakdown, Subscription } from '@sdk/subscription/model';
import {
  NetworkError,
  RequestError,
  SignInUnavailableError,
  TrialJourneyError,
} from '@/api/errors.ts';
import { idempotentSender } from '@/api/idempotency.ts';
import { onSignInAvailability } from '@/api/signInAvailability.ts';
import { reportError } from '@/shared/monitoring/monitoring.ts';
import { allSubscriptionsQuery } from '@/shared/session/session.ts';
import { useSavePaymentMethod } from '@/features/payment/index.ts';
import { isCurrentSubscription } from '@/features/subscription/index.ts';
import {
  newSubscriptionCookie,
  newSubscriptionPayload,
  type SignupOrder,
} from './rules/newSubscription.ts';

interface CheckoutRequest {
  order: SignupOrder;
  /** The billing provider's single-use token, when the order needs billing info. */
  paymentToken: string | null;
  /** The service's preview the customer subscribed on: the confirmation repeats its figures. */
  breakdown: PriceBreakdown;
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

/** Enrols the new trial user in the trial e-mails. Its failure is reported, never shown. */
async function joinTrialJourney(planCode: PlanCode): Promise<void> {
  try {
    await addToTrialJourney({ planCode });
  } catch (cause) {
    // The subscription exists by now: a missed e-mail journey is ours to follow up, and showing
    // it as a checkout failure would invite the customer to subscribe again.
    reportError(trialJourneyError(cause), { feature: 'signup', call: 'add-to-trial-journey' });
  }
}

export const checkoutMutationKey = (userId: number) => ['signup-checkout', userId] as const;

/**
 * Checkout: saves the payment method when there is one (its call runs 3-D Secure), subscribes,
 * marks the browser with the new-subscription cookie, enrols a trial in the trial journey and
 * refreshes what the rest of the portal knows. The screen then confirms what was bought.
 */
export function useCheckout(userId: number) {
  const queryClient = useQueryClient();
  const savePaymentMethod = useSavePaymentMethod(userId);
  const created = useRef<Subscription | null>(null);
  // After a lost answer the subscription may exist: the next attempt looks before it subscribes
  // (for a service that ignores the Idempotency-Key), and sends the same key.
  const outcomeUnknown = useRef(false);
  const [sendIdempotent] = useState(idempotentSender);
  // A payment token is used once: the card saved (3-D Secure passed) is not saved again when the
  // same order is sent again after the subscription itself failed.
  const savedToken = useRef<string | null>(null);

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

  const checkout = async ({ order, paymentToken }: CheckoutRequest): Promise<Subscription> => {
    // Created already (a second click that slipped past the guard): never again.
    if (created.current) return created.current;
    if (paymentToken !== null && paymentToken !== savedToken.current) {
      await savePaymentMethod.mutateAsync(paymentToken);
      savedToken.current = paymentToken;
    }
    const subscription = await subscribe(order);
    created.current = subscription;
    document.cookie = newSubscriptionCookie(
      subscription.id,
      new Date(),
      window.location.protocol === 'https:',
    );
    if (subscription.isTrial) await joinTrialJourney(subscription.planCode);
    await refreshAccount();
    return subscription;
  };

  const mutation = useMutation({ mutationKey: checkoutMutationKey(userId), mutationFn: checkout });

  // Stopped only because the sign-in service could not be reached (decision 016): the customer
  // asked to subscribe, so the same order goes through once it answers. Changing the order resets
  // the mutation, which ends the wait.
  const { error, variables, mutate } = mutation;
  useEffect(() => {
    if (!(error instanceof SignInUnavailableError) || variables === undefined) return;
    return onSignInAvailability((reachable) => {
      if (reachable) mutate(variables);
    });
  }, [error, variables, mutate]);

  return mutation;
}
