import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InvoiceStatus } from '@sdk/subscription/model';
import type { OrderStatus } from '@sdk/shop/model';

/**
 * The spec's request and invoice statuses (Pending, Approved, Denied, Canceled, Deleted), which
 * invoices and shop orders share, in the words a customer reads on a bill: an approved payment is
 * "Paid", a denied one "Payment failed". Backend words ("APPROVED", "Deleted") are never shown.
 */
type PaymentStatus = InvoiceStatus | OrderStatus;

interface PaymentStatusWording {
  label: string;
  /** The badge's colour: paid, under way, failed, and the two that no longer count. */
  color: 'green' | 'yellow' | 'red' | 'gray';
}

const WORDING: Record<
  PaymentStatus,
  { label: MessageDescriptor; color: PaymentStatusWording['color'] }
> = {
  Approved: { label: msg`Paid`, color: 'green' },
  // The payment is not confirmed yet: nothing for the customer to do but wait.
  Pending: { label: msg`Processing`, color: 'yellow' },
  Denied: { label: msg`Payment failed`, color: 'red' },
  Canceled: { label: msg({ message: 'Canceled', context: 'payment status' }), color: 'gray' },
  // Removed by the billing side or the shop: the document stands but asks for nothing.
  Deleted: { label: msg`Voided`, color: 'gray' },
};

/** The status's label in the active language, and its colour. */
export function paymentStatusWording(status: PaymentStatus): PaymentStatusWording {
  const { label, color } = WORDING[status];
  return { label: i18n._(label), color };
}
