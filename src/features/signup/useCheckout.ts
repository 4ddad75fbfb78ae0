import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PriceBreakdown, Subscription } from '@sdk/subscription/model';
import { SignInUnavailableError } from '@/api/errors.ts';
import { getCheckoutMutationKey } from '@/api/queryKeys.ts';
import { onSignInAvailability } from '@/api/signInAvailability.ts';
import { useUpdatePaymentMethodMutation } from '@/features/payment/index.ts';
import { useAddToTrialJourneyMutation, useCreateSubscriptionMutation } from './api.ts';
import { newSubscriptionCookie, type SignupOrder } from './rules/newSubscription.ts';

interface CheckoutRequest {
  order: SignupOrder;
  /** The billing provider's single-use token, when the order needs billing info. */
  paymentToken: string | null;
  /** The service's preview the customer subscribed on: the confirmation repeats its figures. */
  breakdown: PriceBreakdown;
}

/**
 * Checkout: saves the payment method when there is one (its call runs 3-D Secure), subscribes
 * (which refreshes what the rest of the portal knows), marks the browser with the new-subscription
 * cookie and enrols a trial in the trial journey. The screen then confirms what was bought. Each
 * write is its own hook (`./api.ts`, the payment area's card save) with its cache effects.
 */
export function useCheckout(userId: number) {
  const savePaymentMethod = useUpdatePaymentMethodMutation(userId);
  const createSubscription = useCreateSubscriptionMutation(userId);
  const joinTrialJourney = useAddToTrialJourneyMutation();
  const created = useRef<Subscription | null>(null);
  // A payment token is used once: the card saved (3-D Secure passed) is not saved again when the
  // same order is sent again after the subscription itself failed.
  const savedToken = useRef<string | null>(null);

  const checkout = async ({ order, paymentToken }: CheckoutRequest): Promise<Subscription> => {
    // Created already (a second click that slipped past the guard): never again.
    if (created.current) return created.current;
    if (paymentToken !== null && paymentToken !== savedToken.current) {
      await savePaymentMethod.mutateAsync(paymentToken);
      savedToken.current = paymentToken;
    }
    const subscription = await createSubscription.mutateAsync(order);
    created.current = subscription;
    document.cookie = newSubscriptionCookie(
      subscription.id,
      new Date(),
      window.location.protocol === 'https:',
    );
    if (subscription.isTrial) {
      // Reported by its hook, never shown: the subscription exists by now.
      await joinTrialJourney
        .mutateAsync({ data: { planCode: subscription.planCode } })
        .catch(() => undefined);
    }
    return subscription;
  };

  const mutation = useMutation({ mutationKey: getCheckoutMutationKey(), mutationFn: checkout });

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
