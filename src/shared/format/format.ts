/**
 * How the portal writes money and dates, shared by every billing-related screen. English wording
 * throughout, so the locale is fixed too: "$21.64", "December 14, 2026".
 */
const LOCALE = 'en-US';

/** The en-US symbols of the currencies the plans are sold in (mocks and the plan catalogue). */
const SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' };

/**
 * "$1,234.50", "-€5.00", as `Intl.NumberFormat` writes them in en-US, written out for the
 * currencies the plans are sold in: the formatter's first use loads the browser's currency data,
 * about 100 ms of a throttled first load (decision 014). Any other currency goes to Intl.
 * Amounts come rounded to cents (the contract's Money rule).
 */
export function formatMoney(amount: number, currency: string): string {
  const symbol = SYMBOLS[currency];
  if (symbol === undefined) {
    return new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).format(amount);
  }
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}${symbol}${grouped}.${cents}`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A date-time (`2026-12-14T09:30:00Z`) or a date (`2026-12-14`), as the user's calendar reads it:
 * "December 14, 2026". A date alone is that day wherever the user is (`new Date('2026-12-14')`
 * would be midnight UTC, the day before in the Americas). Written out rather than asked of
 * `Intl.DateTimeFormat`, whose first use loads the browser's calendar data: 136 ms of the
 * subscription's throttled first load (decision 014); and no date library on the first load.
 */
export function formatDate(value: string): string {
  const day = DATE_ONLY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** A card's expiry as printed on the card: `08/2026`. */
export function formatCardExpiry(expiryMonth: number, expiryYear: number): string {
  return `${String(expiryMonth).padStart(2, '0')}/${expiryYear}`;
}

const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** Spells 1–12 as words, as house style asks (spec section 4); anything else stays as digits. */
export function numberToWords(n: number): string {
  return (Number.isInteger(n) ? NUMBER_WORDS[n - 1] : undefined) ?? String(n);
}

/** "one month", "three years", "14 days": numbers up to twelve in words, as everywhere in the portal. */
export function formatDuration(count: number, unit: 'day' | 'week' | 'month' | 'year'): string {
  return `${numberToWords(count)} ${unit}${count === 1 ? '' : 's'}`;
}
