/**
 * Accounts with several subscriptions, the newest (listed first) expired: the portal must still
 * pick the one the customer can act on.
 */
import type { PersonaInput } from './input.ts';
import { bought, bundled, macStudio, windowsLaptop } from './shorthand.ts';

export const expiredAndPaused: PersonaInput = {
  personaId: 'expired-and-paused',
  userId: 100220,
  profile: {
    firstName: 'Freja',
    lastName: 'Holm',
    currency: 'EUR',
    country: 'SE',
    line1: 'Kungsportsavenyen 21',
    zip: '411 36',
    city: 'Göteborg',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: true,
  subscriptionAccountCreatedAt: '2025-04-12T08:20:00Z',
  card: { brand: 'Visa', lastFour: '1117', expiryMonth: 3, expiryYear: 2029 },
  subscriptions: [
    {
      id: 'sub_Fh3Pr8Wd6K',
      planCode: 'reasonplusoneyearprepaid',
      state: 'expired',
      createdAt: '2025-10-01T12:01:00Z',
      currentPeriodStartedAt: '2025-10-01T12:01:00Z',
      currentPeriodEndsAt: '2026-10-01T12:01:00Z',
      expiresAt: '2026-10-01T12:01:00Z',
      freeFirstInvoice: true,
    },
    {
      id: 'sub_Fh7Mk2Qs4T',
      planCode: 'reasonplusmonthly',
      state: 'paused',
      subscriptionStatus: 'paused',
      remainingPauseCycles: 3,
      createdAt: '2025-04-12T08:21:00Z',
      trialEndsAt: '2025-05-12T08:21:00Z',
      pausedAt: '2026-11-12T08:21:00Z',
      currentPeriodStartedAt: '2026-11-12T08:21:00Z',
      currentPeriodEndsAt: '2026-12-12T08:21:00Z',
      freeFirstInvoice: true,
    },
  ],
  coupons: [
    {
      code: 'first-month-introduction-offer',
      status: 'inactive',
      subscriptionId: 'sub_Fh7Mk2Qs4T',
      at: '2025-04-12T08:21:00Z',
    },
  ],
  licenses: [
    ...bundled('2025-04-12T08:21:00Z', 'orkester', 'rackPlugin'),
    ...bought('2024-11-29T18:00:00Z', 'reason12', 'europa'),
    ...bought('2025-08-08T20:45:00Z', 'houseGrooves', 'elektronik', 'rtosMixing'),
  ],
  computers: [macStudio('2024-11-29T18:10:00Z', ['reason12', 'europa'])],
};

export const expiredAndCanceled: PersonaInput = {
  personaId: 'expired-and-canceled',
  userId: 100221,
  profile: {
    firstName: 'Priya',
    lastName: 'Natarajan',
    currency: 'GBP',
    country: 'GB',
    line1: '14 Park Square East',
    zip: 'LS1 2NE',
    city: 'Leeds',
    hasTakenPlusTrial: false,
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: '2024-05-18T19:40:00Z',
  card: { brand: 'Mastercard', lastFour: '5100', expiryMonth: 10, expiryYear: 2028 },
  subscriptions: [
    {
      id: 'sub_Pn4Xr7Kd2W',
      planCode: 'nfr_reasonplusannual',
      state: 'expired',
      createdAt: '2025-11-05T16:01:00Z',
      currentPeriodStartedAt: '2025-11-05T16:01:00Z',
      currentPeriodEndsAt: '2026-11-05T16:01:00Z',
      expiresAt: '2026-11-05T16:01:00Z',
    },
    {
      id: 'sub_Pn9Bt3Lh6Y',
      planCode: 'reasonplusannualnt',
      state: 'canceled',
      createdAt: '2024-05-18T19:41:00Z',
      currentPeriodStartedAt: '2026-05-18T19:41:00Z',
      currentPeriodEndsAt: '2027-05-18T19:41:00Z',
      canceledAt: '2026-11-15T10:02:00Z',
      expiresAt: '2027-05-18T19:41:00Z',
    },
  ],
  coupons: [],
  licenses: [
    ...bundled('2024-05-18T19:41:00Z', 'orkester', 'rackPlugin'),
    ...bought('2023-02-02T21:15:00Z', 'reason11', 'grain'),
    ...bought('2025-06-30T22:00:00Z', 'cinematic', 'filmScoring', 'rtosMastering'),
  ],
  computers: [
    windowsLaptop('PRIYA-PC', '2023-02-02T21:30:00Z', ['reason11', 'grain', 'rackPlugin']),
  ],
};
