/**
 * What ending a subscription now does to access and money (`previewTermination`, and the refund
 * `terminateSubscription` then makes). Decisions the specification leaves open, as a billing
 * provider would apply them:
 * - access ends today; the paid period still running is given up;
 * - an annual self-service plan refunds the unused whole days of its last paid charge to the
 *   payment method (a refund invoice is listed with the invoices);
 * - a monthly period, a trial, a pause and the company-managed plans (the prepaid year included)
 *   return nothing: the preview says so before the customer confirms.
 */
import type { TerminationPreview } from '@sdk/subscription/model';
import { MANAGED_PLANS, PLANS } from '../../db/catalogue.ts';
import type { SubscriptionRecord } from '../../db/schema.ts';
import { lastPaidCharge, unusedPart } from './charges.ts';

/** Whether the subscription holds paid time that ending it now gives up. */
function paidTimeLeft(subscription: SubscriptionRecord, now: string): boolean {
  const { state, subscriptionStatus, isTrial, currentPeriodEndsAt } = subscription;
  if (state === 'expired' || state === 'paused' || subscriptionStatus === 'paused') return false;
  return !isTrial && currentPeriodEndsAt > now;
}

function refundOf(subscription: SubscriptionRecord, now: string): number {
  if (!paidTimeLeft(subscription, now)) return 0;
  if (MANAGED_PLANS.includes(subscription.planCode)) return 0;
  if (PLANS[subscription.planCode].intervalUnit !== 'year') return 0;
  const paid = lastPaidCharge(subscription);
  if (!paid) return 0;
  return unusedPart(
    paid.total,
    subscription.currentPeriodStartedAt,
    subscription.currentPeriodEndsAt,
    now,
  );
}

export function terminationOf(subscription: SubscriptionRecord, now: string): TerminationPreview {
  const amount = refundOf(subscription, now);
  return {
    subscriptionId: subscription.id,
    accessEndsOn: now.slice(0, 10),
    paidThrough: paidTimeLeft(subscription, now)
      ? subscription.currentPeriodEndsAt.slice(0, 10)
      : null,
    refund: {
      method: amount > 0 ? 'original_payment_method' : 'none',
      amount,
      currency: subscription.currency,
    },
  };
}
