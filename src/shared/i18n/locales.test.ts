import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormatterKind } from '@/api/bootRequests.ts';
import { detectLocale, type LocaleHints, warmFormatters } from './locales.ts';

/** Nothing asked, nothing remembered, an English browser: the hints each case changes. */
const nothing: LocaleHints = { search: '', stored: null, languages: [] };

describe("detectLocale: the customer's language", () => {
  it.each<[string, Partial<LocaleHints>, string]>([
    // The URL wins over everything.
    ['?locale=de in the URL', { search: '?locale=de' }, 'de'],
    ['?locale=ja with other parameters', { search: '?persona=anna&locale=ja' }, 'ja'],
    ['a region in the URL (?locale=fr-CA)', { search: '?locale=fr-CA' }, 'fr'],
    ['?locale=pseudo', { search: '?locale=pseudo' }, 'pseudo'],
    [
      'the URL over a remembered choice and the browser',
      { search: '?locale=es', stored: 'de', languages: ['ja'] },
      'es',
    ],
    [
      'a language the URL asks for that the portal does not have: the next hint decides',
      { search: '?locale=pt-BR', stored: 'fr', languages: ['de'] },
      'fr',
    ],
    // The language menu's choice, remembered on this browser.
    ['a remembered choice', { stored: 'fr' }, 'fr'],
    ['a remembered choice over the browser', { stored: 'ja', languages: ['de-DE', 'en'] }, 'ja'],
    [
      'a remembered "pseudo" (never remembered on purpose): the browser decides',
      { stored: 'pseudo', languages: ['de'] },
      'de',
    ],
    [
      'something else remembered: the browser decides',
      { stored: 'klingon', languages: ['es'] },
      'es',
    ],
    // navigator.languages, best first.
    ['the browser first language', { languages: ['de-DE', 'en-US'] }, 'de'],
    ['a region of it (de-AT)', { languages: ['de-AT'] }, 'de'],
    [
      'the first of the browser languages the portal has',
      { languages: ['pt-BR', 'nl', 'ja-JP', 'de'] },
      'ja',
    ],
    ['an underscore tag (es_MX)', { languages: ['es_MX'] }, 'es'],
    ['upper case (FR)', { languages: ['FR'] }, 'fr'],
    // Else English.
    ['no hint at all', {}, 'en'],
    ['only languages the portal does not have', { languages: ['pt-BR', 'nl', 'zh-CN'] }, 'en'],
    ['an empty ?locale=', { search: '?locale=' }, 'en'],
  ])('%s → %s', (_, hints, locale) => {
    expect(detectLocale({ ...nothing, ...hints })).toBe(locale);
  });
});

describe('warmFormatters', () => {
  const real = { ...Intl };
  afterEach(() => {
    vi.useRealTimers();
    Object.assign(Intl, real);
  });

  /** Records each formatter made, by kind and locale. */
  function countFormatters() {
    const made: string[] = [];
    const counted = <T extends new (...args: never[]) => object>(kind: string, Real: T): T =>
      new Proxy(Real, {
        construct(target, args: [string, Intl.NumberFormatOptions?]) {
          const money = args[1]?.style === 'currency' ? ' money' : '';
          made.push(`${kind}${money} ${args[0]}`);
          return Reflect.construct(target, args) as object;
        },
      });
    Object.assign(Intl, {
      NumberFormat: counted('number', Intl.NumberFormat),
      DateTimeFormat: counted('date', Intl.DateTimeFormat),
      DisplayNames: counted('region', Intl.DisplayNames),
    });
    return made;
  }

  it("makes each kind asked in the language's locales, one per task", () => {
    vi.useFakeTimers();
    const made = countFormatters();
    warmFormatters('de', ['plurals', 'money', 'dates', 'regionNames']);
    expect(made).toEqual([]);
    const afterEachTask = [1, 2, 3, 4].map(() => {
      vi.advanceTimersToNextTimer();
      return made.length;
    });
    expect(afterEachTask).toEqual([1, 2, 3, 4]);
    // Lingui's plurals format in the catalogue's locale; money, dates and countries in de-DE.
    expect(made).toEqual(['number de', 'number money de-DE', 'date de-DE', 'region de-DE']);
  });

  it.each<[string, FormatterKind[], string[]]>([
    ["the profile's countries", ['regionNames'], ['region ja-JP']],
    ["a list's money and dates", ['money', 'dates'], ['number money ja-JP', 'date ja-JP']],
    ["the licenses' plurals and dates", ['plurals', 'dates'], ['number ja', 'date ja-JP']],
    ['nothing for a screen that formats nothing first', [], []],
  ])('makes only the kinds asked: %s', (_, kinds, expected) => {
    vi.useFakeTimers();
    const made = countFormatters();
    warmFormatters('ja', kinds);
    vi.runAllTimers();
    expect(made).toEqual(expected);
  });
});
