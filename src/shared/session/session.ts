import type { AccountProfile, User } from '@sdk/account/model';
import { getListSubscriptionsQueryOptions } from '@sdk/subscription/operations/listSubscriptions.ts';
import type { SubscriptionAccount } from '@sdk/subscription/model';

/** What the boot sequence (src/app/session) loads before the first screen. */
export interface Session {
  user: User;
  profile: AccountProfile;
  subscriptionAccount: SubscriptionAccount;
}

/**
 * The subscriptions query every screen shares: all states, so the pick can see paused or expired
 * ones. A failed load (the boot's) stays failed when a screen then mounts it: the screen shows the
 * failure and its Try again at once, rather than ask again and keep the customer waiting twice.
 */
export const allSubscriptionsQuery = (userId: number) =>
  getListSubscriptionsQueryOptions(userId, { filter: 'all' }, { query: { retryOnMount: false } });
