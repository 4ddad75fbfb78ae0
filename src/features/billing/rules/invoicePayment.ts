import type { Invoice } from '@sdk/subscription/model';

/**
 * What paying an invoice needs to show, from the service's own figures: the invoice to pay, what
 * paying it charges (its total, which never changes) and when its charge failed.
 */
export interface PayableInvoice {
  id: string;
  amount: number;
  currency: string;
  failedAt: string;
}

type ListedInvoice = Pick<Invoice, 'id' | 'kind' | 'status' | 'total' | 'currency' | 'createdAt'>;

/**
 * Only a charge whose payment failed can be paid (the contract's `payInvoice`): a paid, processing
 * or voided one cannot, nor a refund, nor a charge of nothing.
 */
export function canPayInvoice(invoice: Omit<ListedInvoice, 'id' | 'currency' | 'createdAt'>) {
  return invoice.status === 'Denied' && invoice.kind !== 'refund' && invoice.total > 0;
}

/** The invoice as the payment dialog shows it: its total, and its date as the failed charge's. */
export function payableInvoice(invoice: ListedInvoice): PayableInvoice | null {
  if (!canPayInvoice(invoice)) return null;
  return {
    id: invoice.id,
    amount: invoice.total,
    currency: invoice.currency,
    failedAt: invoice.createdAt,
  };
}
