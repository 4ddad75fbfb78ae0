import { describe, expect, it } from 'vitest';
import { paymentStatusWording } from './paymentStatus.ts';

describe('paymentStatusWording', () => {
  it.each([
    ['Approved', 'Paid', 'green'],
    ['Pending', 'Processing', 'yellow'],
    ['Denied', 'Payment failed', 'red'],
    ['Canceled', 'Canceled', 'gray'],
    ['Deleted', 'Voided', 'gray'],
  ] as const)('%s reads "%s" (%s)', (status, label, color) => {
    expect(paymentStatusWording(status)).toEqual({ label, color });
  });
});
