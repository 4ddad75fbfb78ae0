import { useQuery } from '@tanstack/react-query';
import { allSubscriptionsQuery } from '@/shared/session/session.ts';
import { pickSubscription } from './rules/pick.ts';

/** The shared subscriptions query and the one subscription the portal shows from it. */
export function useCurrentSubscription(userId: number) {
  const query = useQuery(allSubscriptionsQuery(userId));
  const subscription = query.data ? pickSubscription(query.data) : null;
  return { query, subscription };
}
