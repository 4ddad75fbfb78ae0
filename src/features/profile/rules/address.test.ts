import { describe, expect, it } from 'vitest';
import type { AccountProfile } from '@sdk/account/model';
import {
  addressFormValues,
  addressUpdate,
  addressValidation,
  postalAddressLines,
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
      }),
    ).toEqual({
      addressCountryCode: 'NO',
      addressLine1: 'Karl Johans gate 5',
      addressLine2: null,
      addressZip: null,
      addressCity: 'Oslo',
      addressState: 'Oslo',
    });
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
  ] as const)('%s = %j → %s', (field, value, message) => {
    expect(addressValidation[field](value)).toBe(message);
  });
});

describe('postalAddressLines: the saved address as an envelope shows it', () => {
  const none = {
    addressLine1: null,
    addressLine2: null,
    addressZip: null,
    addressCity: null,
    addressState: null,
    addressCountryCode: null,
  };
  it.each([
    ['a full address', profile, ['Götgatan 1', '118 46 Stockholm', 'Sweden']],
    [
      'every line, the state too',
      {
        ...none,
        addressLine1: '1 Main Street',
        addressLine2: 'Suite 4',
        addressZip: '94105',
        addressCity: 'San Francisco',
        addressState: 'CA',
        addressCountryCode: 'US',
      },
      ['1 Main Street', 'Suite 4', '94105 San Francisco', 'CA', 'United States'],
    ],
    ['nothing saved', none, []],
    ['blank strings only', { ...none, addressLine1: '  ', addressCountryCode: 'SE' }, []],
    [
      'a city without a ZIP',
      { ...none, addressLine1: 'Storgatan 2', addressCity: 'Lund', addressCountryCode: 'se' },
      ['Storgatan 2', 'Lund', 'Sweden'],
    ],
    [
      'a country the list does not know: its code',
      { ...none, addressLine1: 'Somewhere 1', addressCountryCode: 'XX' },
      ['Somewhere 1', 'XX'],
    ],
    ['no country saved', { ...none, addressLine1: 'Nowhere 1' }, ['Nowhere 1']],
  ])('%s', (_, saved, lines) => {
    expect(postalAddressLines(saved)).toEqual(lines);
  });
});
