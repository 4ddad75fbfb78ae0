/**
 * Plans the company manages (free or prepaid): no billing actions, or no renewal.
 */
import type { PersonaInput } from './input.ts';
import { bought, bundled, macStudio, windowsLaptop } from './shorthand.ts';

export const employee: PersonaInput = {
  personaId: 'employee',
  userId: 100213,
  profile: {
    firstName: 'Erik',
    lastName: 'Nilsson',
    currency: 'EUR',
    country: 'SE',
    line1: 'Götgatan 78',
    zip: '118 30',
    city: 'Stockholm',
    hasTakenPlusTrial: false,
    groups: ['employees'],
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: '2023-01-09T08:30:00Z',
  subscriptions: [
    {
      id: 'sub_En4Rt7Gk1M',
      planCode: 'employees',
      state: 'active',
      createdAt: '2023-01-09T08:31:00Z',
      currentPeriodStartedAt: '2026-01-09T08:31:00Z',
      currentPeriodEndsAt: '2027-01-09T08:31:00Z',
    },
  ],
  coupons: [
    {
      code: 'STAFFONLY',
      status: 'active',
      subscriptionId: 'sub_En4Rt7Gk1M',
      at: '2023-01-09T08:31:00Z',
    },
  ],
  licenses: [
    ...bundled('2023-01-09T08:31:00Z', 'reason13', 'orkester', 'rackPlugin', 'europa', 'grain'),
    ...bundled('2024-01-09T08:31:00Z', 'complex1', 'algoritm', 'abbeyRoad', 'objektVst'),
    ...bundled('2025-01-09T08:31:00Z', 'rtosMixing', 'rtosMastering', 'rtosLive'),
    // Bought before joining the company.
    ...bought('2021-11-26T19:00:00Z', 'retroHardware', 'darkHorse'),
  ],
  computers: [macStudio('2023-01-09T09:00:00Z', ['reason13', 'europa', 'complex1'])],
};

export const nfr: PersonaInput = {
  personaId: 'nfr',
  userId: 100214,
  profile: {
    firstName: 'Grace',
    lastName: 'Miller',
    currency: 'USD',
    country: 'US',
    line1: '1200 Division St',
    zip: '37203',
    city: 'Nashville',
    state: 'TN',
    hasTakenPlusTrial: false,
    groups: ['nfr'],
  },
  marketingSubscribed: true,
  subscriptionAccountCreatedAt: '2025-03-21T14:00:00Z',
  subscriptions: [
    {
      id: 'sub_Gm8Lp2Vx5C',
      planCode: 'nfr_reasonplusannual',
      state: 'active',
      createdAt: '2025-03-21T14:01:00Z',
      currentPeriodStartedAt: '2026-03-21T14:01:00Z',
      currentPeriodEndsAt: '2027-03-21T14:01:00Z',
    },
  ],
  coupons: [],
  licenses: [
    ...bundled('2025-03-21T14:01:00Z', 'reason13', 'orkester', 'rackPlugin', 'friktion'),
    ...bundled('2025-03-21T14:01:00Z', 'drumSupreme', 'synthLegends', 'mimicVst', 'rtosLive'),
    ...bought('2025-09-02T15:30:00Z', 'jazzKeys', 'worldPercussion'),
  ],
  computers: [macStudio('2025-03-21T14:30:00Z', ['reason13', 'friktion'])],
};

export const prepaid: PersonaInput = {
  personaId: 'prepaid',
  userId: 100215,
  profile: {
    firstName: 'Liam',
    lastName: 'Dubois',
    currency: 'EUR',
    country: 'BE',
    line1: 'Rue Neuve 45',
    zip: '1000',
    city: 'Bruxelles',
    hasTakenPlusTrial: false,
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: '2026-02-01T11:00:00Z',
  card: { brand: 'Visa', lastFour: '6011', expiryMonth: 5, expiryYear: 2027 },
  subscriptions: [
    {
      id: 'sub_Ld5Hb9Qs3J',
      planCode: 'reasonplusoneyearprepaid',
      state: 'active',
      createdAt: '2026-02-01T11:01:00Z',
      currentPeriodStartedAt: '2026-02-01T11:01:00Z',
      currentPeriodEndsAt: '2027-02-01T11:01:00Z',
      freeFirstInvoice: true,
    },
  ],
  coupons: [],
  licenses: [
    ...bundled('2026-02-01T11:01:00Z', 'orkester', 'rackPlugin'),
    ...bought('2024-04-04T14:14:00Z', 'reason12', 'pulsar'),
    ...bought('2025-05-05T15:15:00Z', 'retroHardware', 'analogBass'),
    ...bought('2026-06-16T16:16:00Z', 'europaVst', 'rtosLive'),
  ],
  computers: [windowsLaptop('LIAM-STUDIO', '2024-04-04T14:20:00Z', ['reason12'])],
};
