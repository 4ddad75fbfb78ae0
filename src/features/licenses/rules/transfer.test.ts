import { describe, expect, it } from 'vitest';
import type { License } from '@sdk/license/model';
import { NetworkError } from '@/api/errors.ts';
import { MESSAGES } from '@/api/errorMessages.ts';
import { errorFromResponse } from '@/api/http.ts';
import {
  licensesMovedBy,
  NEW_OWNER_EMAIL_ERRORS,
  newOwnerEmailError,
  transferFailureReason,
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
    [' jonas.berg@example.com ', null],
  ])('%j → %s', (value, expected) => {
    expect(newOwnerEmailError(value, own)).toBe(expected);
  });
});

describe('transferFailureReason', () => {
  const context = { service: 'license', method: 'POST', url: '/public/license/transfer' } as const;
  const answered = (status: number, body: unknown) => errorFromResponse(context, status, body);
  const refusedBecause = (reason: unknown) => ({ errors: { reason } });

  it.each<[string, unknown, string]>([
    ['400 with a reason', answered(400, refusedBecause('Still authorized.')), 'Still authorized.'],
    [
      '403 with a reason',
      answered(403, refusedBecause('Bought via reseller.')),
      'Bought via reseller.',
    ],
    ['409 with a reason', answered(409, refusedBecause('Already moving.')), 'Already moving.'],
    ['500 with a reason', answered(500, refusedBecause('Try tomorrow.')), 'Try tomorrow.'],
    ['a reason given as a list', answered(400, refusedBecause(['', 'First.'])), 'First.'],
    [
      '500 with only a detail',
      answered(500, { detail: 'A server error occurred.' }),
      'UnknownError',
    ],
    ['400 with a blank reason', answered(400, refusedBecause('  ')), 'UnknownError'],
    ['400 with reason outside errors', answered(400, { reason: 'Loose.' }), 'UnknownError'],
    ['502 with an HTML page', answered(502, '<html>Bad gateway</html>'), 'UnknownError'],
    [
      'no answer at all',
      new NetworkError(context, new TypeError('Failed to fetch')),
      'UnknownError',
    ],
    ['not a request error', new Error('boom'), 'UnknownError'],
  ])('%s', (_row, error, reason) => {
    expect(transferFailureReason(error)).toBe(reason);
  });
});
