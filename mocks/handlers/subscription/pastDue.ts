/**
 * A renewal charge that failed (issue 33): the invoice stays `Denied` until the customer pays it
 * (`payInvoice`), the subscription stays active meanwhile, and ends when the grace period is over
 * unpaid (../../moveClock.ts, when the mock clock passes it). Nothing here is stored: past due is
 * read from the subscription's invoices, so paying the invoice is all it takes to recover.
 */
import type { PastDue } from '@sdk/subscription/model';
import { db } from '../../db/collections.ts';
import type { BillingInfoRecord, InvoiceRecord, SubscriptionRecord } from '../../db/schema.ts';
import { addTime } from './stateMachine.ts';

/** How long access lasts after a failed renewal charge without payment (the mock's dunning). */
export const PAST_DUE_GRACE_DAYS = 14;

/** Only a failed charge can be paid: not a paid, processing, voided or refunded one. */
export function isPayable(invoice: InvoiceRecord): boolean {
  return invoice.status === 'Denied' && invoice.kind === 'charge' && invoice.total > 0;
}

/** The subscription's failed renewal charge, when its latest charge is one and it still runs. */
function failedRenewalOf(subscription: SubscriptionRecord): InvoiceRecord | undefined {
  if (subscription.state !== 'active') return undefined;
  const latest = db.invoices
    .findMany((q) => q.where({ userId: subscription.userId, subscriptionId: subscription.id }))
    .filter((invoice) => invoice.kind === 'charge' && invoice.total > 0)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return latest && isPayable(latest) ? latest : undefined;
}

/** What the subscription owes, as `Subscription.pastDue` states it; null when nothing is overdue. */
export function pastDueOf(subscription: SubscriptionRecord): PastDue | null {
  const failed = failedRenewalOf(subscription);
  if (!failed) return null;
  return {
    invoiceId: failed.id,
    amount: failed.total,
    currency: failed.currency,
    failedAt: failed.createdAt,
    accessEndsAt: addTime(failed.createdAt, PAST_DUE_GRACE_DAYS, 'day'),
  };
}

/**
 * Whether the billing provider takes a charge on the saved payment method at `now`: PayPal always,
 * a card until the end of its expiry month (the spec's "valid payment method").
 */
export function takesCharge(billingInfo: BillingInfoRecord, now: string): boolean {
  const card = billingInfo.ccDetails;
  if (billingInfo.paymentMethod !== 'credit_card' || !card) return true;
  const firstDayAfterExpiry = new Date(Date.UTC(card.expiryYear, card.expiryMonth, 1));
  return Date.parse(now) < firstDayAfterExpiry.getTime();
}
