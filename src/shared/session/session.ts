import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getGetAccountProfileQueryOptions } from '@sdk/account/operations/getAccountProfile.ts';
import type { AccountProfile, User } from '@sdk/account/model';
import { createSubscriptionAccount } from '@sdk/subscription/operations/createSubscriptionAccount.ts';
import {
  getGetSubscriptionAccountQueryKey,
  getSubscriptionAccount,
} from '@sdk/subscription/operations/getSubscriptionAccount.ts';
import {
  getListSubscriptionsQueryOptions,
  listSubscriptions,
} from '@sdk/subscription/operations/listSubscriptions.ts';
import { getPreviewRenewalQueryKey } from '@sdk/subscription/operations/previewRenewal.ts';
import { AccountNotFoundError } from '@/api/errors.ts';

/**
 * What the boot sequence (src/app/session) loads before the first screen: who is signed in. The
 * subscription service's data is not part of it (decision 016): a subscription service that is
 * down or slow costs only the screens that show its data.
 */
export interface Session {
  user: User;
  profile: AccountProfile;
}

/** Every subscription, each that renews with its next renewal's preview (proposed). */
const EVERY_SUBSCRIPTION = { filter: 'all', include: 'renewal' } as const;

/**
 * The subscriptions query every screen shares: all states, so the pick can see paused or expired
 * ones. A failed load (the boot's) stays failed when a screen then mounts it: the screen shows the
 * failure and its Try again at once, rather than ask again and keep the customer waiting twice.
 *
 * Each renewing subscription's `renewal` (`include=renewal`, proposed) is put where
 * `previewRenewal`'s query keeps it: the subscription screen states the next charge with the list
 * rather than ask for it a round trip later. From a service without the proposal there is none,
 * and the screen asks `previewRenewal` as before.
 */
export const allSubscriptionsQuery = (userId: number) =>
  queryOptions({
    ...getListSubscriptionsQueryOptions(userId, EVERY_SUBSCRIPTION, {
      query: { retryOnMount: false },
    }),
    queryFn: ({ client, signal }) => readEverySubscription(client, userId, signal),
  });

/**
 * The list as `allSubscriptionsQuery` reads it, each renewal put where its preview's query keeps
 * it.
 */
export async function readEverySubscription(
  queryClient: QueryClient,
  userId: number,
  signal?: AbortSignal,
) {
  const subscriptions = await listSubscriptions(userId, EVERY_SUBSCRIPTION, { signal });
  for (const { id, renewal } of subscriptions) {
    if (renewal) queryClient.setQueryData(getPreviewRenewalQueryKey(userId, id), renewal);
  }
  return subscriptions;
}

/**
 * The user's account at the subscription service. A missing one is created from the profile
 * (spec section 8: account-not-found triggers account creation), once, here.
 */
export const subscriptionAccountQuery = (queryClient: QueryClient, userId: number) =>
  queryOptions({
    queryKey: getGetSubscriptionAccountQueryKey(userId),
    queryFn: async ({ signal }) => {
      try {
        return await getSubscriptionAccount(userId, { signal });
      } catch (error) {
        if (!(error instanceof AccountNotFoundError)) throw error;
        const { email, firstName, lastName, currency, addressCountryCode } =
          await queryClient.ensureQueryData(getGetAccountProfileQueryOptions(userId));
        return createSubscriptionAccount({
          user_id: userId,
          email,
          firstName,
          lastName,
          currency: currency || 'USD',
          addressCountryCode,
        });
      }
    },
    retryOnMount: false,
  });
