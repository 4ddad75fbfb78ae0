import type { InvoiceStatus } from '@sdk/subscription/model';

/** Badge colour per invoice status: paid, waiting, refused, and the two that no longer count. */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  Approved: 'green',
  Pending: 'yellow',
  Denied: 'red',
  Canceled: 'gray',
  Deleted: 'gray',
};

/** The saved file's name: the number the customer sees on the invoice. */
export function invoiceFileName(invoice: { number: string }): string {
  return `invoice-${invoice.number.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
}
