import { formattingLocale } from '@/shared/i18n/i18n.ts';

/**
 * A country's name, as the profile's first screen shows the saved address's (and the address form
 * its VAT messages). Named by the browser (`Intl.DisplayNames`, CLDR's names in the customer's
 * language), not by a table of ours: the table of English names, with the other languages' names
 * compiled into their catalogues, cost 2.5 KB gzip on /profile's first load.
 *
 * Why the browser's names now, when they were written out before (decisions 013, 017): the first
 * `Intl.DisplayNames` a page makes loads ICU's region names, and when it is `Intl`'s first use at
 * all it cost 100–400 ms of a throttled first load. The boot script now makes one of each kind
 * of formatter the landing screen shows first, a region `DisplayNames` on the profile, while the
 * main thread would only wait for the app's code (`warmFormatters` in src/shared/i18n/locales.ts).
 * Measured in Chromium at 4× CPU slowdown, a new `Intl.DisplayNames` then costs 0.1–1 ms (50–90
 * ms without the warm-up). Only this module and the address form's country list (./countries.ts,
 * after the first screen) name countries.
 */

/**
 * ISO 3166-1's two-letter codes (and Kosovo's XK, as i18n-iso-countries lists it), grouped by their
 * first letter: "ADEF…" is AD, AE, AF… About 200 bytes gzip. `Intl.DisplayNames` names more than
 * countries (ZZ "Unknown Region", EU "European Union", XA "Pseudo-Accents"): a code outside this
 * list shows as itself. countryName.test.ts checks it against i18n-iso-countries.
 */
const ISO_ALPHA2 =
  'ADEFGILMOQRSTUWXZ BABDEFGHIJLMNOQRSTVWYZ CACDFGHIKLMNORUVWXYZ DEJKMOZ ECEGHRST FIJKMOR ' +
  'GABDEFGHILMNPQRSTUWY HKMNRTU IDELMNOQRST JEMOP KEGHIMNPRWYZ LABCIKRSTUVY ' +
  'MACDEFGHKLMNOPQRSTUVWXYZ NACEFGILOPRUZ OM PAEFGHKLMNRSTWY QA REOSUW ' +
  'SABCDEGHIJKLMNORSTVXYZ TCDFGHJKLMNORTVWZ UAGMSYZ VACEGINU WFS XK YET ZAMW';

const COUNTRY_CODES = new Set(
  ISO_ALPHA2.split(' ').flatMap(([first = '', ...seconds]) =>
    seconds.map((second) => `${first}${second}`),
  ),
);

/** Whether a two-letter code (capitals) is an ISO 3166-1 country's. */
export function isCountryCode(alpha2: string): boolean {
  return COUNTRY_CODES.has(alpha2);
}

const regionNamesByLocale = new Map<string, Intl.DisplayNames>();

/** The browser's region names in a locale ("de-DE"), made once per locale. */
export function regionNames(locale: string): Intl.DisplayNames {
  let names = regionNamesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' });
    regionNamesByLocale.set(locale, names);
  }
  return names;
}

/**
 * A country's name in the active language (its formatting locale: 'de-DE' writes "Deutschland")
 * for its two-letter code, as the contract stores it (`addressCountryCode`); the code itself when
 * it is not a country's. What React renders with it follows a change of language: the components
 * that call it re-render through Lingui's `useLingui()`.
 */
export function countryName(code: string): string {
  const alpha2 = code.toUpperCase();
  // Only a country's code reaches the browser: two capitals, which `of` never refuses (it throws a
  // RangeError for what is not a region subtag, "D", "DEU", "1A").
  if (!isCountryCode(alpha2)) return code;
  return regionNames(formattingLocale()).of(alpha2) ?? code;
}
