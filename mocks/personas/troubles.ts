/**
 * Active subscribers with something in the way: an expired card, a bank that asks for 3-D Secure,
 * an e-mail address not yet verified, a backend that fails, a renewal whose payment failed.
 */
import type { PersonaInput } from './input.ts';
import { bought, bundled, macStudio, windowsLaptop } from './shorthand.ts';

export const expiredCard: PersonaInput = {
  personaId: 'expired-card',
  userId: 100209,
  profile: {
    firstName: 'Noah',
    lastName: 'Schmidt',
    currency: 'EUR',
    country: 'AT',
    line1: 'Mariahilfer Straße 120',
    zip: '1070',
    city: 'Wien',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: true,
  subscriptionAccountCreatedAt: '2025-04-11T08:00:00Z',
  card: { brand: 'Mastercard', lastFour: '4444', expiryMonth: 8, expiryYear: 2026 },
  subscriptions: [
    {
      id: 'sub_Ns7Gh3Kp9W',
      planCode: 'reasonplusmonthly',
      state: 'active',
      createdAt: '2025-04-11T08:01:00Z',
      trialEndsAt: '2025-05-11T08:01:00Z',
      currentPeriodStartedAt: '2026-11-11T08:01:00Z',
      currentPeriodEndsAt: '2026-12-11T08:01:00Z',
      freeFirstInvoice: true,
    },
  ],
  coupons: [
    {
      code: 'first-month-introduction-offer',
      status: 'inactive',
      subscriptionId: 'sub_Ns7Gh3Kp9W',
      at: '2025-04-11T08:01:00Z',
    },
  ],
  licenses: [
    ...bundled('2025-04-11T08:01:00Z', 'orkester', 'rackPlugin'),
    ...bought('2024-01-19T19:19:00Z', 'reason12', 'grain'),
    ...bought('2025-07-07T17:00:00Z', 'worldPercussion', 'jazzKeys'),
    ...bought('2026-05-05T05:05:00Z', 'mimicVst', 'rtosMastering'),
  ],
  computers: [windowsLaptop('NOAH-NOTEBOOK', '2024-01-19T19:30:00Z', ['reason12', 'grain'])],
};

export const threeds: PersonaInput = {
  personaId: 'threeds',
  userId: 100211,
  profile: {
    firstName: 'Mateo',
    lastName: 'García',
    email: 'mateo.garcia@example.com',
    currency: 'EUR',
    country: 'ES',
    line1: 'Calle de Alcalá 154',
    line2: '3º B',
    zip: '28009',
    city: 'Madrid',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: '2026-01-27T21:00:00Z',
  card: { brand: 'Visa', lastFour: '3220', expiryMonth: 12, expiryYear: 2028 },
  subscriptions: [
    {
      id: 'sub_Mg1Dk5Ty7R',
      planCode: 'reasonplusmonthly',
      state: 'active',
      createdAt: '2026-01-27T21:01:00Z',
      trialEndsAt: '2026-02-27T21:01:00Z',
      currentPeriodStartedAt: '2026-10-27T21:01:00Z',
      currentPeriodEndsAt: '2026-11-27T21:01:00Z',
      freeFirstInvoice: true,
    },
  ],
  coupons: [
    {
      code: 'first-month-introduction-offer',
      status: 'inactive',
      subscriptionId: 'sub_Mg1Dk5Ty7R',
      at: '2026-01-27T21:01:00Z',
    },
  ],
  licenses: [
    ...bundled('2026-01-27T21:01:00Z', 'orkester', 'rackPlugin'),
    ...bought('2025-06-06T18:00:00Z', 'reasonIntro13', 'complex1'),
    ...bought('2026-03-03T20:20:00Z', 'modernTrap', 'vocalChops'),
    ...bought('2026-07-19T22:00:00Z', 'europaVst', 'rtosMixing'),
  ],
  computers: [windowsLaptop('MATEO-PC', '2025-06-06T18:10:00Z', ['reasonIntro13'])],
};

export const unverifiedEmail: PersonaInput = {
  personaId: 'unverified-email',
  userId: 100216,
  profile: {
    firstName: 'Chloe',
    lastName: 'Davis',
    currency: 'USD',
    country: 'AU',
    line1: '88 George St',
    zip: '2000',
    city: 'Sydney',
    state: 'NSW',
    isEmailVerified: false,
    autoCountryCode: 'AUS',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: '2026-08-08T01:00:00Z',
  card: { brand: 'Mastercard', lastFour: '8210', expiryMonth: 2, expiryYear: 2029 },
  subscriptions: [
    {
      id: 'sub_Cd6Jw1Zk8H',
      planCode: 'reasonplusmonthly',
      state: 'active',
      createdAt: '2026-08-08T01:01:00Z',
      trialEndsAt: '2026-09-08T01:01:00Z',
      currentPeriodStartedAt: '2026-11-08T01:01:00Z',
      currentPeriodEndsAt: '2026-12-08T01:01:00Z',
      freeFirstInvoice: true,
    },
  ],
  coupons: [
    {
      code: 'first-month-introduction-offer',
      status: 'inactive',
      subscriptionId: 'sub_Cd6Jw1Zk8H',
      at: '2026-08-08T01:01:00Z',
    },
  ],
  licenses: [
    ...bundled('2026-08-08T01:01:00Z', 'orkester', 'rackPlugin'),
    ...bought('2026-08-20T03:00:00Z', 'reasonIntro13', 'quartet'),
    ...bought('2026-09-30T04:00:00Z', 'loFiTextures', 'ambientPads', 'objektVst', 'rtosLive'),
  ],
  computers: [macStudio('2026-08-20T03:10:00Z', ['reasonIntro13'])],
};

export const broken: PersonaInput = {
  personaId: 'broken',
  userId: 100218,
  profile: {
    firstName: 'Daniel',
    lastName: 'Kim',
    currency: 'USD',
    country: 'US',
    line1: '1420 5th Ave',
    zip: '98101',
    city: 'Seattle',
    state: 'WA',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: '2025-10-10T10:00:00Z',
  card: { brand: 'Visa', lastFour: '4000', expiryMonth: 7, expiryYear: 2028 },
  subscriptions: [
    {
      id: 'sub_Dk2Mr6Tb9L',
      planCode: 'reasonplusmonthly',
      state: 'active',
      createdAt: '2025-10-10T10:01:00Z',
      trialEndsAt: '2025-11-10T10:01:00Z',
      currentPeriodStartedAt: '2026-11-10T10:01:00Z',
      currentPeriodEndsAt: '2026-12-10T10:01:00Z',
      freeFirstInvoice: true,
    },
  ],
  coupons: [],
  licenses: [
    ...bundled('2025-10-10T10:01:00Z', 'orkester', 'rackPlugin'),
    ...bought('2025-10-20T20:00:00Z', 'reason13', 'grain', 'technoTools', 'rtosLive'),
  ],
  computers: [macStudio('2025-10-20T20:10:00Z', ['reason13'])],
  oneOffInvoices: [{ createdAt: '2026-04-01T09:00:00Z', amount: 49 }],
};

/**
 * The renewal of 2026-11-14 (€23.79, German VAT) failed: the subscription is past due, and its
 * access ends 14 days later (2026-11-28) unless the invoice is paid. The saved card takes a charge
 * again; a new card asks for 3-D Secure (the persona's entry).
 */
export const pastDue: PersonaInput = {
  personaId: 'past-due',
  userId: 100230,
  profile: {
    firstName: 'Clara',
    lastName: 'Wagner',
    currency: 'EUR',
    country: 'DE',
    line1: 'Schanzenstraße 27',
    zip: '20357',
    city: 'Hamburg',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: '2025-09-14T07:39:00Z',
  card: { brand: 'Visa', lastFour: '1881', expiryMonth: 5, expiryYear: 2028 },
  subscriptions: [
    {
      id: 'sub_Cw5Pd8Kv2N',
      planCode: 'reasonplusmonthly',
      state: 'active',
      createdAt: '2025-09-14T07:40:00Z',
      trialEndsAt: '2025-10-14T07:40:00Z',
      currentPeriodStartedAt: '2026-11-14T07:40:00Z',
      currentPeriodEndsAt: '2026-12-14T07:40:00Z',
      freeFirstInvoice: true,
      currentChargeFailed: true,
    },
  ],
  coupons: [
    {
      code: 'first-month-introduction-offer',
      status: 'inactive',
      subscriptionId: 'sub_Cw5Pd8Kv2N',
      at: '2025-09-14T07:40:00Z',
    },
  ],
  licenses: [
    ...bundled('2025-09-14T07:40:00Z', 'orkester', 'rackPlugin'),
    ...bought('2025-03-03T18:00:00Z', 'reason13', 'grain'),
    ...bought('2026-02-20T19:30:00Z', 'europaVst', 'rtosMixing'),
  ],
  computers: [windowsLaptop('CLARA-STUDIO', '2025-03-03T18:10:00Z', ['reason13'])],
};
