import { describe, expect, it } from 'vitest';
import { isThreeDSecureAction } from './threeDSecure.ts';

describe('isThreeDSecureAction', () => {
  it.each([
    [
      'a challenge is required',
      {
        error: '3D Secure authentication is required',
        threedsActionRequired: true,
        threedsToken: '3dsa_1',
      },
      true,
    ],
    [
      'a saved card',
      {
        paymentMethod: 'credit_card',
        ccDetails: null,
        paypalEmail: null,
        updatedAt: '2026-11-01T10:00:00Z',
      },
      false,
    ],
    ['no action required', { error: '', threedsActionRequired: false, threedsToken: '' }, false],
  ] as const)('%s → %s', (_, response, expected) => {
    expect(isThreeDSecureAction(response)).toBe(expected);
  });
});
