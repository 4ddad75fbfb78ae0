import { getAlpha2Codes } from 'i18n-iso-countries';
import { afterEach, describe, expect, it } from 'vitest';
import { activateEnglish, activateLocale } from '@/shared/i18n/i18n.ts';
import type { CatalogueLocale } from '@/shared/i18n/locales.ts';
import { countryName, isCountryCode, regionNames } from './countryName.ts';

afterEach(activateEnglish);

describe('countryName: a two-letter code → the country’s name in the active language', () => {
  it.each<[CatalogueLocale, string, string]>([
    ['en', 'DE', 'Germany'],
    ['en', 'SE', 'Sweden'],
    ['en', 'se', 'Sweden'],
    ['en', 'GB', 'United Kingdom'],
    ['en', 'CI', 'Côte d’Ivoire'],
    ['en', 'XK', 'Kosovo'],
    ['de', 'DE', 'Deutschland'],
    ['de', 'AT', 'Österreich'],
    ['de', 'NL', 'Niederlande'],
    ['fr', 'DE', 'Allemagne'],
    ['es', 'DE', 'Alemania'],
    ['ja', 'DE', 'ドイツ'],
    ['ja', 'JP', '日本'],
  ])('%s: %s → %s', async (locale, code, name) => {
    await activateLocale(locale);
    expect(countryName(code)).toBe(name);
  });

  it.each([
    ['a code no country has', 'XX'],
    ['a code Intl names but no country has', 'ZZ'],
    ['a region that is no country', 'EU'],
    ['a pseudo-region', 'XA'],
    ['a three-letter code (the contract stores two letters)', 'DEU'],
    ['a UN M49 area', '150'],
    ['one letter', 'D'],
    ['a digit', '1A'],
    ['nothing', ''],
  ])('%s (%j): the code itself', async (_, code) => {
    expect(countryName(code)).toBe(code);
    await activateLocale('de');
    expect(countryName(code)).toBe(code);
  });

  it('makes one DisplayNames per locale', () => {
    expect(regionNames('de-DE')).toBe(regionNames('de-DE'));
    expect(regionNames('de-DE')).not.toBe(regionNames('ja-JP'));
  });
});

describe('the code list against ISO 3166-1 (i18n-iso-countries)', () => {
  const iso = Object.keys(getAlpha2Codes());
  const every = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].flatMap((first) =>
    [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((second) => `${first}${second}`),
  );

  it('knows exactly the standard’s countries', () => {
    expect(every.filter(isCountryCode)).toEqual([...iso].sort());
  });

  it('every one of them has a name of its own in each language, never its bare code', () => {
    for (const locale of ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'ja-JP']) {
      const names = regionNames(locale);
      for (const code of iso) expect(names.of(code), `${locale} ${code}`).not.toBe(code);
    }
  });
});
