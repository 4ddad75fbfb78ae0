import { plural } from '@lingui/core/macro';
import { formattingLocale } from '@/shared/i18n/i18n.ts';
import { LOCALE_DATA } from './localeData.ts';
import type { MoneyPattern } from './localeData.types.ts';

/**
 * How the portal writes money, dates and durations, in the customer's language (decision 017):
 * dates and money from ICU's data compiled for the portal's locales (./localeData.ts, written by
 * scripts/formatData.ts: the browser's `Intl` costs 100–140 ms of a throttled first load when its
 * first formatter loads that data), "23,99 €" in German, "$21.64" in English; number words and
 * plurals from the catalogue. A currency the data does not have goes to `Intl`.
 */
const fallbackFormatters = new Map<string, Intl.NumberFormat>();

function writeAmount(amount: number, pattern: MoneyPattern): string {
  // Rounded half away from zero on the amount as written ("1.005" → "1.01"), as Intl rounds;
  // toFixed alone rounds the binary value (1.00499…) down.
  const rounded = Number(
    `${Math.round(Number(`${Math.abs(amount)}e${pattern.digits}`))}e-${pattern.digits}`,
  );
  const [integer = '', fraction] = rounded.toFixed(pattern.digits).split('.');
  const grouped =
    integer.length >= pattern.groupFrom
      ? integer.replace(/\B(?=(\d{3})+$)/g, pattern.group)
      : integer;
  const number = fraction === undefined ? grouped : `${grouped}${pattern.decimal}${fraction}`;
  // As Intl writes it: an amount below zero keeps its sign even where it rounds to zero.
  const negative = amount < 0 || Object.is(amount, -0);
  return (negative ? pattern.negative : pattern.positive).replace(/\{n\}/, number);
}

/** "$1,234.50" (en), "1.234,50 €" (de), "21,64 $" (de, USD): the account's currency, the reader's way. */
export function formatMoney(amount: number, currency: string): string {
  const locale = formattingLocale();
  const pattern = LOCALE_DATA[locale]?.money[currency];
  if (pattern) return writeAmount(amount, pattern);
  let formatter = fallbackFormatters.get(`${locale} ${currency}`);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    fallbackFormatters.set(`${locale} ${currency}`, formatter);
  }
  return formatter.format(amount);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A date-time (`2026-12-14T09:30:00Z`) or a date (`2026-12-14`) as a day in the user's calendar.
 * A date alone is that day wherever the user is: it is written as that day in UTC (the user's
 * zone would make midnight UTC the day before in the Americas); a date-time is written as the day
 * it is in the user's zone. Anything else is shown as it came.
 */
function writeDay(value: string, style: 'long' | 'short'): string {
  const day = DATE_ONLY.exec(value);
  const date = day
    ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const [year, month, dayOfMonth] = day
    ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
    : [date.getFullYear(), date.getMonth(), date.getDate()];
  const data = LOCALE_DATA[formattingLocale()] ?? LOCALE_DATA['en-US'];
  if (!data) return value;
  return (style === 'long' ? data.long : data.short).replace(/\{(y|m|mm|d|dd)\}/g, (_, field) => {
    switch (field) {
      case 'y':
        return String(year);
      case 'm':
        return data.months[month] ?? '';
      case 'mm':
        return twoDigits(month + 1);
      case 'd':
        return String(dayOfMonth);
      default:
        return twoDigits(dayOfMonth);
    }
  });
}

/** "December 14, 2026", "14. Dezember 2026", "14 décembre 2026", "2026年12月14日". */
export function formatDate(value: string): string {
  return writeDay(value, 'long');
}

/** "12/14/2026", "14.12.2026", "14/12/2026", "2026/12/14": where a long date does not fit. */
export function formatShortDate(value: string): string {
  return writeDay(value, 'short');
}

/** A card's expiry as printed on the card: `08/2026`. */
export function formatCardExpiry(expiryMonth: number, expiryYear: number): string {
  return `${String(expiryMonth).padStart(2, '0')}/${expiryYear}`;
}

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
