/**
 * Business customers (issue 33): the format of each EU member state's VAT ID, which the account
 * service checks when the profile is saved, and the reverse charge the subscription service
 * applies. The mock has no VIES: a VAT ID of the right format counts as confirmed, as the
 * documents say. The portal keeps the same formats for its form
 * (src/features/profile/rules/vatId.ts); tests/unit/mocks/vatIds.test.ts holds the two together.
 */
import type { UserRecord } from './schema.ts';

/**
 * The seller's member state: where the company that sells Reason+ is established (the documents'
 * examples and the default persona live in Stockholm). A business there pays Swedish VAT like
 * anyone; a business in another member state accounts for the VAT itself.
 */
export const SELLER_COUNTRY = 'SE';

/** The number after the prefix, by the address's country; Greece's prefix is `EL`. */
const VAT_NUMBER_FORMATS: Readonly<Record<string, { prefix: string; number: RegExp }>> = {
  AT: { prefix: 'AT', number: /^U\d{8}$/ },
  BE: { prefix: 'BE', number: /^[01]\d{9}$/ },
  BG: { prefix: 'BG', number: /^\d{9,10}$/ },
  CY: { prefix: 'CY', number: /^\d{8}[A-Z]$/ },
  CZ: { prefix: 'CZ', number: /^\d{8,10}$/ },
  DE: { prefix: 'DE', number: /^\d{9}$/ },
  DK: { prefix: 'DK', number: /^\d{8}$/ },
  EE: { prefix: 'EE', number: /^\d{9}$/ },
  GR: { prefix: 'EL', number: /^\d{9}$/ },
  ES: { prefix: 'ES', number: /^[0-9A-Z]\d{7}[0-9A-Z]$/ },
  FI: { prefix: 'FI', number: /^\d{8}$/ },
  FR: { prefix: 'FR', number: /^[0-9A-HJ-NP-Z]{2}\d{9}$/ },
  HR: { prefix: 'HR', number: /^\d{11}$/ },
  HU: { prefix: 'HU', number: /^\d{8}$/ },
  IE: { prefix: 'IE', number: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { prefix: 'IT', number: /^\d{11}$/ },
  LT: { prefix: 'LT', number: /^(?:\d{9}|\d{12})$/ },
  LU: { prefix: 'LU', number: /^\d{8}$/ },
  LV: { prefix: 'LV', number: /^\d{11}$/ },
  MT: { prefix: 'MT', number: /^\d{8}$/ },
  NL: { prefix: 'NL', number: /^\d{9}B\d{2}$/ },
  PL: { prefix: 'PL', number: /^\d{10}$/ },
  PT: { prefix: 'PT', number: /^\d{9}$/ },
  RO: { prefix: 'RO', number: /^\d{2,10}$/ },
  SE: { prefix: 'SE', number: /^\d{10}01$/ },
  SI: { prefix: 'SI', number: /^\d{8}$/ },
  SK: { prefix: 'SK', number: /^\d{10}$/ },
};

/**
 * Why the account service refuses a VAT ID (sent normalized, as the document says), in its words;
 * null when it has the format of a VAT ID of the address's member state.
 */
export function vatIdRefusal(vatId: string, addressCountryCode: string): string | null {
  const format = VAT_NUMBER_FORMATS[addressCountryCode];
  if (!format) return 'A VAT ID can only be given for an address in the EU.';
  const { prefix, number } = format;
  if (vatId.startsWith(prefix) && number.test(vatId.slice(prefix.length))) return null;
  return `Enter a valid VAT ID for ${addressCountryCode}, starting with ${prefix}.`;
}

/**
 * Reverse charge: a VAT ID (confirmed, here: well-formed, which saving it checked) of a member
 * state other than the seller's. The customer then accounts for the VAT; the charge has none.
 */
export function taxExemptionOf(
  customer: Pick<UserRecord, 'addressCountryCode' | 'vatId'>,
): 'reverse_charge' | null {
  const country = customer.addressCountryCode;
  if (!customer.vatId || !country || country === SELLER_COUNTRY) return null;
  return vatIdRefusal(customer.vatId, country) === null ? 'reverse_charge' : null;
}
