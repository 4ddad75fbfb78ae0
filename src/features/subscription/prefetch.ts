import type { QueryClient } from '@tanstack/react-query';
import { getGetBillingAccountQueryOptions } from '@sdk/subscription/operations/getBillingAccount.ts';
import { getListCouponsQueryOptions } from '@sdk/subscription/operations/listCoupons.ts';
import { getPreviewRenewalQueryOptions } from '@sdk/subscription/operations/previewRenewal.ts';
import { type BillingTab, billingTabOf, landsOnSubscriptionOverview } from '@/api/bootRequests.ts';
import { prefetchBillingTab, preloadBillingTab } from '@/features/billing/index.ts';
import { allSubscriptionsQuery } from '@/shared/session/session.ts';
import { preloadOverview } from './lazyOverview.ts';
import { hasRenewal } from './rules/status.ts';
import { pickSubscription } from './rules/pick.ts';

/** A tab's code, downloading (once): settles when it is here, or has failed. */
export const preloadTabCode = (tab: 'overview' | BillingTab): Promise<unknown> =>
  tab === 'overview' ? preloadOverview() : preloadBillingTab(tab);

/** The landing tab's code: downloaded while the session is asked for. */
export function preloadSubscriptionTab(search: URLSearchParams): void {
  void preloadTabCode(billingTabOf(search.get('tab')) ?? 'overview');
}

/**
 * What the overview asks for once it knows the subscription, asked as soon as the subscriptions
 * are here when /subscription is the landing screen: otherwise these wait for the overview's first
 * render (about half a second of a throttled phone's CPU, measured) and its next-charge lines and
 * payment-method check come a round trip later. The same queries as the overview's, so it asks
 * nothing twice; failures stay in them and are shown where they are used.
 */
export function prefetchSubscriptionScreen(
  queryClient: QueryClient,
  userId: number,
  search: URLSearchParams,
  pathname: string,
): Promise<unknown> | undefined {
  // Another tab (?tab=payment, ?tab=invoices): its code and its own data. The boot script asks
  // the same on the same rules (the overview's, a tab's: bootRequests.ts), so this takes its
  // answers.
  if (!landsOnSubscriptionOverview({ pathname, search: search.toString() })) {
    const tab = billingTabOf(search.get('tab'));
    return tab ? prefetchBillingTab(tab, queryClient, userId) : undefined;
  }
  const asked = [
    preloadOverview(),
    queryClient.prefetchQuery(getGetBillingAccountQueryOptions(userId)),
  ];
  const subscriptions = queryClient.getQueryData(allSubscriptionsQuery(userId).queryKey);
  const subscription = subscriptions ? pickSubscription(subscriptions) : null;
  if (subscription && hasRenewal(subscription)) {
    asked.push(queryClient.prefetchQuery(getPreviewRenewalQueryOptions(userId, subscription.id)));
  }
  // The coupon's name, for a subscription with one.
  if (subscription?.couponCode) {
    asked.push(queryClient.prefetchQuery(getListCouponsQueryOptions(userId)));
  }
  // Settles once all have answered: the overview's first render can show them.
  return Promise.all(asked);
}
