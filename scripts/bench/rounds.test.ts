import { describe, expect, it } from 'vitest';
import { median, sequentialRounds } from './rounds.ts';

const r = (start: number, end: number) => ({ url: `/${start}`, start, end });

describe('sequentialRounds', () => {
  it.each([
    ['no requests', [], 0],
    ['one request', [r(0, 100)], 1],
    ['three in parallel', [r(0, 100), r(5, 120), r(10, 90)], 1],
    [
      'refresh, me, then three in parallel',
      [r(0, 100), r(110, 200), r(210, 300), r(211, 320), r(212, 290)],
      3,
    ],
    [
      'a late request overlapping the second round stays in it',
      [r(0, 100), r(110, 200), r(150, 260)],
      2,
    ],
    ['a chain of four', [r(0, 10), r(20, 30), r(40, 50), r(60, 70)], 4],
  ])('%s → %i', (_, requests, expected) => {
    expect(sequentialRounds(requests)).toBe(expected);
  });
});

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])('%j → %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});
