/**
 * Subscriptions further along their lifecycle (spec section 4): canceled, paused, a pause
 * scheduled, expired.
 */
import type { PersonaInput } from './input.ts';
import { bought, bundled, macStudio, windowsLaptop } from './shorthand.ts';

export const annualCanceled: PersonaInput = {
  personaId: 'annual-canceled',
  userId: 100205,
  profile: {
    firstName: 'James',
    lastName: "O'Connor",
    email: 'james.oconnor@example.com',
    currency: 'EUR',
    country: 'IE',
    line1: '12 Baggot Street Lower',
    zip: 'D02 X658',
    city: 'Dublin',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: '2024-03-02T10:15:00Z',
  card: { brand: 'Visa', lastFour: '1881', expiryMonth: 11, expiryYear: 2027 },
  subscriptions: [
    {
      id: 'sub_Jo8Vb2Xc5N',
      planCode: 'reasonplusannualnt',
      state: 'canceled',
      createdAt: '2024-03-02T10:16:00Z',
      currentPeriodStartedAt: '2026-03-02T10:16:00Z',
      currentPeriodEndsAt: '2027-03-02T10:16:00Z',
      canceledAt: '2026-10-28T08:12:44Z',
      expiresAt: '2027-03-02T10:16:00Z',
      couponCode: 'ANNUAL20',
      discountPercent: 20,
    },
  ],
  coupons: [
    {
      code: 'ANNUAL20',
      status: 'active',
      subscriptionId: 'sub_Jo8Vb2Xc5N',
      at: '2024-03-02T10:16:00Z',
    },
  ],
  licenses: [
    ...bought('2020-05-05T14:00:00Z', 'reason11'),
    ...bought('2023-04-18T20:20:00Z', 'complex1', 'polar', 'grain'),
    ...bundled('2024-03-02T10:16:00Z', 'orkester', 'rackPlugin'),
    ...bought('2024-12-24T09:00:00Z', 'abbeyRoad', 'cinematic', 'ambientPads'),
    ...bought('2025-05-09T17:45:00Z', 'rtosMastering'),
  ],
  computers: [
    windowsLaptop('JAMES-DESKTOP', '2023-04-18T20:30:00Z', ['reason11', 'complex1', 'polar']),
  ],
};

export const paused: PersonaInput = {
  personaId: 'paused',
  userId: 100206,
  profile: {
    firstName: 'Yuki',
    lastName: 'Tanaka',
    currency: 'USD',
    country: 'JP',
    line1: '2-11-3 Meguro',
    line2: 'Meguro Heights 402',
    zip: '153-0063',
    city: 'Tokyo',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: true,
  subscriptionAccountCreatedAt: '2025-12-20T03:30:00Z',
  card: { brand: 'JCB', lastFour: '0000', expiryMonth: 1, expiryYear: 2028 },
  subscriptions: [
    {
      id: 'sub_Yt5Pw9Hs3K',
      planCode: 'reasonplusmonthly',
      state: 'paused',
      subscriptionStatus: 'paused',
      remainingPauseCycles: 2,
      createdAt: '2025-12-20T03:31:00Z',
      trialEndsAt: '2026-01-20T03:31:00Z',
      pausedAt: '2026-10-20T03:31:00Z',
      currentPeriodStartedAt: '2026-11-20T03:31:00Z',
      currentPeriodEndsAt: '2026-12-20T03:31:00Z',
      freeFirstInvoice: true,
    },
  ],
  coupons: [
    {
      code: 'first-month-introduction-offer',
      status: 'inactive',
      subscriptionId: 'sub_Yt5Pw9Hs3K',
      at: '2025-12-20T03:31:00Z',
    },
  ],
  licenses: [
    ...bundled('2025-12-20T03:31:00Z', 'orkester', 'rackPlugin'),
    ...bought('2024-07-07T07:07:00Z', 'reason12'),
    ...bought('2025-02-14T12:30:00Z', 'mimic', 'objekt'),
    ...bought('2025-09-01T04:10:00Z', 'elektronik', 'technoTools', 'vocalChops'),
    ...bought('2026-03-15T02:00:00Z', 'objektVst', 'rtosLive'),
  ],
  computers: [macStudio('2024-07-07T07:15:00Z', ['reason12', 'mimic', 'objektVst'])],
};

export const scheduledPause: PersonaInput = {
  personaId: 'scheduled-pause',
  userId: 100207,
  profile: {
    firstName: 'Lucas',
    lastName: 'Martin',
    currency: 'EUR',
    country: 'FR',
    line1: '18 Rue de la République',
    zip: '69002',
    city: 'Lyon',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: '2026-02-05T18:40:00Z',
  card: { brand: 'Visa', lastFour: '0077', expiryMonth: 6, expiryYear: 2030 },
  subscriptions: [
    {
      id: 'sub_Lm6Qz1Rv8D',
      planCode: 'reasonplusmonthly',
      state: 'active',
      subscriptionStatus: 'scheduledPause',
      remainingPauseCycles: 1,
      pausedAt: '2026-12-05T18:41:00Z',
      createdAt: '2026-02-05T18:41:00Z',
      trialEndsAt: '2026-03-05T18:41:00Z',
      currentPeriodStartedAt: '2026-11-05T18:41:00Z',
      currentPeriodEndsAt: '2026-12-05T18:41:00Z',
      freeFirstInvoice: true,
    },
  ],
  coupons: [
    {
      code: 'first-month-introduction-offer',
      status: 'inactive',
      subscriptionId: 'sub_Lm6Qz1Rv8D',
      at: '2026-02-05T18:41:00Z',
    },
  ],
  licenses: [
    ...bundled('2026-02-05T18:41:00Z', 'orkester', 'rackPlugin'),
    ...bought('2023-10-10T10:10:00Z', 'reason12'),
    ...bought('2024-06-21T21:00:00Z', 'algoritm', 'quartet'),
    ...bought('2025-12-01T09:00:00Z', 'houseGrooves', 'technoTools', 'analogBass'),
    ...bought('2026-04-04T16:30:00Z', 'algoritmVst', 'rtosMixing'),
  ],
  computers: [windowsLaptop('STUDIO-LUCAS', '2023-10-10T10:20:00Z', ['reason12', 'algoritm'])],
};

export const expired: PersonaInput = {
  personaId: 'expired',
  userId: 100208,
  profile: {
    firstName: 'Emma',
    lastName: 'Johnson',
    currency: 'USD',
    country: 'CA',
    line1: '455 Queen St W',
    zip: 'M5V 2A9',
    city: 'Toronto',
    state: 'ON',
    hasTakenPlusTrial: false,
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: '2025-09-12T15:00:00Z',
  card: { brand: 'American Express', lastFour: '0005', expiryMonth: 6, expiryYear: 2027 },
  subscriptions: [
    {
      id: 'sub_Ej2Ft6Wn4B',
      planCode: 'reasonplusmonthlynt',
      state: 'expired',
      createdAt: '2025-09-12T15:01:00Z',
      currentPeriodStartedAt: '2026-08-12T15:01:00Z',
      currentPeriodEndsAt: '2026-09-12T15:01:00Z',
      canceledAt: '2026-08-30T11:20:05Z',
      expiresAt: '2026-09-12T15:01:00Z',
    },
  ],
  coupons: [],
  licenses: [
    ...bought('2022-03-30T13:00:00Z', 'reason11'),
    ...bought('2023-08-08T08:08:00Z', 'europa', 'friktion'),
    ...bought('2024-10-31T23:00:00Z', 'darkHorse', 'modernTrap'),
    ...bought('2025-01-05T12:12:00Z', 'europaVst', 'rtosLive'),
  ],
  computers: [macStudio('2022-03-30T13:10:00Z', ['reason11'])],
};
