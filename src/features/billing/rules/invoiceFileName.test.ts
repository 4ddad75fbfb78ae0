import { describe, expect, it } from 'vitest';
import { invoiceFileName } from './invoiceFileName.ts';

describe('invoiceFileName', () => {
  it.each<[string, string]>([
    ['104233', 'invoice-104233.pdf'],
    ['RS/2026 01', 'invoice-RS_2026_01.pdf'],
  ])('%s → %s', (number, expected) => {
    expect(invoiceFileName({ number })).toBe(expected);
  });
});
