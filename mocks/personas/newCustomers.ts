/**
 * No current subscription: the signup side of the portal (the trial offer, a first card, a
 * subscription account still to create).
 */
import type { PersonaInput } from './input.ts';
import { bought, bundled, macStudio, windowsLaptop } from './shorthand.ts';

export const trialEligible: PersonaInput = {
  personaId: 'trial-eligible',
  userId: 100201,
  profile: {
    firstName: 'Lena',
    lastName: 'Fischer',
    currency: 'EUR',
    country: 'DE',
    line1: 'Oranienstraße 25',
    zip: '10999',
    city: 'Berlin',
    hasTakenPlusTrial: false,
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: '2026-10-02T18:11:09Z',
  subscriptions: [],
  coupons: [
    {
      code: 'first-month-introduction-offer',
      status: 'offered',
      subscriptionId: null,
      at: '2026-10-02T18:11:09Z',
    },
  ],
  licenses: [
    ...bundled('2026-10-02T18:20:00Z', 'reasonLite12', 'orkester', 'rackPlugin'),
    ...bought('2026-10-09T20:14:00Z', 'reasonIntro13', 'pulsar'),
    ...bought('2026-10-30T21:05:00Z', 'darkHorse', 'loFiTextures', 'rtosLive'),
  ],
  computers: [windowsLaptop('LENA-PC', '2026-10-02T18:25:40Z', ['reasonLite12', 'pulsar'])],
  // A one-off charge (no subscription), so the invoices screen has something to show.
  oneOffInvoices: [{ createdAt: '2026-10-09T20:14:00Z', amount: 99 }],
};

export const trialTaken: PersonaInput = {
  personaId: 'trial-taken',
  userId: 100202,
  profile: {
    firstName: 'Tom',
    lastName: 'Walker',
    currency: 'GBP',
    country: 'GB',
    line1: '14 Camden Road',
    zip: 'NW1 9LS',
    city: 'London',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: true,
  subscriptionAccountCreatedAt: '2025-03-03T12:00:14Z',
  card: { brand: 'Visa', lastFour: '1111', expiryMonth: 4, expiryYear: 2027 },
  subscriptions: [
    {
      id: 'sub_Tw3Kd8Rq2P',
      planCode: 'reasonplusmonthly',
      state: 'expired',
      createdAt: '2025-03-03T12:01:00Z',
      trialEndsAt: '2025-04-03T12:01:00Z',
      currentPeriodStartedAt: '2025-03-03T12:01:00Z',
      currentPeriodEndsAt: '2025-04-03T12:01:00Z',
      canceledAt: '2025-03-28T22:40:17Z',
      expiresAt: '2025-04-03T12:01:00Z',
      couponCode: 'first-month-introduction-offer',
      freeFirstInvoice: true,
    },
  ],
  coupons: [
    {
      code: 'first-month-introduction-offer',
      status: 'inactive',
      subscriptionId: 'sub_Tw3Kd8Rq2P',
      at: '2025-03-03T12:01:00Z',
    },
  ],
  licenses: [
    ...bought('2021-09-14T10:00:00Z', 'reason11'),
    ...bought('2022-12-02T19:30:00Z', 'europa', 'quartet'),
    ...bought('2023-07-19T08:45:00Z', 'synthLegends', 'retroHardware', 'houseGrooves'),
    ...bought('2024-02-11T15:00:00Z', 'algoritmVst'),
    ...bought('2024-09-27T21:10:00Z', 'rtosLive'),
  ],
  computers: [macStudio('2021-09-14T10:05:00Z', ['reason11', 'europa'])],
};

/** A new customer whose bank asks for 3-D Secure: signup saves the card through the challenge. */
export const threedsNew: PersonaInput = {
  personaId: 'threeds-new',
  userId: 100219,
  profile: {
    firstName: 'Marcus',
    lastName: 'Reid',
    currency: 'USD',
    country: 'US',
    line1: '1550 N Damen Ave',
    zip: '60622',
    city: 'Chicago',
    state: 'IL',
    hasTakenPlusTrial: false,
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: '2026-11-10T19:02:00Z',
  subscriptions: [],
  coupons: [
    {
      code: 'first-month-introduction-offer',
      status: 'offered',
      subscriptionId: null,
      at: '2026-11-10T19:02:00Z',
    },
  ],
  licenses: [
    ...bundled('2026-11-10T19:10:00Z', 'reasonLite12', 'orkester', 'rackPlugin'),
    ...bought('2026-11-12T20:30:00Z', 'reasonIntro13', 'grain'),
    ...bought('2026-11-15T18:45:00Z', 'cinematic', 'rtosMixing'),
  ],
  computers: [windowsLaptop('MARCUS-PC', '2026-11-10T19:15:00Z', ['reasonLite12', 'grain'])],
};

export const noAccount: PersonaInput = {
  personaId: 'no-account',
  userId: 100217,
  profile: {
    firstName: 'Hannah',
    lastName: 'Becker',
    currency: 'EUR',
    country: 'DE',
    line1: 'Schanzenstraße 7',
    zip: '20357',
    city: 'Hamburg',
    hasTakenPlusTrial: false,
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: null,
  subscriptions: [],
  coupons: [],
  licenses: [
    ...bundled('2026-11-15T12:00:00Z', 'reasonLite12', 'rackPlugin', 'orkester'),
    ...bought('2026-11-16T13:00:00Z', 'pulsar', 'houseGrooves', 'rtosLive'),
  ],
  computers: [windowsLaptop('HANNAH-LAPTOP', '2026-11-15T12:10:00Z', ['reasonLite12'])],
};
