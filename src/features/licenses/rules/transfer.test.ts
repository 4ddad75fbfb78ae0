import { describe, expect, it } from 'vitest';
import type { License } from '@sdk/license/model';
import { MESSAGES } from '@/api/errorMessages.ts';
import {
  licensesMovedBy,
  NEW_OWNER_EMAIL_ERRORS,
  newOwnerEmailError,
  transferPayload,
} from './transfer.ts';

const license = (licenseNumber: string, chain: string[] = []): License => ({
  licenseNumber,
  productId: 'reason-13',
  productName: 'Reason 13',
  productFamily: 'applications',
  version: '13.1.2',
  registeredAt: '2024-03-18T09:41:07Z',
  transferable: true,
  upgradedChain: chain.map((number, index) => ({
    licenseNumber: number,
    productName: `Reason ${12 - index}`,
    version: `${12 - index}.0.0`,
  })),
});

describe('transferPayload', () => {
  it.each([
    ['a license with no upgrade chain', license('RS-APP-1'), ['RS-APP-1']],
    ['a license upgraded once', license('RS-APP-1', ['RS-APP-2']), ['RS-APP-1', 'RS-APP-2']],
    [
      'a license with a 2-deep upgrade chain, in chain order',
      license('RS-APP-1', ['RS-APP-2', 'RS-APP-3']),
      ['RS-APP-1', 'RS-APP-2', 'RS-APP-3'],
    ],
    [
      'a chain that repeats a number, moved once',
      license('RS-APP-1', ['RS-APP-2', 'RS-APP-1']),
      ['RS-APP-1', 'RS-APP-2'],
    ],
  ])('moves %s', (_case, chosen, numbers) => {
    expect(transferPayload(chosen, 'jonas.berg@example.com')).toEqual({
      new_owner_email: 'jonas.berg@example.com',
      license_numbers: numbers,
    });
  });

  it('sends the e-mail address without surrounding spaces', () => {
    expect(transferPayload(license('RS-APP-1'), '  jonas@example.com ').new_owner_email).toBe(
      'jonas@example.com',
    );
  });

  it.each([null, undefined])(
    "raises 'No license selected for transfer' with no license (%s)",
    (none) => {
      expect(() => transferPayload(none, 'jonas@example.com')).toThrow(
        new Error('No license selected for transfer'),
      );
      expect(MESSAGES.noLicenseSelected).toBe('No license selected for transfer');
    },
  );
});

describe('licensesMovedBy', () => {
  it('lists the chosen license first with its product, then its chain', () => {
    expect(licensesMovedBy(license('RS-APP-1', ['RS-APP-2']))).toEqual([
      { licenseNumber: 'RS-APP-1', productName: 'Reason 13', version: '13.1.2' },
      { licenseNumber: 'RS-APP-2', productName: 'Reason 12', version: '12.0.0' },
    ]);
  });
});

describe('newOwnerEmailError', () => {
  const own = 'maja.lind@example.com';
  it.each([
    ['', NEW_OWNER_EMAIL_ERRORS.missing],
    ['   ', NEW_OWNER_EMAIL_ERRORS.missing],
    ['jonas', NEW_OWNER_EMAIL_ERRORS.malformed],
    ['jonas@example', NEW_OWNER_EMAIL_ERRORS.malformed],
    ['jonas berg@example.com', NEW_OWNER_EMAIL_ERRORS.malformed],
    ['Maja.Lind@Example.com', NEW_OWNER_EMAIL_ERRORS.own],
    [`jonas@${'e'.repeat(4_990)}.com`, 'Use at most 254 characters: this has 5000.'],
    ['jonas\u0000@example.com', 'Remove the NUL character at position 6 (U+0000).'],
    ['jo\u2066nas@example.com', 'Remove the text-direction character at position 3 (U+2066).'],
    [' jonas.berg@example.com ', null],
  ])('%j → %s', (value, expected) => {
    expect(newOwnerEmailError(value, own)).toBe(expected);
  });
});
