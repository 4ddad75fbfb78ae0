import { describe, expect, it } from 'vitest';
import type { Invoice } from '@sdk/subscription/model';
import { invoiceAmountText, invoiceStatusWording, isRefund } from './invoiceKind.ts';

type Listed = Pick<Invoice, 'kind' | 'total' | 'currency' | 'status'>;
const charge: Listed = { total: 23.79, currency: 'EUR', status: 'Approved' };
const refund: Listed = { ...charge, total: 118.62, currency: 'GBP', kind: 'refund' };

describe('an invoice by its kind', () => {
  it.each<[string, Listed, boolean, string, string]>([
    ['a charge from an older service (no kind)', charge, false, '€23.79', 'Paid'],
    ['a charge', { ...charge, kind: 'charge' }, false, '€23.79', 'Paid'],
    ['a refund paid out: money back', refund, true, '−£118.62', 'Refunded'],
    ['a refund under way', { ...refund, status: 'Pending' }, true, '−£118.62', 'Refund processing'],
    ['a refund that failed', { ...refund, status: 'Denied' }, true, '−£118.62', 'Refund failed'],
    ['a voided refund', { ...refund, status: 'Deleted' }, true, '−£118.62', 'Voided'],
  ])('%s', (_row, invoice, refunded, amount, status) => {
    expect(isRefund(invoice)).toBe(refunded);
    expect(invoiceAmountText(invoice)).toBe(amount);
    expect(invoiceStatusWording(invoice).label).toBe(status);
  });
});
