import { t } from '@lingui/core/macro';

/** The saved file's name, in the customer's language: the number they see on the invoice. */
export function invoiceFileName(invoice: { number: string }): string {
  const number = invoice.number.replace(/[^A-Za-z0-9_-]/g, '_');
  return t`invoice-${number}.pdf`;
}
