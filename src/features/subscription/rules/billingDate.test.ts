import { describe, expect, it } from 'vitest';
import { billingDateError } from './billingDate.ts';

const range = { from: '2026-12-14', to: '2027-01-12' };

describe('billingDateError', () => {
  it.each<[string, string | null, string | null]>([
    ['nothing picked', null, 'Pick the new billing date.'],
    [
      'the day before the range',
      '2026-12-13',
      'Pick a date from December 14, 2026 to January 12, 2027.',
    ],
    [
      'the day after the range',
      '2027-01-13',
      'Pick a date from December 14, 2026 to January 12, 2027.',
    ],
    [
      'the current billing date',
      '2026-12-14',
      'That is already your billing date. Pick another one.',
    ],
    ['the first day after the current date', '2026-12-15', null],
    ['the last day of the range', '2027-01-12', null],
  ])('%s (%s)', (_row, date, expected) => {
    expect(billingDateError(date, range, '2026-12-14')).toBe(expected);
  });

  it('accepts the first day of the range when it is not the current date', () => {
    expect(billingDateError('2026-12-14', range, null)).toBeNull();
  });
});
