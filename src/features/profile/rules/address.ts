import { t } from '@lingui/core/macro';
import type { AccountProfile, AddressUpdate } from '@sdk/account/model';
import { TEXT_LIMITS, textRule } from '@/shared/forms/textRules.ts';
import { countryName, preselectedCountry, toTwoLetterCountryCode } from './countries.ts';

/** What the address form edits. `country` is the picker's three-letter code, '' until one is chosen. */
export interface AddressFormValues {
  country: string;
  addressLine1: string;
  addressLine2: string;
  addressZip: string;
  addressCity: string;
  addressState: string;
}

export function addressFormValues(profile: AccountProfile): AddressFormValues {
  return {
    country: preselectedCountry(profile) ?? '',
    addressLine1: profile.addressLine1 ?? '',
    addressLine2: profile.addressLine2 ?? '',
    addressZip: profile.addressZip ?? '',
    addressCity: profile.addressCity ?? '',
    addressState: profile.addressState ?? '',
  };
}

const optional = (value: string): string | null => value.trim() || null;

/**
 * The `PUT /api/account/{userId}` body: trimmed, empty optional fields as null, the country as the
 * two-letter code the contract wants, and the `version` of the profile the form was filled from
 * when the service gave one, so that a newer address is not overwritten unseen. Throws
 * `UnknownCountryCodeError` for a code not in the list.
 */
export function addressUpdate(values: AddressFormValues, version?: string): AddressUpdate {
  return {
    addressCountryCode: toTwoLetterCountryCode(values.country),
    addressLine1: values.addressLine1.trim(),
    addressLine2: optional(values.addressLine2),
    addressZip: optional(values.addressZip),
    addressCity: values.addressCity.trim(),
    addressState: optional(values.addressState),
    ...(version === undefined ? {} : { version }),
  };
}

/**
 * Client-side checks, run before anything is sent: the contract requires country, line 1 and city,
 * and limits every line's length and characters.
 */
export const addressValidation = {
  country: (value: string): string | null => (value ? null : t`Choose a country`),
  // Getters: the message is read when the form checks, in the language active then.
  addressLine1: textRule({
    maxLength: TEXT_LIMITS.addressLine,
    get required() {
      return t`Enter the street address`;
    },
  }),
  addressLine2: textRule({ maxLength: TEXT_LIMITS.addressLine }),
  addressZip: textRule({ maxLength: TEXT_LIMITS.addressZip }),
  addressCity: textRule({
    maxLength: TEXT_LIMITS.addressCity,
    get required() {
      return t`Enter the city`;
    },
  }),
  addressState: textRule({ maxLength: TEXT_LIMITS.addressState }),
};

type SavedAddress = Pick<
  AccountProfile,
  | 'addressLine1'
  | 'addressLine2'
  | 'addressZip'
  | 'addressCity'
  | 'addressState'
  | 'addressCountryCode'
>;

const ADDRESS_FIELDS = [
  'addressCountryCode',
  'addressLine1',
  'addressLine2',
  'addressZip',
  'addressCity',
  'addressState',
] as const satisfies readonly (keyof SavedAddress)[];

/** Whether two profiles hold the same postal address (whatever else of them differs). */
export function sameAddress(one: SavedAddress, other: SavedAddress): boolean {
  return ADDRESS_FIELDS.every((field) => one[field] === other[field]);
}

/** What the address form says when its address was changed elsewhere since it was filled. */
export function addressChangedElsewhereMessage(current: SavedAddress): string {
  const address = postalAddressLines(current).join(', ');
  return t`Your address was changed in another window: ${address}. Review it and save again.`;
}

/**
 * The saved postal address as the lines of an envelope: street lines, then "ZIP City", the state,
 * the country's English name (its code when the list does not know it). Empty when none is saved.
 */
export function postalAddressLines(profile: SavedAddress): string[] {
  const present = (value: string | null | undefined): value is string => Boolean(value?.trim());
  const lines = [
    profile.addressLine1,
    profile.addressLine2,
    [profile.addressZip, profile.addressCity].filter(present).join(' '),
    profile.addressState,
  ].filter(present);
  if (lines.length === 0) return [];
  const country = profile.addressCountryCode;
  return present(country) ? [...lines, countryName(country)] : lines;
}
