import { t } from '@lingui/core/macro';
import type { Subscription } from '@sdk/subscription/model';
import type { PayableInvoice } from '@/features/billing/index.ts';
import { formatDate, formatMoney } from '@/shared/format/format.ts';
import { isCurrentSubscription, planKind } from './subscriptionState.ts';

export interface PastDueNotice {
  /** The failed invoice, as the payment dialog prices it. */
  invoice: PayableInvoice;
  title: string;
  text: string;
}

/**
 * What the overview says first about a renewal charge that failed, or null when nothing is overdue:
 * the amount, the day it failed and the day access ends unpaid, each as the service states it
 * (`Subscription.pastDue`). Only a subscription that still runs and is billed can be kept by
 * paying; a service that does not send `pastDue` gets no notice (the invoices still offer Pay now).
 */
export function pastDueNotice(
  sub: Pick<Subscription, 'state' | 'planCode' | 'pastDue'>,
): PastDueNotice | null {
  const due = sub.pastDue;
  if (!due || due.amount <= 0) return null;
  if (!isCurrentSubscription(sub) || planKind(sub.planCode) === 'free') return null;
  const amount = formatMoney(due.amount, due.currency);
  const failedOn = formatDate(due.failedAt);
  const endsOn = formatDate(due.accessEndsAt);
  return {
    invoice: {
      id: due.invoiceId,
      amount: due.amount,
      currency: due.currency,
      failedAt: due.failedAt,
    },
    title: t`Your payment of ${amount} on ${failedOn} failed`,
    text: t`Pay now to keep Reason+. Unless it is paid, your subscription ends on ${endsOn}.`,
  };
}
