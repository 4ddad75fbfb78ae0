import { describe, expect, it } from 'vitest';
import type { TemporalUnit } from '@sdk/subscription/model';
import { formatDate, formatMoney } from './format.ts';
import { formatDuration, numberToWords } from './durations.ts';

describe('numberToWords', () => {
  it.each<[number, string]>([
    [1, 'one'],
    [2, 'two'],
    [3, 'three'],
    [4, 'four'],
    [5, 'five'],
    [6, 'six'],
    [7, 'seven'],
    [8, 'eight'],
    [9, 'nine'],
    [10, 'ten'],
    [11, 'eleven'],
    [12, 'twelve'],
    [13, '13'],
    [14, '14'],
    [0, '0'],
    [-1, '-1'],
    [1.5, '1.5'],
  ])('%d → %s', (n, words) => {
    expect(numberToWords(n)).toBe(words);
  });
});

describe('formatDuration', () => {
  it.each<[number, TemporalUnit, string]>([
    [1, 'month', 'one month'],
    [3, 'month', 'three months'],
    [14, 'day', '14 days'],
    [1, 'year', 'one year'],
    [2, 'week', 'two weeks'],
    [1, 'day', 'one day'],
  ])('%d %s → %s', (amount, unit, text) => {
    expect(formatDuration(amount, unit)).toBe(text);
  });
});

describe("formatDate: the day as the user reads it, in the portal's English", () => {
  it.each([
    ['a date alone', '2026-12-14', 'December 14, 2026'],
    ['the first of a month, alone', '2027-03-01', 'March 1, 2027'],
    ['a date-time', '2026-12-14T09:30:00Z', 'December 14, 2026'],
    ['a date-time with an offset', '2027-01-05T10:00:00+01:00', 'January 5, 2027'],
    ['something that is not a date: as it came', 'soon', 'soon'],
  ])('%s: %s → %s', (_, value, shown) => {
    expect(formatDate(value)).toBe(shown);
  });

  it.each(['America/New_York', 'Pacific/Auckland'])(
    'reads a date alone as that day for a user in %s too',
    (zone) => {
      const machineZone = process.env.TZ;
      process.env.TZ = zone;
      try {
        expect(formatDate('2026-12-14')).toBe('December 14, 2026');
      } finally {
        if (machineZone === undefined) delete process.env.TZ;
        else process.env.TZ = machineZone;
      }
    },
  );
});

describe('formatMoney: in en-US, as the portal writes it', () => {
  it.each([
    [21.64, 'USD', '$21.64'],
    [1234.5, 'EUR', '€1,234.50'],
    [-5, 'GBP', '-£5.00'],
    [199, 'SEK', 'SEK\u00a0199.00'],
    [1e6, 'USD', '$1,000,000.00'],
    [-0.01, 'EUR', '-€0.01'],
    [0.005, 'USD', '$0.01'],
    [500, 'JPY', '¥500'],
  ])('%s %s → %s', (amount, currency, written) => {
    expect(formatMoney(amount, currency)).toBe(written);
  });
});
