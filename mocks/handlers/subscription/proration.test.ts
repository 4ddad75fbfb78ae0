import { beforeAll, describe, expect, it } from 'vitest';
import { COUPONS } from '../../db/catalogue.ts';
import { db } from '../../db/collections.ts';
import type { SubscriptionRecord, UserRecord } from '../../db/schema.ts';
import { priceOf } from './charges.ts';
import { planChangeNow, prorate } from './proration.ts';
import { changePlan } from './stateMachine.ts';

/** A monthly subscriber in Portland (8.25% sales tax added), a 30-day period. */
const monthly: SubscriptionRecord = {
  userId: 100234,
  pendingPlanCode: null,
  id: 'sub_test',
  state: 'active',
  planCode: 'reasonplusmonthlynt',
  planName: 'Reason+ Monthly',
  seats: 1,
  isTrial: false,
  subscriptionStatus: 'unpaused',
  remainingPauseCycles: null,
  currentPeriodStartedAt: '2026-11-14T10:00:00Z',
  currentPeriodEndsAt: '2026-12-14T10:00:00Z',
  trialEndsAt: null,
  canceledAt: null,
  expiresAt: null,
  pausedAt: null,
  unitAmount: 19.99,
  currency: 'USD',
  couponCode: null,
  createdAt: '2026-10-01T10:00:00Z',
};

const user = (addressCountryCode: string): UserRecord => ({
  userId: 100234,
  personaId: 'test',
  password: 'x',
  inTrialJourney: false,
  firstName: 'Maja',
  lastName: 'Lindqvist',
  email: 'maja@example.com',
  isEmailVerified: true,
  currency: null,
  username: 'maja',
  addressCountryCode,
  autoCountryCode: null,
  addressLine1: null,
  addressLine2: null,
  addressZip: null,
  addressCity: null,
  addressState: null,
  hasTakenPlusTrial: true,
  groups: [],
  // A private customer: no business details.
  companyName: null,
  vatId: null,
});

const DAY_1 = '2026-11-14T12:00:00Z'; // the first day under way: 29 of 30 days left
const MID_PERIOD = '2026-11-29T10:00:00Z'; // 15 of 30 days left
const LAST_DAY = '2026-12-13T12:00:00Z'; // the last day under way: nothing left unused

/** Monthly → Annual now, as the change and its preview price it. */
function toAnnualNow(given: Partial<SubscriptionRecord>, country: string, now: string) {
  const before = { ...monthly, ...given };
  const planCode = 'reasonplusannualnt';
  const transition = changePlan(
    before,
    planCode,
    'now',
    now,
    priceOf(planCode, before.currency) ?? 0,
  );
  if ('refused' in transition) throw new Error(transition.refused);
  return planChangeNow(user(country), before, { ...before, ...transition.changes }, null, now);
}

// The coupons are the service's catalogue: what a subscription's coupon code finds.
beforeAll(async () => {
  if (db.coupons.count() === 0) for (const coupon of COUPONS) await db.coupons.create(coupon);
});

describe('a plan change now, prorated', () => {
  it.each<{
    name: string;
    given?: Partial<SubscriptionRecord>;
    country?: string;
    now: string;
    // The current period's charge and today's, for the reader: the rule's inputs.
    charges: [number, number];
    credit: number;
    dueToday: number;
  }>([
    // USD 19.99 + 1.65 tax = 21.64 a month; 199 + 16.42 = 215.42 a year.
    {
      name: 'at the start of the period',
      now: '2026-11-14T10:00:00Z',
      charges: [21.64, 215.42],
      credit: 21.64,
      dueToday: 193.78,
    },
    { name: 'on day 1', now: DAY_1, charges: [21.64, 215.42], credit: 20.92, dueToday: 194.5 },
    {
      name: 'mid-period',
      now: MID_PERIOD,
      charges: [21.64, 215.42],
      credit: 10.82,
      dueToday: 204.6,
    },
    {
      name: 'on the last day',
      now: LAST_DAY,
      charges: [21.64, 215.42],
      credit: 0,
      dueToday: 215.42,
    },
    // EUR in Germany, 19% VAT: 23.79 a month, 236.81 a year; 11.895 rounds half-up.
    {
      name: 'in euros with VAT',
      given: { currency: 'EUR' },
      country: 'DE',
      now: MID_PERIOD,
      charges: [23.79, 236.81],
      credit: 11.9,
      dueToday: 224.91,
    },
    // GBP in the UK, 20% VAT: 16.99 + 3.40 = 20.39 a month, 169 + 33.80 = 202.80 a year.
    {
      name: 'in pounds with VAT',
      given: { currency: 'GBP', unitAmount: 16.99 },
      country: 'GB',
      now: MID_PERIOD,
      charges: [20.39, 202.8],
      credit: 10.2,
      dueToday: 192.6,
    },
    // SAVE15 takes 15% off both: 16.99 + 1.40 = 18.39 a month, 169.15 + 13.95 = 183.10 a year.
    {
      name: 'with a coupon on both plans',
      given: { couponCode: 'SAVE15' },
      now: MID_PERIOD,
      charges: [18.39, 183.1],
      credit: 9.2,
      dueToday: 173.9,
    },
    // HALF3 (half price for 3 months from October 1) still runs today: 10.81 a month, 107.71 a year.
    {
      name: 'with a coupon that runs out later',
      given: { couponCode: 'HALF3' },
      now: MID_PERIOD,
      charges: [10.81, 107.71],
      credit: 5.41,
      dueToday: 102.3,
    },
    // Three seats: 59.97 + 4.95 = 64.92 a month, 597 + 49.25 = 646.25 a year.
    {
      name: 'with three seats',
      given: { seats: 3 },
      now: MID_PERIOD,
      charges: [64.92, 646.25],
      credit: 32.46,
      dueToday: 613.79,
    },
    {
      name: 'in a free trial: nothing paid, nothing credited',
      given: { isTrial: true, trialEndsAt: '2026-12-14T10:00:00Z' },
      now: MID_PERIOD,
      charges: [0, 215.42],
      credit: 0,
      dueToday: 215.42,
    },
  ])('$name', ({ given = {}, country = 'US', now, charges: [, charge], credit, dueToday }) => {
    const { proration, dueToday: due } = toAnnualNow(given, country, now);
    expect(proration).toEqual({
      credit,
      unusedFrom: now.slice(0, 10),
      unusedUntil: '2026-12-14',
      nextRenewalOn: `2027-${now.slice(5, 10)}`,
    });
    expect(due).toBe(dueToday);
    // To the cent: today's charge is the credit plus what is due.
    expect(Math.round(credit * 100) + Math.round(due * 100)).toBe(Math.round(charge * 100));
  });

  it('never credits more than today’s charge', () => {
    expect(
      prorate({
        periodCharge: 300,
        periodStartedAt: '2026-11-14T10:00:00Z',
        periodEndsAt: '2027-11-14T10:00:00Z',
        now: '2026-11-14T10:00:00Z',
        newCharge: 21.64,
        nextRenewalAt: '2026-12-14T10:00:00Z',
      }),
    ).toEqual({
      proration: {
        credit: 21.64,
        unusedFrom: '2026-11-14',
        unusedUntil: '2027-11-14',
        nextRenewalOn: '2026-12-14',
      },
      dueToday: 0,
    });
  });

  it('refuses annual → monthly now: a shorter billing period starts at renewal', () => {
    const annual = { ...monthly, planCode: 'reasonplusannualnt' as const, unitAmount: 199 };
    expect(changePlan(annual, 'reasonplusmonthlynt', 'now', MID_PERIOD, 19.99)).toEqual({
      refused: expect.stringMatching(/^Plan reasonplusmonthlynt cannot be chosen now/),
    });
    expect(changePlan(annual, 'reasonplusmonthlynt', 'renewal', MID_PERIOD, 19.99)).toEqual({
      changes: { pendingPlanCode: 'reasonplusmonthlynt' },
    });
  });
});
