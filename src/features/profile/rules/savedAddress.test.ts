import { describe, expect, it } from 'vitest';
import { businessLines, postalAddressLines } from './savedAddress.ts';

describe('businessLines: the business details as the profile shows them', () => {
  it.each([
    [
      'a company with a VAT ID',
      { companyName: 'Studio Noord B.V.', vatId: 'NL859048236B01' },
      { company: 'Studio Noord B.V.', vatId: 'VAT ID: NL859048236B01' },
    ],
    ['a private customer', { companyName: null, vatId: null }, { company: null, vatId: null }],
    ['an older service without them', {}, { company: null, vatId: null }],
  ])('%s', (_, details, expected) => {
    expect(businessLines(details)).toEqual(expected);
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
    [
      'a full address',
      {
        ...none,
        addressLine1: 'Götgatan 1',
        addressZip: '118 46',
        addressCity: 'Stockholm',
        addressCountryCode: 'SE',
      },
      ['Götgatan 1', '118 46 Stockholm', 'Sweden'],
    ],
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
