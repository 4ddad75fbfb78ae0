/**
 * Every persona's seeded account (mocks/personas/index.ts lists them for people). Dates sit around
 * November 2026; card expiries and renewal dates are chosen so each persona shows what its name says.
 */
import type { PersonaId } from './index.ts';
import {
  buildPersona,
  type ComputerInput,
  type LicenseInput,
  type PersonaInput,
  type PersonaSeed,
} from './build.ts';
import type { ProductKey } from './products.ts';

/** Licenses bought together on one day. */
const bought = (registeredAt: string, ...products: ProductKey[]): LicenseInput[] =>
  products.map((product) => ({ product, registeredAt }));

/** What comes free with a Reason+ subscription or a Reason purchase: no order, not transferable. */
const bundled = (registeredAt: string, ...products: ProductKey[]): LicenseInput[] =>
  products.map((product) => ({ product, registeredAt, bundled: true, transferable: false }));

const macStudio = (authorizedAt: string, products: ProductKey[]): ComputerInput => ({
  name: 'Studio Mac',
  operatingSystem: 'macOS 15.1',
  authorizedAt,
  lastSeenAt: '2026-11-20T21:13:54Z',
  products,
});

const windowsLaptop = (
  name: string,
  authorizedAt: string,
  products: ProductKey[],
): ComputerInput => ({
  name,
  operatingSystem: 'Windows 11 Pro 23H2',
  authorizedAt,
  lastSeenAt: null,
  products,
});

const monthlyActive: PersonaInput = {
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

const INPUTS: Record<Exclude<PersonaId, 'anonymous'>, PersonaInput> = {
  'trial-eligible': {
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
  },

  'trial-taken': {
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
  },

  'monthly-active': monthlyActive,

  'monthly-trial': {
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
  },

  'annual-canceled': {
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
  },

  paused: {
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
  },

  'scheduled-pause': {
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
  },

  expired: {
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
  },

  'expired-card': {
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
  },

  paypal: {
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
  },

  threeds: {
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
  },

  // New customer whose bank asks for 3-D Secure: signup saves the card through the challenge.
  'threeds-new': {
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
  },

  'multi-seat': {
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
  },

  employee: {
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
  },

  nfr: {
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
  },

  prepaid: {
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
  },

  'unverified-email': {
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
  },

  'no-account': {
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
  },

  broken: {
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
  },
};

/** The user id of each persona that has an account (all but `anonymous`). */
export const PERSONA_USER_IDS: Readonly<Record<PersonaId, number | null>> = {
  ...(Object.fromEntries(
    Object.entries(INPUTS).map(([personaId, input]) => [personaId, input.userId]),
  ) as Record<Exclude<PersonaId, 'anonymous'>, number>),
  anonymous: null,
};

/** The seeded account of a persona; null for `anonymous`, who has none. */
export function personaSeed(personaId: PersonaId): PersonaSeed | null {
  return personaId === 'anonymous' ? null : buildPersona(INPUTS[personaId]);
}
