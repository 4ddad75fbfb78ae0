import { afterAll, describe, expect, it } from 'vitest';
import { activateEnglish, activateLocale } from '@/shared/i18n/i18n.ts';
import type { CatalogueLocale } from '@/shared/i18n/locales.ts';
import { formatDate, formatMoney, formatShortDate } from './format.ts';
import { formatAfterDuration, formatDuration, numberToWords } from './durations.ts';

/**
 * Money, dates, plurals and number words in each of the portal's languages (issue 28): the
 * account's currency written the reader's way, dates long and short per locale, plurals by each
 * language's rules, one to twelve spelled out. `Intl` puts a no-break space (U+00A0, or the narrow
 * U+202F in French groups) where the examples show a space: compared as written, spaces
 * made visible in the failure message.
 */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

interface LocaleTable {
  money: [amount: number, currency: string, written: string][];
  long: [value: string, written: string][];
  short: [value: string, written: string][];
  words: string[];
  durations: [count: number, unit: 'day' | 'week' | 'month' | 'year', written: string][];
  after: [count: number, unit: 'day' | 'week' | 'month' | 'year', written: string][];
}

const TABLES: Record<CatalogueLocale, LocaleTable> = {
  en: {
    money: [
      [21.64, 'USD', '$21.64'],
      [23.99, 'EUR', '€23.99'],
      [1234.5, 'EUR', '€1,234.50'],
      [16.99, 'GBP', '£16.99'],
      [199, 'SEK', 'SEK 199.00'],
      [-5, 'USD', '-$5.00'],
    ],
    long: [
      ['2026-12-11', 'December 11, 2026'],
      ['2027-03-01', 'March 1, 2027'],
    ],
    short: [
      ['2026-12-11', '12/11/2026'],
      ['2027-03-01', '03/01/2027'],
    ],
    words: [
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
    ],
    durations: [
      [1, 'month', 'one month'],
      [3, 'month', 'three months'],
      [14, 'day', '14 days'],
      [1, 'year', 'one year'],
      [2, 'week', 'two weeks'],
    ],
    after: [
      [3, 'month', 'after three months'],
      [1, 'month', 'after one month'],
      [14, 'day', 'after 14 days'],
    ],
  },
  de: {
    money: [
      [23.99, 'EUR', '23,99 €'],
      [21.64, 'USD', '21,64 $'],
      [1234.5, 'EUR', '1.234,50 €'],
      [16.99, 'GBP', '16,99 £'],
      [-5, 'EUR', '-5,00 €'],
    ],
    long: [
      ['2026-12-11', '11. Dezember 2026'],
      ['2027-03-01', '1. März 2027'],
    ],
    short: [
      ['2026-12-11', '11.12.2026'],
      ['2027-03-01', '01.03.2027'],
    ],
    words: [
      'ein',
      'zwei',
      'drei',
      'vier',
      'fünf',
      'sechs',
      'sieben',
      'acht',
      'neun',
      'zehn',
      'elf',
      'zwölf',
    ],
    durations: [
      [1, 'month', 'ein Monat'],
      [3, 'month', 'drei Monate'],
      [14, 'day', '14 Tage'],
      [1, 'year', 'ein Jahr'],
      [2, 'week', 'zwei Wochen'],
    ],
    after: [
      [3, 'month', 'nach drei Monaten'],
      [1, 'month', 'nach einem Monat'],
      [14, 'day', 'nach 14 Tagen'],
    ],
  },
  fr: {
    money: [
      [23.99, 'EUR', '23,99 €'],
      [21.64, 'USD', '21,64 $US'],
      [1234.5, 'EUR', '1 234,50 €'],
      [16.99, 'GBP', '16,99 £GB'],
    ],
    long: [
      ['2026-12-11', '11 décembre 2026'],
      ['2027-03-01', '1 mars 2027'],
    ],
    short: [
      ['2026-12-11', '11/12/2026'],
      ['2027-03-01', '01/03/2027'],
    ],
    words: [
      'un',
      'deux',
      'trois',
      'quatre',
      'cinq',
      'six',
      'sept',
      'huit',
      'neuf',
      'dix',
      'onze',
      'douze',
    ],
    durations: [
      [1, 'month', 'un mois'],
      [3, 'month', 'trois mois'],
      [14, 'day', '14 jours'],
      [1, 'year', 'un an'],
      [2, 'week', 'deux semaines'],
    ],
    after: [
      [3, 'month', 'après trois mois'],
      [1, 'month', 'après un mois'],
      [14, 'day', 'après 14 jours'],
    ],
  },
  es: {
    money: [
      [23.99, 'EUR', '23,99 €'],
      [21.64, 'USD', '21,64 US$'],
      [1234.5, 'EUR', '1234,50 €'],
      [12345.5, 'EUR', '12.345,50 €'],
    ],
    long: [
      ['2026-12-11', '11 de diciembre de 2026'],
      ['2027-03-01', '1 de marzo de 2027'],
    ],
    short: [
      ['2026-12-11', '11/12/2026'],
      ['2027-03-01', '01/03/2027'],
    ],
    words: [
      'un',
      'dos',
      'tres',
      'cuatro',
      'cinco',
      'seis',
      'siete',
      'ocho',
      'nueve',
      'diez',
      'once',
      'doce',
    ],
    durations: [
      [1, 'month', 'un mes'],
      [3, 'month', 'tres meses'],
      [14, 'day', '14 días'],
      [1, 'year', 'un año'],
      [2, 'week', 'dos semanas'],
    ],
    after: [
      [3, 'month', 'después de tres meses'],
      [1, 'month', 'después de un mes'],
      [14, 'day', 'después de 14 días'],
    ],
  },
  ja: {
    money: [
      [23.99, 'EUR', '€23.99'],
      [21.64, 'USD', '$21.64'],
      [2400, 'JPY', '￥2,400'],
      [1234.5, 'EUR', '€1,234.50'],
    ],
    long: [
      ['2026-12-11', '2026年12月11日'],
      ['2027-03-01', '2027年3月1日'],
    ],
    short: [
      ['2026-12-11', '2026/12/11'],
      ['2027-03-01', '2027/03/01'],
    ],
    words: ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'],
    durations: [
      [1, 'month', '一か月'],
      [3, 'month', '三か月'],
      [14, 'day', '14日間'],
      [1, 'year', '一年'],
      [2, 'week', '二週間'],
    ],
    after: [
      [3, 'month', '三か月後'],
      [1, 'month', '一か月後'],
      [14, 'day', '14日後'],
    ],
  },
};

afterAll(activateEnglish);

describe.each(Object.entries(TABLES) as [CatalogueLocale, LocaleTable][])(
  'formatting in %s',
  (locale, table) => {
    // The language's catalogue (number words, units) comes as the customer's would: activated.
    const inLocale = async () => activateLocale(locale);

    it.each(table.money)('money: %s %s → %s', async (amount, currency, written) => {
      await inLocale();
      expect(spaces(formatMoney(amount, currency))).toBe(written);
    });

    it.each(table.long)('a long date: %s → %s', async (value, written) => {
      await inLocale();
      expect(spaces(formatDate(value))).toBe(written);
    });

    it.each(table.short)('a short date: %s → %s', async (value, written) => {
      await inLocale();
      expect(spaces(formatShortDate(value))).toBe(written);
    });

    it('spells out one to twelve, and writes 13 and 0 as digits', async () => {
      await inLocale();
      expect(table.words.map((_, index) => numberToWords(index + 1))).toEqual(table.words);
      expect(numberToWords(13)).toBe('13');
      expect(numberToWords(0)).toBe('0');
    });

    it.each(table.durations)(
      'a duration, by its plural rules: %d %s → %s',
      async (n, unit, written) => {
        await inLocale();
        expect(formatDuration(n, unit)).toBe(written);
      },
    );

    it.each(table.after)('the disclaimer\'s "after": %d %s → %s', async (n, unit, written) => {
      await inLocale();
      expect(formatAfterDuration(n, unit)).toBe(written);
    });
  },
);
