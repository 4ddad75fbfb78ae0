import { getAlpha2Codes } from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryName,
  preselectedCountry,
  toThreeLetterCountryCode,
  toTwoLetterCountryCode,
  UnknownCountryCodeError,
} from './countries.ts';

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

describe('countryName: two or three letters → the English name, else the code', () => {
  it.each([
    ['SE', 'Sweden'],
    ['swe', 'Sweden'],
    ['GB', 'United Kingdom'],
    ['CI', 'Côte d’Ivoire'],
    ['ZZ', 'ZZ'],
    ['', ''],
  ])('%s → %s', (code, name) => {
    expect(countryName(code)).toBe(name);
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

describe('COUNTRIES', () => {
  it('lists every ISO country once, by English name, with both codes', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRIES.map((country) => country.alpha3)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES).toContainEqual({ alpha3: 'SWE', alpha2: 'SE', name: 'Sweden' });
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('the code table against ISO 3166-1 (i18n-iso-countries)', () => {
  const iso = Object.entries(getAlpha2Codes());

  it('knows exactly the standard’s countries', () => {
    expect(COUNTRIES.map((country) => country.alpha2).sort()).toEqual(
      iso.map(([alpha2]) => alpha2).sort(),
    );
  });

  it.each(iso)('%s ↔ %s', (alpha2, alpha3) => {
    expect(toThreeLetterCountryCode(alpha2)).toBe(alpha3);
    expect(toTwoLetterCountryCode(alpha3)).toBe(alpha2);
  });

  it('names every country in English, never by its bare code', () => {
    for (const country of COUNTRIES) expect(country.name).not.toBe(country.alpha2);
  });

  it('names every country as ICU does (Intl.DisplayNames, English)', () => {
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const country of COUNTRIES) expect(country.name).toBe(english.of(country.alpha2));
  });
});
