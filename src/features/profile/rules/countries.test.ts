import { getAlpha2Codes } from 'i18n-iso-countries';
import { afterEach, describe, expect, it } from 'vitest';
import { activateEnglish, activateLocale } from '@/shared/i18n/i18n.ts';
import type { CatalogueLocale } from '@/shared/i18n/locales.ts';
import {
  countriesIn,
  countriesInActiveLanguage,
  preselectedCountry,
  toThreeLetterCountryCode,
  toTwoLetterCountryCode,
  UnknownCountryCodeError,
} from './countries.ts';

afterEach(activateEnglish);

describe('toTwoLetterCountryCode: three-letter list code → the contract’s two-letter code', () => {
  it.each([
    ['SWE', 'SE'],
    ['DEU', 'DE'],
    ['USA', 'US'],
    ['GBR', 'GB'],
    ['deu', 'DE'],
  ])('%s → %s', (alpha3, alpha2) => {
    expect(toTwoLetterCountryCode(alpha3)).toBe(alpha2);
  });

  it.each([['XYZ'], ['SE'], [''], ['SWED'], ['12A']])(
    'refuses %j with a clear error rather than saving garbage',
    (code) => {
      expect(() => toTwoLetterCountryCode(code)).toThrow(UnknownCountryCodeError);
      expect(() => toTwoLetterCountryCode(code)).toThrow(
        `Unknown three-letter country code "${code}"`,
      );
    },
  );
});

describe('toThreeLetterCountryCode: two or three letters → the list’s three-letter code', () => {
  it.each([
    ['SE', 'SWE'],
    ['se', 'SWE'],
    ['SWE', 'SWE'],
    ['usa', 'USA'],
    ['no', 'NOR'],
    ['ZZ', null],
    ['XYZ', null],
    ['S', null],
    ['SWED', null],
  ])('%s → %s', (code, alpha3) => {
    expect(toThreeLetterCountryCode(code)).toBe(alpha3);
  });
});

describe('preselectedCountry', () => {
  it.each([
    ['the saved address country', 'SE', 'DEU', 'SWE'],
    ['the IP guess (two letters) when no address is saved', null, 'DE', 'DEU'],
    ['the IP guess (three letters) when no address is saved', null, 'DEU', 'DEU'],
    ['nothing when neither is known', null, null, null],
    ['nothing for an unknown IP guess', null, 'XYZ', null],
    ['nothing for an unknown saved country (no guess over a saved choice)', 'ZZ', 'DE', null],
  ])('%s', (_, addressCountryCode, autoCountryCode, expected) => {
    expect(preselectedCountry({ addressCountryCode, autoCountryCode })).toBe(expected);
  });
});

describe('the country list: every country, named and ordered in the customer’s language', () => {
  it.each<[string, string, string, string[]]>([
    ['en-US', 'DEU', 'Germany', ['Afghanistan', 'Åland Islands', 'Albania']],
    ['de-DE', 'DEU', 'Deutschland', ['Afghanistan', 'Ägypten', 'Ålandinseln']],
    ['fr-FR', 'DEU', 'Allemagne', ['Afghanistan', 'Afrique du Sud', 'Albanie']],
    ['es-ES', 'DEU', 'Alemania', ['Afganistán', 'Albania', 'Alemania']],
    ['ja-JP', 'DEU', 'ドイツ', ['アイスランド', 'アイルランド', 'アゼルバイジャン']],
  ])('%s: %s is %s; the list begins %j', (locale, alpha3, name, first) => {
    const list = countriesIn(locale);
    expect(list.find((country) => country.alpha3 === alpha3)?.name).toBe(name);
    expect(list.slice(0, 3).map((country) => country.name)).toEqual(first);
  });

  it.each(['en-US', 'de-DE', 'fr-FR', 'es-ES', 'ja-JP'])(
    '%s: each country once, named as Intl.DisplayNames names it, in Intl.Collator’s order',
    (locale) => {
      const list = countriesIn(locale);
      const names = new Intl.DisplayNames(locale, { type: 'region' });
      expect(new Set(list.map((country) => country.alpha3)).size).toBe(list.length);
      for (const country of list) expect(country.name).toBe(names.of(country.alpha2));
      const inOrder = list.map((country) => country.name);
      expect(inOrder).toEqual([...inOrder].sort(new Intl.Collator(locale).compare));
      // Made once per locale: the form's options are made once per list.
      expect(countriesIn(locale)).toBe(list);
    },
  );

  it.each<[CatalogueLocale, string]>([
    ['en', 'Germany'],
    ['de', 'Deutschland'],
    ['ja', 'ドイツ'],
  ])('follows the active language: %s names DEU %s', async (locale, name) => {
    await activateLocale(locale);
    const list = countriesInActiveLanguage();
    expect(list.find((country) => country.alpha3 === 'DEU')?.name).toBe(name);
    expect(countriesInActiveLanguage()).toBe(list);
  });
});

describe('the code table against ISO 3166-1 (i18n-iso-countries)', () => {
  const iso = Object.entries(getAlpha2Codes());

  it('knows exactly the standard’s countries', () => {
    expect(
      countriesIn('en-US')
        .map((country) => country.alpha2)
        .sort(),
    ).toEqual(iso.map(([alpha2]) => alpha2).sort());
  });

  it.each(iso)('%s ↔ %s', (alpha2, alpha3) => {
    expect(toThreeLetterCountryCode(alpha2)).toBe(alpha3);
    expect(toTwoLetterCountryCode(alpha3)).toBe(alpha2);
  });
});
