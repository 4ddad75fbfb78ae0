import { alpha2ToAlpha3, alpha3ToAlpha2, getNames, registerLocale } from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import type { AccountProfile } from '@sdk/account/model';

// English only: registering the package's other locales would put every translation in the bundle.
registerLocale(english);

/** One entry of the country list (spec section 3): three-letter code, two-letter code and name. */
export interface Country {
  alpha3: string;
  alpha2: string;
  name: string;
}

/** A three-letter code the country list does not know: saving it would store garbage. */
export class UnknownCountryCodeError extends Error {
  constructor(readonly code: string) {
    super(`Unknown three-letter country code "${code}"`);
    this.name = 'UnknownCountryCodeError';
  }
}

/** Every ISO 3166-1 country, sorted by English name, keyed by its three-letter code. */
export const COUNTRIES: readonly Country[] = Object.entries(getNames('en', { select: 'official' }))
  .flatMap(([alpha2, name]) => {
    const alpha3 = alpha2ToAlpha3(alpha2);
    return alpha3 ? [{ alpha3, alpha2, name }] : [];
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The two-letter code the contract stores for a three-letter code from the country list. */
export function toTwoLetterCountryCode(threeLetterCode: string): string {
  const alpha2 = /^[A-Za-z]{3}$/.test(threeLetterCode)
    ? alpha3ToAlpha2(threeLetterCode.toUpperCase())
    : undefined;
  if (!alpha2) throw new UnknownCountryCodeError(threeLetterCode);
  return alpha2;
}

/** The country list's three-letter code for a two- or three-letter code, or null when unknown. */
export function toThreeLetterCountryCode(code: string): string | null {
  const upper = code.toUpperCase();
  if (/^[A-Z]{3}$/.test(upper)) return alpha3ToAlpha2(upper) ? upper : null;
  if (/^[A-Z]{2}$/.test(upper)) return alpha2ToAlpha3(upper) ?? null;
  return null;
}

/**
 * The country the address form starts with (three-letter code): the saved address's country, else
 * the one guessed from the user's IP (`autoCountryCode`, two or three letters). A code the list does
 * not know preselects nothing, so the user picks a real country rather than keep a bad guess.
 */
export function preselectedCountry(
  profile: Pick<AccountProfile, 'addressCountryCode' | 'autoCountryCode'>,
): string | null {
  if (profile.addressCountryCode) return toThreeLetterCountryCode(profile.addressCountryCode);
  if (profile.autoCountryCode) return toThreeLetterCountryCode(profile.autoCountryCode);
  return null;
}
