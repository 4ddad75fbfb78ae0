import { t } from '@lingui/core/macro';
import type { Invoice } from '@sdk/subscription/model';
import { formatMoney } from '@/shared/format/format.ts';
import { paymentStatusWording } from '@/shared/format/paymentStatus.ts';

/**
 * How an invoice reads by its kind: a charge as the amount paid and its payment status; a refund
 * (money going back, e.g. the unused part of an annual period ended early) as money back, so the
 * list never reads as if the customer had paid it.
 */
type ListedInvoice = Pick<Invoice, 'kind' | 'total' | 'currency' | 'status'>;

/** Absent `kind` is a charge (an older service's invoice). */
export function isRefund(invoice: Pick<Invoice, 'kind'>): boolean {
  return invoice.kind === 'refund';
}

/** "€23.79" for a charge; "−€118.62" for a refund: what comes back, with a minus sign. */
export function invoiceAmountText(invoice: ListedInvoice): string {
  const amount = formatMoney(invoice.total, invoice.currency);
  return isRefund(invoice) ? `−${amount}` : amount;
}

/** A refund's own wording of a status, in the active language; others read as a payment's. */
function refundStatusLabel(status: Invoice['status']): string | undefined {
  switch (status) {
    case 'Approved':
      return t`Refunded`;
    case 'Pending':
      return t`Refund processing`;
    case 'Denied':
      return t`Refund failed`;
    default:
      return undefined;
  }
}

/** The status in the customer's words: a paid refund is "Refunded", not "Paid". */
export function invoiceStatusWording(invoice: ListedInvoice) {
  const wording = paymentStatusWording(invoice.status);
  const refundLabel = isRefund(invoice) ? refundStatusLabel(invoice.status) : undefined;
  return refundLabel ? { ...wording, label: refundLabel } : wording;
}
