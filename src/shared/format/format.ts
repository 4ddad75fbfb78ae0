import { formattingLocale } from '@/shared/i18n/i18n.ts';

/**
 * How the portal writes money and dates, in the customer's language (decision 017): through the
 * browser's `Intl`, in the language's formatting locale ("23,99 €" in German, "$21.64" in
 * English); durations are in ./durations.ts, with their words from the catalogue. Each formatter is
 * made once per locale. The first a page makes would load ICU's data (70–130 ms of a throttled
 * phone): the boot script has warmed those the landing screen shows first while the app's code
 * downloaded (`warmFormatters`), so a screen's own cost 1–4 ms, and no table of every locale's
 * patterns rides on the first load.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: (locale: string) => T,
): T {
  const locale = formattingLocale();
  let made = formatters.get(`${locale} ${key}`);
  if (!made) {
    made = make(locale);
    formatters.set(`${locale} ${key}`, made);
  }
  return made as T;
}

/** "$1,234.50" (en), "1.234,50 €" (de), "21,64 $" (de, USD): the account's currency, the reader's way. */
export function formatMoney(amount: number, currency: string): string {
  return formatter(
    currency,
    (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency }),
  ).format(amount);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const UTC = 'UTC';

const DAY_STYLES = {
  long: { dateStyle: 'long' },
  short: { year: 'numeric', month: '2-digit', day: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A date-time (`2026-12-14T09:30:00Z`) or a date (`2026-12-14`) as a day in the user's calendar.
 * A date alone is that day wherever the user is: it is written as that day in UTC (the user's
 * zone would make midnight UTC the day before in the Americas); a date-time is written as the day
 * it is in the user's zone. Anything else is shown as it came.
 */
function writeDay(value: string, style: keyof typeof DAY_STYLES): string {
  const day = DATE_ONLY.exec(value);
  const date = day
    ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const zone = day ? UTC : undefined;
  return formatter(
    `${style} ${zone ?? ''}`,
    (locale) => new Intl.DateTimeFormat(locale, { ...DAY_STYLES[style], timeZone: zone }),
  ).format(date);
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
