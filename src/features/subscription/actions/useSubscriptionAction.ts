import { type Query, useQueryClient } from '@tanstack/react-query';
import { getListSubscriptionsQueryKey } from '@sdk/subscription/subscription.ts';
import { changedElsewhereRefusal, isRefusedAsChangedElsewhere } from '@/api/errorMessages.ts';

/**
 * Sends one action on the subscription. When the service refuses it because the subscription
 * changed elsewhere (another window canceled it, say), the subscriptions are reloaded before the
 * refusal reaches the confirmation, so the screen behind it already shows the subscription as it
 * now is and the message, in the catalogue's words, can say so.
 */
export function useSubscriptionAction(userId: number) {
  const queryClient = useQueryClient();
  // The list and everything about one subscription (renewal preview, billing date and its allowed
  // range, the anti-churn offer): their keys are the operations' paths, all under the list's.
  const [subscriptionsPath] = getListSubscriptionsQueryKey(userId);
  const aboutSubscriptions = (query: Query) => {
    const [path] = query.queryKey;
    return typeof path === 'string' && path.startsWith(subscriptionsPath);
  };
  return async function send<Result>(action: () => Promise<Result>): Promise<Result> {
    try {
      return await action();
    } catch (error) {
      if (!isRefusedAsChangedElsewhere(error)) throw error;
      await queryClient.invalidateQueries({ predicate: aboutSubscriptions });
      throw changedElsewhereRefusal(error);
    }
  };
}
