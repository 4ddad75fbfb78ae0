import type { QueryClient } from '@tanstack/react-query';
import { getGetMeQueryKey } from '@sdk/account/operations/getMe.ts';
import type { User } from '@sdk/account/model';
import { getGetBillingAccountQueryOptions } from '@sdk/subscription/operations/getBillingAccount.ts';
import { getGetCouponQueryOptions } from '@sdk/subscription/operations/getCoupon.ts';
import { getPreviewNewSubscriptionQueryOptions } from '@sdk/subscription/operations/previewNewSubscription.ts';
import { allSubscriptionsQuery } from '@/shared/session/session.ts';
import { mayStartSubscription } from './rules/access.ts';
import { accountCurrency } from './rules/pricing.ts';
import { MONTHLY_PLAN_CODE } from './rules/selectablePlans.ts';
import { offeredCouponCode } from './rules/terms.ts';
import { planPreviewQueries } from './useOrderPrices.ts';
import { selectablePlanQueries } from './useSelectablePlans.ts';

/**
 * What checkout first shows, asked as soon as the session and the subscriptions are here when
 * /signup is the landing screen. Otherwise each waits for the render that needs it: the plans for
 * the form, then the trial offer, the saved payment method and the prices for the checkout, then
 * the price with the offer: three round trips after the code, measured 1.3 s after the floor on
 * the bench's throttled phone. The same queries as checkout's (Monthly chosen, no coupon applied),
 * so it asks nothing twice; failures stay in them and are shown where they are used.
 */
export function prefetchSignupForm(queryClient: QueryClient, userId: number): void {
  for (const query of selectablePlanQueries()) void queryClient.prefetchQuery(query);
  const user = queryClient.getQueryData<User>(getGetMeQueryKey());
  const subscriptions = queryClient.getQueryData(allSubscriptionsQuery(userId).queryKey);
  // A subscriber is sent on to their subscription: no checkout to prepare.
  if (!user || !subscriptions || !mayStartSubscription(subscriptions)) return;
  const currency = accountCurrency(user);
  for (const query of planPreviewQueries(userId, currency)) void queryClient.prefetchQuery(query);
  const offer = offeredCouponCode(MONTHLY_PLAN_CODE, null, user.hasTakenPlusTrial);
  if (offer !== null) {
    void queryClient.prefetchQuery(getGetCouponQueryOptions(userId, offer));
    void queryClient.prefetchQuery(
      getPreviewNewSubscriptionQueryOptions(userId, {
        plan: MONTHLY_PLAN_CODE,
        currency,
        couponCode: offer,
      }),
    );
  }
  // Last: only the payment step, which comes after the plans and prices, shows it. Over HTTP/1.1's
  // six connections a seventh read waits for the first answer, and the trial's price waited so.
  void queryClient.prefetchQuery(getGetBillingAccountQueryOptions(userId));
}
