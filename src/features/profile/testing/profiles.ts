import type { AccountProfile } from '@sdk/account/model';

/** A complete profile (user 100234, a Stockholm address), with the fields a test cares about changed. */
export function profileWith(overrides: Partial<AccountProfile>): AccountProfile {
  return {
    firstName: 'Elin',
    lastName: 'Berg',
    email: 'elin.berg@example.com',
    isEmailVerified: true,
    currency: 'USD',
    username: 'elinberg',
    addressCountryCode: 'SE',
    autoCountryCode: 'SE',
    addressLine1: 'Götgatan 1',
    addressLine2: null,
    addressZip: '116 21',
    addressCity: 'Stockholm',
    addressState: null,
    hasTakenPlusTrial: true,
    groups: [],
    ...overrides,
  };
}
