import { describe, expect, it } from 'vitest';
import type { TemporalUnit } from '@sdk/subscription/model';
import { formatDuration, numberToWords } from './format.ts';

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
