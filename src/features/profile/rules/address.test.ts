import { describe, expect, it } from 'vitest';
import type { AccountProfile } from '@sdk/account/model';
import {
  addressChangedElsewhereMessage,
  addressFormValues,
  addressUpdate,
  addressValidation,
  sameAddress,
} from './address.ts';
import { UnknownCountryCodeError } from './countries.ts';

const profile: AccountProfile = {
  firstName: 'Maja',
  lastName: 'Lindqvist',
  email: 'maja@example.com',
  isEmailVerified: true,
  currency: 'EUR',
  username: 'maja',
  addressCountryCode: 'SE',
  autoCountryCode: 'SE',
  addressLine1: 'Götgatan 1',
  addressLine2: null,
  addressZip: '118 46',
  addressCity: 'Stockholm',
  addressState: null,
  hasTakenPlusTrial: false,
  groups: [],
};

describe('addressFormValues', () => {
  it('fills the form from the saved address, nulls as empty fields', () => {
    expect(addressFormValues(profile)).toEqual({
      country: 'SWE',
      addressLine1: 'Götgatan 1',
      addressLine2: '',
      addressZip: '118 46',
      addressCity: 'Stockholm',
      addressState: '',
      companyName: '',
      vatId: '',
    });
  });

  it('preselects the guessed country when no address is saved', () => {
    const empty = {
      ...profile,
      addressCountryCode: null,
      autoCountryCode: 'NOR',
      addressLine1: null,
      addressZip: null,
      addressCity: null,
    };
    expect(addressFormValues(empty)).toMatchObject({ country: 'NOR', addressLine1: '' });
  });
});

describe('addressUpdate', () => {
  it('trims, sends empty optional fields as null and converts the country', () => {
    expect(
      addressUpdate({
        country: 'NOR',
        addressLine1: '  Karl Johans gate 5 ',
        addressLine2: '   ',
        addressZip: '',
        addressCity: ' Oslo ',
        addressState: ' Oslo ',
        companyName: '  ',
        vatId: '',
      }),
    ).toEqual({
      addressCountryCode: 'NO',
      addressLine1: 'Karl Johans gate 5',
      addressLine2: null,
      addressZip: null,
      addressCity: 'Oslo',
      addressState: 'Oslo',
      companyName: null,
      vatId: null,
    });
  });

  it('sends the business details trimmed, the VAT ID normalized with its prefix', () => {
    expect(
      addressUpdate({
        ...addressFormValues(profile),
        country: 'NLD',
        companyName: ' Studio Noord B.V. ',
        vatId: '8590.48236.b01',
      }),
    ).toMatchObject({
      addressCountryCode: 'NL',
      companyName: 'Studio Noord B.V.',
      vatId: 'NL859048236B01',
    });
  });

  it('sends the version of the profile the form was filled from, when there is one', () => {
    const values = addressFormValues(profile);
    expect(addressUpdate(values, '3f9a1c07')).toMatchObject({ version: '3f9a1c07' });
    expect(addressUpdate(values)).not.toHaveProperty('version');
  });

  it('refuses an unknown country code', () => {
    expect(() => addressUpdate({ ...addressFormValues(profile), country: 'XYZ' })).toThrow(
      UnknownCountryCodeError,
    );
  });
});

describe('addressValidation', () => {
  it.each([
    ['country', '', 'Choose a country'],
    ['country', 'SWE', null],
    ['addressLine1', '  ', 'Enter the street address'],
    ['addressLine1', 'Götgatan 1', null],
    ['addressCity', '', 'Enter the city'],
    ['addressCity', 'Stockholm', null],
    ['addressLine1', 'x'.repeat(10_000), 'Use at most 100 characters: this has 10000.'],
    ['addressLine1', '\u200B', 'Remove the invisible character at position 1 (U+200B).'],
    ['addressLine1', 'Main\u0000St', 'Remove the NUL character at position 5 (U+0000).'],
    ['addressLine2', '', null],
    ['addressLine2', 'a'.repeat(101), 'Use at most 100 characters: this has 101.'],
    ['addressLine2', 'abc\u202Efed', 'Remove the text-direction character at position 4 (U+202E).'],
    ['addressZip', '', null],
    ['addressZip', '1'.repeat(17), 'Use at most 16 characters: this has 17.'],
    ['addressCity', 'x'.repeat(2_000), 'Use at most 60 characters: this has 2000.'],
    ['addressCity', ' \u00A0 ', 'Enter the city'],
    ['addressState', 's'.repeat(61), 'Use at most 60 characters: this has 61.'],
    ['addressState', 'CA', null],
  ] as const)('%s = %j → %s', (field, value, message) => {
    expect(addressValidation[field](value)).toBe(message);
  });

  // The business details are checked against the rest of the form: the VAT ID against the
  // address's country, the company name required once there is a VAT ID.
  const dutch = { ...addressFormValues(profile), country: 'NLD', companyName: 'Studio Noord' };
  it.each([
    ['vatId', { ...dutch, vatId: '' }, null],
    ['vatId', { ...dutch, vatId: 'NL859048236B01' }, null],
    ['vatId', { ...dutch, vatId: 'nl 8590 48236 b01' }, null],
    [
      'vatId',
      { ...dutch, vatId: 'NL12345' },
      'This is not a valid VAT ID for Netherlands. It looks like NL123456789B01.',
    ],
    [
      'vatId',
      { ...dutch, vatId: 'DE123456789' },
      'Enter the VAT ID registered in the country of your address, Netherlands.',
    ],
    [
      'vatId',
      { ...dutch, country: 'NOR', vatId: 'NO123456789' },
      'A VAT ID can be added only for an address in the EU.',
    ],
    ['vatId', { ...dutch, country: '', vatId: 'NL12345' }, null],
    ['companyName', { ...dutch, companyName: '', vatId: '' }, null],
    [
      'companyName',
      { ...dutch, companyName: ' ', vatId: 'NL859048236B01' },
      'Enter the company name the VAT ID is registered to',
    ],
    [
      'companyName',
      { ...dutch, companyName: 'c'.repeat(101), vatId: '' },
      'Use at most 100 characters: this has 101.',
    ],
  ] as const)('%s in %j → %s', (field, values, message) => {
    expect(addressValidation[field](values[field], values)).toBe(message);
  });
});

describe('a stale address: what changed', () => {
  it('tells the same address apart from another, whatever else of the profile differs', () => {
    const emailChanged: AccountProfile = { ...profile, email: 'new@example.com', version: 'b' };
    expect(sameAddress(profile, emailChanged)).toBe(true);
    expect(sameAddress(profile, { ...profile, addressCity: 'Uppsala' })).toBe(false);
    expect(sameAddress(profile, { ...profile, addressLine2: '' })).toBe(false);
    // The business details are saved with the address: another window's VAT ID is a change too.
    expect(sameAddress(profile, { ...profile, vatId: 'SE123456789001' })).toBe(false);
    expect(sameAddress(profile, { ...profile, companyName: null, vatId: null })).toBe(true);
  });

  it('says what the address is now, on one line', () => {
    expect(addressChangedElsewhereMessage({ ...profile, addressCity: 'Uppsala' })).toBe(
      'Your address was changed in another window: Götgatan 1, 118 46 Uppsala, Sweden. Review it and save again.',
    );
  });
});
