import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { COUNTRY_NAME_LOCALES, countryNamesModule } from '../../../../scripts/countryNames.ts';
import { COUNTRIES, countriesInActiveLanguage, countryName } from './countries.ts';
import { messages as german } from './countryNames/locales/de.ts';
import { messages as japanese } from './countryNames/locales/ja.ts';

describe('country names in the customer’s language', () => {
  it.each(Object.keys(COUNTRY_NAME_LOCALES) as (keyof typeof COUNTRY_NAME_LOCALES)[])(
    '%s: the compiled table is what scripts/countryNames.ts writes from ICU (run it again if not)',
    (locale) => {
      const file = readFileSync(
        join(import.meta.dirname, `countryNames/locales/${locale}.ts`),
        'utf8',
      );
      expect(file).toBe(countryNamesModule(locale));
    },
  );

  it('English: the table of countries.ts, in English order', () => {
    expect(countryName('DEU')).toBe('Germany');
    expect(countriesInActiveLanguage()).toBe(COUNTRIES);
  });

  it('German: every country named and ordered in German, once its names are loaded', () => {
    // Added to the language's messages as countries.ts adds them (loadAndActivate would replace the
    // other folders' German, for the files that run after this one in the same module graph).
    i18n.load('de', german);
    i18n.activate('de');
    expect(countryName('DEU')).toBe('Deutschland');
    expect(countryName('AT')).toBe('Österreich');
    expect(countryName('XYZ')).toBe('XYZ');
    const list = countriesInActiveLanguage();
    expect(list).toHaveLength(COUNTRIES.length);
    expect(list.slice(0, 3).map((country) => country.name)).toEqual([
      'Afghanistan',
      'Ägypten',
      'Ålandinseln',
    ]);
    expect(list.find((country) => country.alpha3 === 'AUT')?.alpha2).toBe('AT');
  });

  it('Japanese: named in Japanese', () => {
    i18n.load('ja', japanese);
    i18n.activate('ja');
    expect(countryName('JP')).toBe('日本');
  });
});
