import { describe, expect, it } from 'vitest';
import { detectLocale, type LocaleHints } from './locales.ts';

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
