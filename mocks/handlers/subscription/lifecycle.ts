/**
 * A subscription's lifecycle (spec section 4): its billing date, cancel, reactivate, pause, resume
 * and terminate, with the preview of what terminating gives up (./termination.ts). What each
 * action may do is decided by ./stateMachine.ts; these handlers apply it.
 */
import {
  getCancelSubscriptionMockHandler,
  getChangeBillingDateMockHandler,
  getGetAllowedBillingDateRangeMockHandler,
  getGetBillingDateMockHandler,
  getPauseSubscriptionMockHandler,
  getPreviewTerminationMockHandler,
  getReactivateSubscriptionMockHandler,
  getResumeSubscriptionMockHandler,
  getTerminateSubscriptionMockHandler,
} from '@sdk/subscription/subscription.msw.ts';
import { idempotent } from '../idempotency.ts';
import { billingDateBody, pauseSubscriptionBody } from '../requests.ts';
import { nowIso, subscriptionBody } from '../support.ts';
import { invoiceCharge, invoiceRefund } from './charges.ts';
import { terminationOf } from './termination.ts';
import { applyTransition, requireSubscription, subscriptionInPath } from './records.ts';
import {
  allowedBillingDates,
  billingDateOf,
  cancel,
  changeBillingDate,
  pause,
  reactivate,
  resume,
  terminate,
} from './stateMachine.ts';

export const lifecycleHandlers = [
  getGetBillingDateMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    return { billing_date: billingDateOf(subscription) };
  }),

  getChangeBillingDateMockHandler(
    idempotent('changeBillingDate', 200, async ({ request, params }) => {
      const { subscription } = await subscriptionInPath(request, params);
      const body = await subscriptionBody(request, billingDateBody);
      return applyTransition(subscription, changeBillingDate(subscription, body.billing_date));
    }),
  ),

  getGetAllowedBillingDateRangeMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    return allowedBillingDates(subscription);
  }),

  getCancelSubscriptionMockHandler(
    idempotent('cancelSubscription', 200, async ({ request, params }) => {
      const { subscription } = await subscriptionInPath(request, params);
      return applyTransition(subscription, cancel(subscription, nowIso()));
    }),
  ),

  getReactivateSubscriptionMockHandler(
    idempotent('reactivateSubscription', 200, async ({ request, params }) => {
      const { subscription } = await subscriptionInPath(request, params);
      return applyTransition(subscription, reactivate(subscription, nowIso()));
    }),
  ),

  getPauseSubscriptionMockHandler(
    idempotent('pauseSubscription', 200, async ({ request, params }) => {
      const { subscription } = await subscriptionInPath(request, params);
      const body = await subscriptionBody(request, pauseSubscriptionBody);
      return applyTransition(subscription, pause(subscription, body.remainingPauseCycles));
    }),
  ),

  getResumeSubscriptionMockHandler(
    idempotent('resumeSubscription', 200, async ({ request, params }) => {
      const { caller, subscription } = await subscriptionInPath(request, params);
      const wasPaused = subscription.state === 'paused';
      const resumed = await applyTransition(subscription, resume(subscription, nowIso()));
      // Billing restarts today for a subscription that was paused.
      if (wasPaused)
        await invoiceCharge(caller.user, requireSubscription(caller.userId, resumed.id), null);
      return resumed;
    }),
  ),

  getPreviewTerminationMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    return terminationOf(subscription, nowIso());
  }),

  getTerminateSubscriptionMockHandler(
    idempotent('terminateSubscription', 200, async ({ request, params }) => {
      const { subscription } = await subscriptionInPath(request, params);
      const now = nowIso();
      const { refund } = terminationOf(subscription, now);
      const terminated = await applyTransition(subscription, terminate(subscription, now));
      if (refund.amount > 0) await invoiceRefund(subscription, refund.amount);
      return terminated;
    }),
  ),
];
