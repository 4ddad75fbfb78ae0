import { t } from '@lingui/core/macro';
import { countryName } from './countryName.ts';

/**
 * The format of each EU member state's VAT identification number, after its two-letter prefix
 * (the European Commission's VIES help lists them), with an example the message shows. Format
 * only: whether a number is registered is the service's check with VIES (openapi/account.yaml).
 * The mock backend keeps the same table (mocks/handlers/vatIds.ts); a test holds the two together.
 */
interface VatFormat {
  /** The VAT ID's prefix: the country code, but `EL` for Greece. */
  prefix: string;
  /** The number after the prefix. */
  number: RegExp;
  example: string;
}

const format = (prefix: string, number: string, example: string): VatFormat => ({
  prefix,
  number: new RegExp(`^(?:${number})$`),
  example: `${prefix}${example}`,
});

/** By the address's ISO 3166-1 alpha-2 country code. */
export const EU_VAT_FORMATS: Readonly<Record<string, VatFormat>> = {
  AT: format('AT', 'U\\d{8}', 'U12345678'),
  BE: format('BE', '[01]\\d{9}', '0123456789'),
  BG: format('BG', '\\d{9,10}', '123456789'),
  CY: format('CY', '\\d{8}[A-Z]', '12345678X'),
  CZ: format('CZ', '\\d{8,10}', '12345678'),
  DE: format('DE', '\\d{9}', '123456789'),
  DK: format('DK', '\\d{8}', '12345678'),
  EE: format('EE', '\\d{9}', '123456789'),
  GR: format('EL', '\\d{9}', '123456789'),
  ES: format('ES', '[0-9A-Z]\\d{7}[0-9A-Z]', 'B12345678'),
  FI: format('FI', '\\d{8}', '12345678'),
  FR: format('FR', '[0-9A-HJ-NP-Z]{2}\\d{9}', '12345678901'),
  HR: format('HR', '\\d{11}', '12345678901'),
  HU: format('HU', '\\d{8}', '12345678'),
  IE: format('IE', '\\d{7}[A-W][A-I]?|\\d[A-Z+*]\\d{5}[A-W]', '1234567WA'),
  IT: format('IT', '\\d{11}', '12345678901'),
  LT: format('LT', '\\d{9}|\\d{12}', '123456789'),
  LU: format('LU', '\\d{8}', '12345678'),
  LV: format('LV', '\\d{11}', '12345678901'),
  MT: format('MT', '\\d{8}', '12345678'),
  NL: format('NL', '\\d{9}B\\d{2}', '123456789B01'),
  PL: format('PL', '\\d{10}', '1234567890'),
  PT: format('PT', '\\d{9}', '123456789'),
  RO: format('RO', '\\d{2,10}', '12345678'),
  SE: format('SE', '\\d{10}01', '123456789001'),
  SI: format('SI', '\\d{8}', '12345678'),
  SK: format('SK', '\\d{10}', '1234567890'),
};

/**
 * The VAT ID as the contract stores it: capitals, without the spaces, dots and hyphens people
 * write it with ("nl 8590.48236.b01" → "NL859048236B01"). A number typed without its prefix gets
 * the address country's, so "123456789B01" in the Netherlands is "NL123456789B01".
 */
export function normalizeVatId(value: string, countryCode: string | null): string {
  const compact = value.toUpperCase().replace(/[\s.\-/]/g, '');
  if (compact === '' || /^[A-Z]{2}/.test(compact)) return compact;
  const prefix = countryCode ? EU_VAT_FORMATS[countryCode]?.prefix : undefined;
  return prefix ? `${prefix}${compact}` : compact;
}

/** What is wrong with a VAT ID, if anything. */
export type VatIdProblem =
  /** The address is outside the EU: a VAT ID there changes nothing, so none is taken. */
  | { kind: 'outsideEu' }
  /** The prefix names another member state than the address's (or none at all). */
  | { kind: 'otherCountry'; countryCode: string }
  /** The number does not have the format of the address's member state. */
  | { kind: 'format'; countryCode: string; example: string };

/**
 * Whether `vatId` (normalized) has the format of a VAT ID of the address's EU member state.
 * `countryCode` is the address's ISO alpha-2 code. An empty VAT ID is no problem: it is optional.
 */
export function vatIdProblem(vatId: string, countryCode: string): VatIdProblem | null {
  if (vatId === '') return null;
  const expected = EU_VAT_FORMATS[countryCode];
  if (!expected) return { kind: 'outsideEu' };
  if (!vatId.startsWith(expected.prefix)) return { kind: 'otherCountry', countryCode };
  return expected.number.test(vatId.slice(expected.prefix.length))
    ? null
    : { kind: 'format', countryCode, example: expected.example };
}

/** The problem in the customer's words, for beside the VAT ID field. */
export function vatIdProblemMessage(problem: VatIdProblem): string {
  switch (problem.kind) {
    case 'outsideEu':
      return t`A VAT ID can be added only for an address in the EU.`;
    case 'otherCountry': {
      const country = countryName(problem.countryCode);
      return t`Enter the VAT ID registered in the country of your address, ${country}.`;
    }
    case 'format': {
      const country = countryName(problem.countryCode);
      const example = problem.example;
      return t`This is not a valid VAT ID for ${country}. It looks like ${example}.`;
    }
  }
}
