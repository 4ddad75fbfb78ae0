import { describe, expect, it } from 'vitest';
import type { Invoice } from '@sdk/subscription/model';
import { canPayInvoice, payableInvoice } from './invoicePayment.ts';

const failed: Invoice = {
  id: 'inv_1',
  number: '207731',
  createdAt: '2026-11-14T07:40:12Z',
  total: 23.79,
  currency: 'EUR',
  status: 'Denied',
  subscriptionId: 'sub_1',
  planCode: 'reasonplusmonthly',
  kind: 'charge',
};

describe('which invoice can be paid', () => {
  it.each<[string, Partial<Invoice>, boolean]>([
    ['a charge whose payment failed', {}, true],
    ['the same from an older service (no kind)', { kind: undefined }, true],
    ['a paid charge', { status: 'Approved' }, false],
    ['a charge still processing: nothing to do but wait', { status: 'Pending' }, false],
    ['a voided charge', { status: 'Deleted' }, false],
    ['a canceled charge', { status: 'Canceled' }, false],
    ['a refund that failed: money owed to the customer', { kind: 'refund' }, false],
    ['a failed charge of nothing', { total: 0 }, false],
  ])('%s', (_row, change, payable) => {
    const invoice = { ...failed, ...change };
    expect(canPayInvoice(invoice)).toBe(payable);
    expect(payableInvoice(invoice) !== null).toBe(payable);
  });

  it('is priced at its total, dated by its failed charge', () => {
    expect(payableInvoice(failed)).toEqual({
      id: 'inv_1',
      amount: 23.79,
      currency: 'EUR',
      failedAt: '2026-11-14T07:40:12Z',
    });
  });
});
