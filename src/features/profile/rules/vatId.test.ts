import { describe, expect, it } from 'vitest';
import { EU_VAT_FORMATS, normalizeVatId, vatIdProblem, vatIdProblemMessage } from './vatId.ts';

describe('normalizeVatId: as the contract stores it', () => {
  it.each([
    ['NL859048236B01', 'NL', 'NL859048236B01'],
    ['nl 8590.48236.b01', 'NL', 'NL859048236B01'],
    ['DE-123 456 789', 'DE', 'DE123456789'],
    ['859048236B01', 'NL', 'NL859048236B01'],
    ['123456789', 'GR', 'EL123456789'],
    ['U12345678', 'AT', 'ATU12345678'],
    ['B12345678', 'ES', 'ESB12345678'],
    ['123456789', 'NO', '123456789'],
    ['123456789', null, '123456789'],
    ['  ', 'NL', ''],
  ])('%j in %s → %s', (typed, country, normalized) => {
    expect(normalizeVatId(typed, country)).toBe(normalized);
  });
});

describe('vatIdProblem: the format of each member state (VIES checks the registration)', () => {
  it.each([
    ['AT', 'ATU12345678', 'ATU1234567'],
    ['BE', 'BE0123456789', 'BE2123456789'],
    ['BG', 'BG1234567890', 'BG12345678'],
    ['CY', 'CY12345678X', 'CY123456789'],
    ['CZ', 'CZ1234567890', 'CZ1234567'],
    ['DE', 'DE123456789', 'DE12345678'],
    ['DK', 'DK12345678', 'DK1234567'],
    ['EE', 'EE123456789', 'EE12345678'],
    ['GR', 'EL123456789', 'EL12345678'],
    ['ES', 'ESX1234567X', 'ES123456'],
    ['FI', 'FI12345678', 'FI123456789'],
    ['FR', 'FRAB123456789', 'FRIO123456789'],
    ['HR', 'HR12345678901', 'HR1234567890'],
    ['HU', 'HU12345678', 'HU1234567'],
    ['IE', 'IE1234567WA', 'IE1234567'],
    ['IE', 'IE1A23456B', 'IE12345678'],
    ['IT', 'IT12345678901', 'IT1234567890'],
    ['LT', 'LT123456789012', 'LT1234567890'],
    ['LU', 'LU12345678', 'LU123456789'],
    ['LV', 'LV12345678901', 'LV1234567890'],
    ['MT', 'MT12345678', 'MT1234567'],
    ['NL', 'NL859048236B01', 'NL859048236001'],
    ['PL', 'PL1234567890', 'PL123456789'],
    ['PT', 'PT123456789', 'PT12345678'],
    ['RO', 'RO12', 'RO1'],
    ['SE', 'SE123456789001', 'SE123456789012'],
    ['SI', 'SI12345678', 'SI1234567'],
    ['SK', 'SK1234567890', 'SK123456789'],
  ])('%s: %s is well formed, %s is not', (country, good, bad) => {
    expect(vatIdProblem(good, country)).toBeNull();
    expect(vatIdProblem(bad, country)).toMatchObject({ kind: 'format', countryCode: country });
  });

  it('covers the 27 member states, each example well formed', () => {
    expect(Object.keys(EU_VAT_FORMATS)).toHaveLength(27);
    for (const [country, { example }] of Object.entries(EU_VAT_FORMATS)) {
      expect(vatIdProblem(example, country), country).toBeNull();
    }
  });

  it.each([
    ['', 'NL', null],
    ['', 'US', null],
    ['DE123456789', 'NL', { kind: 'otherCountry', countryCode: 'NL' }],
    ['GR123456789', 'GR', { kind: 'otherCountry', countryCode: 'GR' }],
    ['GB123456789', 'GB', { kind: 'outsideEu' }],
    ['NO123456789', 'NO', { kind: 'outsideEu' }],
  ])('%j in %s → %j', (vatId, country, problem) => {
    expect(vatIdProblem(vatId, country)).toEqual(problem);
  });
});

describe('vatIdProblemMessage: beside the field, in the customer words', () => {
  it.each([
    [{ kind: 'outsideEu' } as const, 'A VAT ID can be added only for an address in the EU.'],
    [
      { kind: 'otherCountry', countryCode: 'DE' } as const,
      'Enter the VAT ID registered in the country of your address, Germany.',
    ],
    [
      { kind: 'format', countryCode: 'NL', example: 'NL123456789B01' } as const,
      'This is not a valid VAT ID for Netherlands. It looks like NL123456789B01.',
    ],
  ])('%j', (problem, message) => {
    expect(vatIdProblemMessage(problem)).toBe(message);
  });
});
