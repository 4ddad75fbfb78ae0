/** The saved file's name: the number the customer sees on the invoice. */
export function invoiceFileName(invoice: { number: string }): string {
  return `invoice-${invoice.number.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
}
