import { describe, expect, it } from 'vitest';
import { seatsSummary } from './seats.ts';

describe('seatsSummary', () => {
  it.each<[number, number, string]>([
    [5, 3, '3 of 5 seats assigned, 2 seats free.'],
    [5, 4, '4 of 5 seats assigned, 1 seat free.'],
    [5, 0, '0 of 5 seats assigned, 5 seats free.'],
    [5, 5, '5 of 5 seats assigned: every seat is in use.'],
    [2, 3, '3 of 2 seats assigned: every seat is in use.'],
  ])('%d seats, %d assigned → %s', (total, assigned, expected) => {
    expect(seatsSummary({ total, assigned })).toBe(expected);
  });
});
