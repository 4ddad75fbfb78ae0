import { t } from '@lingui/core/macro';
import type { AccountProfile } from '@sdk/account/model';
import { countryName } from './countryName.ts';

/**
 * The saved billing details as the profile shows them. Apart from the address form's rules
 * (./address.ts), whose validation (texts, VAT IDs) the first screen does not need: the form's
 * code comes when it opens.
 */
export type SavedAddress = Pick<
  AccountProfile,
  | 'addressLine1'
  | 'addressLine2'
  | 'addressZip'
  | 'addressCity'
  | 'addressState'
  | 'addressCountryCode'
  | 'companyName'
  | 'vatId'
>;

/** The business details as the profile shows them: the company, and "VAT ID: NL…"; null for none. */
export function businessLines(profile: Pick<AccountProfile, 'companyName' | 'vatId'>): {
  company: string | null;
  vatId: string | null;
} {
  const vatId = profile.vatId?.trim() ? profile.vatId : null;
  return {
    company: profile.companyName?.trim() ? profile.companyName : null,
    vatId: vatId === null ? null : t`VAT ID: ${vatId}`,
  };
}

/**
 * The saved postal address as the lines of an envelope: street lines, then "ZIP City", the state,
 * the country's name in the customer's language (its code when it is not an ISO country's, see
 * ./countryName.ts). Empty when none is saved.
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
