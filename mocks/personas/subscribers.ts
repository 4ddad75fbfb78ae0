/**
 * Self-service subscribers in good standing: Monthly (the default persona), in its trial, Annual
 * paid with PayPal, and a studio with several seats.
 */
import type { PersonaInput } from './input.ts';
import { bought, bundled, macStudio, windowsLaptop } from './shorthand.ts';

export const monthlyActive: PersonaInput = {
  personaId: 'monthly-active',
  userId: 100234,
  profile: {
    firstName: 'Maja',
    lastName: 'Lindqvist',
    username: 'majalindqvist',
    currency: 'USD',
    country: 'US',
    line1: '2218 NE Alberta St',
    line2: 'Apt 4',
    zip: '97211',
    city: 'Portland',
    state: 'OR',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: true,
  subscriptionAccountCreatedAt: '2025-06-14T09:28:51Z',
  billingInfoUpdatedAt: '2025-06-14T09:29:41Z',
  card: { brand: 'Visa', lastFour: '4242', expiryMonth: 9, expiryYear: 2028 },
  subscriptions: [
    {
      id: 'sub_7fK2mQ9xL1',
      planCode: 'reasonplusmonthly',
      state: 'active',
      createdAt: '2025-06-14T09:30:00Z',
      trialEndsAt: '2025-07-14T09:30:00Z',
      currentPeriodStartedAt: '2026-11-14T09:30:00Z',
      currentPeriodEndsAt: '2026-12-14T09:30:00Z',
      freeFirstInvoice: true,
    },
  ],
  coupons: [
    {
      code: 'first-month-introduction-offer',
      status: 'inactive',
      subscriptionId: 'sub_7fK2mQ9xL1',
      at: '2025-06-14T09:30:00Z',
    },
    { code: 'SAVE15', status: 'offered', subscriptionId: null, at: '2026-11-01T08:00:00Z' },
  ],
  licenses: [
    // The 2-deep upgrade chain: Reason 11 → 12 → 13, transferred as one.
    {
      product: 'reason13',
      registeredAt: '2024-03-18T09:41:07Z',
      upgradedFrom: ['reason12', 'reason11'],
      numbers: ['RS-APP-4471-2290', 'RS-APP-3310-8812', 'RS-APP-2087-5561'],
    },
    ...bought('2025-02-09T19:12:00Z', 'reasonIntro13'),
    { product: 'europa', registeredAt: '2023-11-02T16:20:45Z', numbers: ['RS-RE-5519-0374'] },
    ...bought('2024-05-21T18:03:12Z', 'grain', 'pulsar'),
    ...bought('2025-08-30T11:45:00Z', 'complex1', 'objekt'),
    {
      product: 'drumSupreme',
      registeredAt: '2022-06-14T12:05:30Z',
      numbers: ['RS-RF-8802-1146'],
      transferable: false,
    },
    ...bundled('2025-06-14T09:30:00Z', 'orkester'),
    ...bought(
      '2023-01-20T20:30:00Z',
      'abbeyRoad',
      'synthLegends',
      'darkHorse',
      'retroHardware',
      'loFiTextures',
    ),
    ...bought('2024-11-29T07:15:00Z', 'modernTrap', 'cinematic', 'vocalChops', 'analogBass'),
    ...bought(
      '2025-11-28T10:02:00Z',
      'ambientPads',
      'houseGrooves',
      'technoTools',
      'jazzKeys',
      'worldPercussion',
      'elektronik',
      'filmScoring',
    ),
    ...bought('2025-03-03T17:40:00Z', 'europaVst'),
    ...bundled('2025-06-14T09:30:00Z', 'rackPlugin'),
    ...bought('2026-01-12T13:22:00Z', 'rtosMixing', 'rtosMastering'),
  ],
  computers: [
    macStudio('2024-03-18T09:45:12Z', ['reasonIntro13', 'europa', 'grain', 'rtosMixing']),
    windowsLaptop('MAJA-LAPTOP', '2023-09-07T18:02:31Z', ['europaVst', 'pulsar']),
  ],
  otherOrders: [
    {
      placedAt: '2025-10-04T14:22:09Z',
      status: 'Canceled',
      items: [{ productName: 'Algoritm FM Synth', quantity: 1, unitAmount: 89 }],
    },
    {
      placedAt: '2026-11-21T16:48:00Z',
      status: 'Pending',
      items: [{ productName: 'Friktion Modeled Strings', quantity: 1, unitAmount: 69 }],
    },
  ],
};

export const monthlyTrial: PersonaInput = {
  personaId: 'monthly-trial',
  userId: 100204,
  profile: {
    firstName: 'Sofia',
    lastName: 'Rossi',
    currency: 'EUR',
    country: 'IT',
    line1: 'Via Torino 61',
    zip: '20123',
    city: 'Milano',
    state: 'MI',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: true,
  subscriptionAccountCreatedAt: '2026-11-10T19:04:33Z',
  card: { brand: 'Mastercard', lastFour: '5454', expiryMonth: 3, expiryYear: 2029 },
  subscriptions: [
    {
      id: 'sub_Sr4Nq7Lm1T',
      planCode: 'reasonplusmonthly',
      state: 'active',
      isTrial: true,
      createdAt: '2026-11-10T19:05:00Z',
      trialEndsAt: '2026-12-10T19:05:00Z',
      currentPeriodStartedAt: '2026-11-10T19:05:00Z',
      currentPeriodEndsAt: '2026-12-10T19:05:00Z',
      couponCode: 'first-month-introduction-offer',
      freeFirstInvoice: true,
    },
  ],
  coupons: [
    {
      code: 'first-month-introduction-offer',
      status: 'active',
      subscriptionId: 'sub_Sr4Nq7Lm1T',
      at: '2026-11-10T19:05:00Z',
    },
  ],
  licenses: [
    ...bundled('2026-11-10T19:05:00Z', 'orkester', 'rackPlugin'),
    ...bought('2026-06-02T12:00:00Z', 'reasonIntro13', 'friktion'),
    ...bought('2026-08-15T09:30:00Z', 'jazzKeys', 'filmScoring', 'mimicVst', 'rtosMixing'),
  ],
  computers: [macStudio('2026-06-02T12:10:00Z', ['reasonIntro13', 'friktion', 'mimicVst'])],
};

export const paypal: PersonaInput = {
  personaId: 'paypal',
  userId: 100210,
  profile: {
    firstName: 'Olivia',
    lastName: 'Brown',
    currency: 'GBP',
    country: 'GB',
    line1: '27 Deansgate',
    zip: 'M3 4LQ',
    city: 'Manchester',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: true,
  subscriptionAccountCreatedAt: '2025-05-18T20:00:00Z',
  paypalEmail: 'olivia.brown.music@example.com',
  subscriptions: [
    {
      id: 'sub_Ob9Xy4Mz6Q',
      planCode: 'reasonplusannualnt',
      state: 'active',
      createdAt: '2025-05-18T20:01:00Z',
      currentPeriodStartedAt: '2026-05-18T20:01:00Z',
      currentPeriodEndsAt: '2027-05-18T20:01:00Z',
    },
  ],
  coupons: [],
  licenses: [
    ...bundled('2025-05-18T20:01:00Z', 'orkester', 'rackPlugin'),
    ...bought('2023-02-02T14:00:00Z', 'reason12', 'polar'),
    ...bought('2024-08-18T10:30:00Z', 'abbeyRoad', 'synthLegends', 'ambientPads'),
    ...bought('2025-11-11T11:11:00Z', 'algoritmVst', 'rtosLive'),
  ],
  computers: [macStudio('2023-02-02T14:10:00Z', ['reason12', 'polar', 'algoritmVst'])],
};

export const multiSeat: PersonaInput = {
  personaId: 'multi-seat',
  userId: 100212,
  profile: {
    firstName: 'Ava',
    lastName: 'Chen',
    email: 'ava.chen@northwind-studios.example.com',
    username: 'northwindstudios',
    currency: 'USD',
    country: 'US',
    line1: '600 Harrison St',
    line2: 'Suite 300',
    zip: '94107',
    city: 'San Francisco',
    state: 'CA',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: true,
  subscriptionAccountCreatedAt: '2024-09-09T16:00:00Z',
  card: { brand: 'Visa', lastFour: '9424', expiryMonth: 10, expiryYear: 2029 },
  subscriptions: [
    {
      id: 'sub_Ac3Ns8Wd2F',
      planCode: 'reasonplusannualnt',
      state: 'active',
      seats: 5,
      createdAt: '2024-09-09T16:01:00Z',
      currentPeriodStartedAt: '2026-09-09T16:01:00Z',
      currentPeriodEndsAt: '2027-09-09T16:01:00Z',
      couponCode: 'SAVE15',
      discountPercent: 15,
      seatHolders: [
        'ava.chen@northwind-studios.example.com',
        'oskar.berg@northwind-studios.example.com',
        'priya.nair@northwind-studios.example.com',
      ],
    },
  ],
  coupons: [
    {
      code: 'SAVE15',
      status: 'active',
      subscriptionId: 'sub_Ac3Ns8Wd2F',
      at: '2024-09-09T16:01:00Z',
    },
  ],
  licenses: [
    ...bundled('2024-09-09T16:01:00Z', 'orkester', 'rackPlugin'),
    ...bought('2024-09-20T17:00:00Z', 'reason13', 'europa', 'objekt', 'mimic'),
    ...bought('2025-04-01T09:00:00Z', 'cinematic', 'filmScoring', 'abbeyRoad'),
    ...bought('2025-10-10T10:00:00Z', 'objektVst', 'mimicVst', 'rtosMastering', 'rtosMixing'),
  ],
  computers: [
    macStudio('2024-09-20T17:10:00Z', ['reason13', 'europa', 'objekt']),
    {
      name: 'Mix Room iMac',
      operatingSystem: 'macOS 14.6',
      authorizedAt: '2025-04-02T10:00:00Z',
      lastSeenAt: '2026-11-19T18:30:00Z',
      products: ['mimic', 'rtosMastering'],
    },
    windowsLaptop('NW-LAPTOP-03', '2025-10-11T08:00:00Z', ['objektVst']),
  ],
};

/**
 * A business customer (issue 33): a studio in Amsterdam with a Dutch VAT ID. The seller is in
 * Sweden, so its charges are reverse-charged: 0% VAT, "Reverse charge" on previews and invoices,
 * the company and VAT ID on every invoice's PDF.
 */
export const businessNl: PersonaInput = {
  personaId: 'business-nl',
  userId: 100241,
  profile: {
    firstName: 'Daan',
    lastName: 'de Vries',
    email: 'daan@studio-noord.example.com',
    username: 'studionoord',
    currency: 'EUR',
    country: 'NL',
    line1: 'Czaar Peterstraat 213',
    zip: '1018 PL',
    city: 'Amsterdam',
    hasTakenPlusTrial: true,
    companyName: 'Studio Noord B.V.',
    vatId: 'NL859048236B01',
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: '2026-08-03T10:15:00Z',
  billingInfoUpdatedAt: '2026-08-03T10:16:30Z',
  card: { brand: 'Mastercard', lastFour: '5100', expiryMonth: 4, expiryYear: 2029 },
  subscriptions: [
    {
      id: 'sub_Bn4Lq7Vd1N',
      planCode: 'reasonplusmonthlynt',
      state: 'active',
      createdAt: '2026-08-03T10:17:00Z',
      currentPeriodStartedAt: '2026-11-03T10:17:00Z',
      currentPeriodEndsAt: '2026-12-03T10:17:00Z',
    },
  ],
  coupons: [],
  licenses: [
    ...bundled('2026-08-03T10:17:00Z', 'orkester', 'rackPlugin'),
    ...bought('2026-08-20T15:40:00Z', 'reason13', 'objekt', 'algoritmVst', 'rtosLive'),
  ],
  computers: [macStudio('2026-08-20T15:45:00Z', ['reason13', 'objekt'])],
};
