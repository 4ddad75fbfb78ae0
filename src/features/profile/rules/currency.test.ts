import { describe, expect, it } from 'vitest';
import { currencyLabel } from './currency.ts';

describe('currencyLabel', () => {
  it.each([
    ['EUR', 'EUR'],
    [null, 'Not set (USD by default)'],
    ['', 'Not set (USD by default)'],
  ])('%j → %s', (currency, label) => {
    expect(currencyLabel(currency)).toBe(label);
  });
});
