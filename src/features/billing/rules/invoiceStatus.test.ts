import { describe, expect, it } from 'vitest';
import type { InvoiceStatus } from '@sdk/subscription/model';
import { INVOICE_STATUS_COLORS, invoiceFileName } from './invoiceStatus.ts';

describe('INVOICE_STATUS_COLORS', () => {
  it.each<[InvoiceStatus, string]>([
    ['Approved', 'green'],
    ['Pending', 'yellow'],
    ['Denied', 'red'],
    ['Canceled', 'gray'],
    ['Deleted', 'gray'],
  ])('%s → %s', (status, color) => {
    expect(INVOICE_STATUS_COLORS[status]).toBe(color);
  });
});

describe('invoiceFileName', () => {
  it.each<[string, string]>([
    ['104233', 'invoice-104233.pdf'],
    ['RS/2026 01', 'invoice-RS_2026_01.pdf'],
  ])('%s → %s', (number, expected) => {
    expect(invoiceFileName({ number })).toBe(expected);
  });
});
