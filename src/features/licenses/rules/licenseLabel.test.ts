import { describe, expect, it } from 'vitest';
import { isOfferedForTransfer, licenseTitle, licenseWithVersion } from './licenseLabel.ts';

const NUMBER = 'RS-APP-4471-2290';

describe('what a license is called, with or without its proposed fields', () => {
  it.each([
    [
      'product and version',
      { productName: 'Reason 13', version: '13.1.2' },
      'Reason 13',
      'Reason 13 13.1.2',
    ],
    ['product only', { productName: 'Reason 13' }, 'Reason 13', 'Reason 13'],
    ['neither', {}, `License ${NUMBER}`, `License ${NUMBER}`],
    ['version only', { version: '13.1.2' }, `License ${NUMBER}`, `License ${NUMBER} 13.1.2`],
  ])('%s', (_case, fields, title, withVersion) => {
    const license = { licenseNumber: NUMBER, ...fields };
    expect(licenseTitle(license)).toBe(title);
    expect(licenseWithVersion(license)).toBe(withVersion);
  });
});

describe('isOfferedForTransfer', () => {
  it.each([
    [true, true],
    [false, false],
    [undefined, true],
  ])('transferable %s → offered %s', (transferable, offered) => {
    expect(isOfferedForTransfer({ transferable })).toBe(offered);
  });
});
