import { t } from '@lingui/core/macro';
import type { AccountProfile, AddressUpdate } from '@sdk/account/model';
import { TEXT_LIMITS, textProblem, textRule } from '@/shared/forms/textRules.ts';
import { preselectedCountry, toTwoLetterCountryCode } from './countries.ts';
import { postalAddressLines, type SavedAddress } from './savedAddress.ts';
import { normalizeVatId, vatIdProblem, vatIdProblemMessage } from './vatId.ts';

/** What the address form edits. `country` is the picker's three-letter code, '' until one is chosen. */
export interface AddressFormValues {
  country: string;
  addressLine1: string;
  addressLine2: string;
  addressZip: string;
  addressCity: string;
  addressState: string;
  /** Business details (issue 33): both optional, empty for a private customer. */
  companyName: string;
  vatId: string;
}

export function addressFormValues(profile: AccountProfile): AddressFormValues {
  return {
    country: preselectedCountry(profile) ?? '',
    addressLine1: profile.addressLine1 ?? '',
    addressLine2: profile.addressLine2 ?? '',
    addressZip: profile.addressZip ?? '',
    addressCity: profile.addressCity ?? '',
    addressState: profile.addressState ?? '',
    companyName: profile.companyName ?? '',
    vatId: profile.vatId ?? '',
  };
}

const optional = (value: string): string | null => value.trim() || null;

/** The address's two-letter country for a form value, or null when none (or no known one) is chosen. */
function twoLetterCountryOf(country: string): string | null {
  try {
    return country ? toTwoLetterCountryCode(country) : null;
  } catch {
    return null;
  }
}

/**
 * The `PUT /api/account/{userId}` body: trimmed, empty optional fields as null, the country as the
 * two-letter code the contract wants, the VAT ID normalized, and the `version` of the profile the
 * form was filled from when the service gave one, so that a newer address is not overwritten
 * unseen. The business details are always sent (null removes them). Throws
 * `UnknownCountryCodeError` for a code not in the list.
 */
export function addressUpdate(values: AddressFormValues, version?: string): AddressUpdate {
  const addressCountryCode = toTwoLetterCountryCode(values.country);
  return {
    addressCountryCode,
    addressLine1: values.addressLine1.trim(),
    addressLine2: optional(values.addressLine2),
    addressZip: optional(values.addressZip),
    addressCity: values.addressCity.trim(),
    addressState: optional(values.addressState),
    companyName: optional(values.companyName),
    vatId: normalizeVatId(values.vatId, addressCountryCode) || null,
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
  companyName: (value: string, values: AddressFormValues): string | null =>
    textProblem(value, {
      maxLength: TEXT_LIMITS.companyName,
      // An invoice without VAT names the business it is for.
      ...(values.vatId.trim()
        ? { required: t`Enter the company name the VAT ID is registered to` }
        : {}),
    }),
  /** The format of the address country's VAT IDs; the registration is the service's check. */
  vatId: (value: string, values: AddressFormValues): string | null => {
    const countryCode = twoLetterCountryOf(values.country);
    if (!value.trim() || countryCode === null) return null;
    const problem = vatIdProblem(normalizeVatId(value, countryCode), countryCode);
    return problem ? vatIdProblemMessage(problem) : null;
  },
};

const ADDRESS_FIELDS = [
  'addressCountryCode',
  'addressLine1',
  'addressLine2',
  'addressZip',
  'addressCity',
  'addressState',
] as const satisfies readonly (keyof SavedAddress)[];

const BUSINESS_FIELDS = ['companyName', 'vatId'] as const satisfies readonly (keyof SavedAddress)[];

/**
 * Whether two profiles hold the same billing details: postal address and business details
 * (whatever else of them differs). A business detail a service does not send counts as none.
 */
export function sameAddress(one: SavedAddress, other: SavedAddress): boolean {
  return (
    ADDRESS_FIELDS.every((field) => one[field] === other[field]) &&
    BUSINESS_FIELDS.every((field) => (one[field] ?? null) === (other[field] ?? null))
  );
}

/** What the address form says when its address was changed elsewhere since it was filled. */
export function addressChangedElsewhereMessage(current: SavedAddress): string {
  const address = postalAddressLines(current).join(', ');
  return t`Your address was changed in another window: ${address}. Review it and save again.`;
}
