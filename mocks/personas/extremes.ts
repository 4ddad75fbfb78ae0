/**
 * The two ends of how much an account holds: nothing at all (every list screen's empty state) and
 * a decade of everything (long lists, paging). The heavy account is generated, but from fixed
 * rules, so it is the same on every reset and in every run.
 */
import type { LicenseInput, PersonaInput } from './input.ts';
import { PRODUCTS, type ProductKey } from './products.ts';
import { bundled, macStudio, windowsLaptop } from './shorthand.ts';

export const empty: PersonaInput = {
  personaId: 'empty',
  userId: 100222,
  profile: {
    firstName: 'Ines',
    lastName: 'Navarro',
    currency: 'EUR',
    country: 'PT',
    line1: 'Rua Augusta 27',
    zip: '1100-048',
    city: 'Lisboa',
    hasTakenPlusTrial: false,
  },
  marketingSubscribed: false,
  subscriptionAccountCreatedAt: '2026-11-02T10:00:00Z',
  subscriptions: [],
  coupons: [],
  licenses: [],
  computers: [],
};

const HEAVY_LICENSES = 500;
const HEAVY_PURCHASE_DAYS = 200;
const FIRST_PURCHASE = Date.parse('2016-12-01T12:00:00Z');
const DAYS_BETWEEN_PURCHASES = 18;

/** Every product that is sold (not free bundled content), in a fixed order. */
const SOLD = (Object.keys(PRODUCTS) as ProductKey[]).filter((key) => PRODUCTS[key].price.USD > 0);

/** 498 licenses bought over 200 days (about every 18 days for ten years), plus 2 bundled ones. */
function heavyLicenses(): LicenseInput[] {
  const bundledOnes = bundled('2016-11-15T09:00:00Z', 'orkester', 'rackPlugin');
  const boughtCount = HEAVY_LICENSES - bundledOnes.length;
  const bought = Array.from({ length: boughtCount }, (_, index): LicenseInput => {
    const day = Math.floor((index * HEAVY_PURCHASE_DAYS) / boughtCount);
    const at = FIRST_PURCHASE + day * DAYS_BETWEEN_PURCHASES * 86_400_000;
    return {
      product: SOLD[index % SOLD.length] ?? 'reason13',
      registeredAt: new Date(at).toISOString().replace('.000Z', 'Z'),
    };
  });
  return [...bundledOnes, ...bought];
}

export const heavy: PersonaInput = {
  personaId: 'heavy',
  userId: 100223,
  profile: {
    firstName: 'Viktor',
    lastName: 'Lund',
    currency: 'USD',
    country: 'US',
    line1: '500 Sound St',
    zip: '78701',
    city: 'Austin',
    state: 'TX',
    hasTakenPlusTrial: true,
  },
  marketingSubscribed: true,
  subscriptionAccountCreatedAt: '2016-11-15T09:00:00Z',
  card: { brand: 'Visa', lastFour: '1881', expiryMonth: 4, expiryYear: 2029 },
  subscriptions: [
    {
      id: 'sub_Hv10Yr5Lic',
      planCode: 'reasonplusmonthly',
      state: 'active',
      createdAt: '2016-11-15T09:00:00Z',
      currentPeriodStartedAt: '2026-11-15T09:00:00Z',
      currentPeriodEndsAt: '2026-12-15T09:00:00Z',
    },
  ],
  coupons: [],
  licenses: heavyLicenses(),
  computers: [
    macStudio('2017-01-10T10:00:00Z', ['reason13', 'objekt', 'europaVst', 'rtosMixing']),
    windowsLaptop('VIKTOR-TOUR', '2020-06-01T08:00:00Z', ['reason13', 'rtosLive']),
  ],
};
