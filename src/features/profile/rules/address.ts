import type { AccountProfile, AddressUpdate } from '@sdk/account/model';
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
 * two-letter code the contract wants. Throws `UnknownCountryCodeError` for a code not in the list.
 */
export function addressUpdate(values: AddressFormValues): AddressUpdate {
  return {
    addressCountryCode: toTwoLetterCountryCode(values.country),
    addressLine1: values.addressLine1.trim(),
    addressLine2: optional(values.addressLine2),
    addressZip: optional(values.addressZip),
    addressCity: values.addressCity.trim(),
    addressState: optional(values.addressState),
  };
}

const required =
  (message: string) =>
  (value: string): string | null =>
    value.trim() ? null : message;

/** Client-side checks, run before anything is sent: the contract requires country, line 1 and city. */
export const addressValidation = {
  country: required('Choose a country'),
  addressLine1: required('Enter the street address'),
  addressCity: required('Enter the city'),
};

/**
 * The saved postal address as the lines of an envelope: street lines, then "ZIP City", the state,
 * the country's English name (its code when the list does not know it). Empty when none is saved.
 */
export function postalAddressLines(
  profile: Pick<
    AccountProfile,
    | 'addressLine1'
    | 'addressLine2'
    | 'addressZip'
    | 'addressCity'
    | 'addressState'
    | 'addressCountryCode'
  >,
): string[] {
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
