import { describe, expect, it } from 'vitest';
import { currencyLabel } from './currency.ts';

describe('currencyLabel', () => {
  it.each([
    ['EUR', 'EUR'],
    ['USD', 'USD'],
    [null, ''],
    ['', ''],
  ])('%j → %j', (currency, label) => {
    expect(currencyLabel(currency)).toBe(label);
  });
});
