import { describe, expect, it } from 'vitest';
import { pricePer, taxIncludedText } from './price.ts';

describe('pricePer', () => {
  it.each<[number, string, 'month' | 'year', number, string]>([
    [19.99, 'USD', 'month', 1, '$19.99 per month'],
    [199, 'EUR', 'year', 1, '€199.00 per year'],
    [169, 'GBP', 'year', 5, '£169.00 per seat per year'],
  ])('%d %s per %s, %d seats → %s', (amount, currency, period, seats, expected) => {
    expect(pricePer(amount, currency, period, seats)).toBe(expected);
  });
});

describe('taxIncludedText', () => {
  it.each<[string | null | undefined, string]>([
    ['VAT', 'Including VAT'],
    ['GST', 'Including GST'],
    ['Sales tax', 'Including sales tax'],
    [null, 'Including tax'],
    [undefined, 'Including tax'],
  ])('%s → %s', (taxName, expected) => {
    expect(taxIncludedText(taxName)).toBe(expected);
  });
});
