import { plural } from '@lingui/core/macro';

/*
 * Durations and number words, from the catalogue (decision 017). Apart from ./format.ts so that a
 * screen that writes a date or an amount does not carry these messages, in English and in its
 * language, on its first load (a module registers every message it holds).
 */

/**
 * 1–12 as words in the active language, as house style asks (spec section 4): "three", "drei",
 * "trois"; anything else as digits.
 */
export function numberToWords(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 12) return String(n);
  return plural(n, {
    1: 'one',
    2: 'two',
    3: 'three',
    4: 'four',
    5: 'five',
    6: 'six',
    7: 'seven',
    8: 'eight',
    9: 'nine',
    10: 'ten',
    11: 'eleven',
    12: 'twelve',
    other: '#',
  });
}

export type DurationUnit = 'day' | 'week' | 'month' | 'year';

/** "one month", "three years", "14 days"; "drei Monate", "trois mois": words up to twelve. */
export function formatDuration(count: number, unit: DurationUnit): string {
  const words = numberToWords(count);
  switch (unit) {
    case 'day':
      return plural(count, { one: `${words} day`, other: `${words} days` });
    case 'week':
      return plural(count, { one: `${words} week`, other: `${words} weeks` });
    case 'month':
      return plural(count, { one: `${words} month`, other: `${words} months` });
    case 'year':
      return plural(count, { one: `${words} year`, other: `${words} years` });
  }
}

/**
 * "after three months" as the auto-renew disclaimer says it: "nach drei Monaten" (German puts the
 * unit in another case after "nach"), "après trois mois", "después de tres meses", "三か月後".
 */
export function formatAfterDuration(count: number, unit: DurationUnit): string {
  const words = numberToWords(count);
  switch (unit) {
    case 'day':
      return plural(count, { one: `after ${words} day`, other: `after ${words} days` });
    case 'week':
      return plural(count, { one: `after ${words} week`, other: `after ${words} weeks` });
    case 'month':
      return plural(count, { one: `after ${words} month`, other: `after ${words} months` });
    case 'year':
      return plural(count, { one: `after ${words} year`, other: `after ${words} years` });
  }
}
