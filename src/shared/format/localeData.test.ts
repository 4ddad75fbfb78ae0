import { afterAll, describe, expect, it } from 'vitest';
import { COMPILED_CURRENCIES, localeData } from '../../../scripts/formatData.ts';
import { activateEnglish, activateLocale } from '@/shared/i18n/i18n.ts';
import { FORMATTING_LOCALES, LOCALES } from '@/shared/i18n/locales.ts';
import { formatDate, formatMoney, formatShortDate } from './format.ts';
import { LOCALE_DATA } from './localeData.ts';

/**
 * The compiled locale data (scripts/formatData.ts) against the `Intl` it stands in for: every
 * language, every compiled currency, amounts that group, round and go below zero, and a day in each
 * month. A newer ICU that writes differently fails here: run `npx tsx scripts/formatData.ts`.
 */
const AMOUNTS = [
  0, 0.01, 0.5, 1, 1.005, 2.5, 9.99, 21.64, 999.99, 1000, 1234.5, 12345.67, 99999.99, 1e6,
  1234567.891, -5, -0.01, -0.004, -1234.56,
];
const DAYS = Array.from(
  { length: 12 },
  (_, month) => `2027-${String(month + 1).padStart(2, '0')}-0${(month % 9) + 1}`,
);

afterAll(() => activateEnglish());

describe.each(LOCALES)('%s', (locale) => {
  const tag = FORMATTING_LOCALES[locale];

  it('is the data the script writes from ICU', () => {
    expect(LOCALE_DATA[tag]).toEqual(localeData(tag));
  });

  it.each(COMPILED_CURRENCIES)('writes %s as Intl writes it', async (currency) => {
    await activateLocale(locale);
    const intl = new Intl.NumberFormat(tag, { style: 'currency', currency });
    for (const amount of AMOUNTS) expect(formatMoney(amount, currency)).toBe(intl.format(amount));
  });

  it('writes a day of every month, long and short, as Intl writes it', async () => {
    await activateLocale(locale);
    const long = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    });
    for (const day of DAYS) {
      expect(formatDate(day)).toBe(long.format(new Date(`${day}T00:00:00Z`)));
      expect(formatShortDate(day)).toBe(short.format(new Date(`${day}T00:00:00Z`)));
    }
  });
});
