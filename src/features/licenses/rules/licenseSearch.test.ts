import { describe, expect, it } from 'vitest';
import type { License, ProductFamily } from '@sdk/license/model';
import { licensesOfFamily, matchesSearch } from './licenseSearch.ts';

const license = (overrides: Partial<License>): License => ({
  licenseNumber: 'RS-RF-1000',
  productId: 'drum-supreme',
  productName: 'Drum Supreme ReFill',
  productFamily: 'refills',
  version: '1.0.0',
  registeredAt: '2022-06-14T12:05:30Z',
  transferable: true,
  upgradedChain: [],
  ...overrides,
});

describe('licensesOfFamily', () => {
  const older = license({ licenseNumber: 'RS-RF-1', registeredAt: '2021-01-01T00:00:00Z' });
  const newer = license({ licenseNumber: 'RS-RF-2', registeredAt: '2024-01-01T00:00:00Z' });
  const app = license({ licenseNumber: 'RS-APP-1', productFamily: 'applications' });

  it.each<[ProductFamily, string[]]>([
    ['refills', ['RS-RF-2', 'RS-RF-1']],
    ['applications', ['RS-APP-1']],
    ['rtos', []],
  ])('keeps the %s, newest first', (family, numbers) => {
    expect(licensesOfFamily([older, app, newer], family).map((l) => l.licenseNumber)).toEqual(
      numbers,
    );
  });
});

describe('matchesSearch', () => {
  const reason = license({
    licenseNumber: 'RS-APP-4471-2290',
    productName: 'Reason 13',
    version: '13.1.2',
    upgradedChain: [{ licenseNumber: 'RS-APP-3310-8812', productName: 'Reason 12', version: '12' }],
  });
  it.each([
    ['', true],
    ['   ', true],
    ['reason', true],
    ['REASON 13', true],
    ['13.1', true],
    ['4471', true],
    ['3310-8812', true],
    ['reason europa', false],
    ['europa', false],
  ])('%j matches: %s', (query, expected) => {
    expect(matchesSearch(reason, query)).toBe(expected);
  });
});
