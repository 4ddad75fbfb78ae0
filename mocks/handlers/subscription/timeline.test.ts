import { describe, expect, it } from 'vitest';
import type { SubscriptionRecord } from '../../db/schema.ts';
import { passTime } from './timeline.ts';

const monthly: SubscriptionRecord = {
  userId: 100234,
  pendingPlanCode: null,
  id: 'sub_test',
  state: 'active',
  planCode: 'reasonplusmonthly',
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
  createdAt: '2025-11-14T10:00:00Z',
};

const cases: {
  name: string;
  given: Partial<SubscriptionRecord>;
  until: string;
  expected: Partial<SubscriptionRecord>;
  charges: string[];
}[] = [
  {
    name: 'nothing before the period ends',
    given: {},
    until: '2026-12-14T09:59:59Z',
    expected: { state: 'active', currentPeriodEndsAt: '2026-12-14T10:00:00Z' },
    charges: [],
  },
  {
    name: 'a trial’s end is its first charge and a paid period',
    given: { isTrial: true, trialEndsAt: '2026-12-14T10:00:00Z' },
    until: '2026-12-20T00:00:00Z',
    expected: {
      isTrial: false,
      currentPeriodStartedAt: '2026-12-14T10:00:00Z',
      currentPeriodEndsAt: '2027-01-14T10:00:00Z',
    },
    charges: ['2026-12-14T10:00:00Z'],
  },
  {
    name: 'each period’s end renews it, with a charge',
    given: {},
    until: '2027-02-14T10:00:00Z',
    expected: {
      currentPeriodStartedAt: '2027-02-14T10:00:00Z',
      currentPeriodEndsAt: '2027-03-14T10:00:00Z',
    },
    charges: ['2026-12-14T10:00:00Z', '2027-01-14T10:00:00Z', '2027-02-14T10:00:00Z'],
  },
  {
    name: 'a plan change asked for at renewal happens at the renewal',
    given: { pendingPlanCode: 'reasonplusannualnt' },
    until: '2026-12-15T00:00:00Z',
    expected: {
      planCode: 'reasonplusannualnt',
      planName: 'Reason+ Annual',
      unitAmount: 199,
      pendingPlanCode: null,
      currentPeriodEndsAt: '2027-12-14T10:00:00Z',
    },
    charges: ['2026-12-14T10:00:00Z'],
  },
  {
    name: 'a scheduled pause starts at the period’s end, without a charge',
    given: {
      subscriptionStatus: 'scheduledPause',
      remainingPauseCycles: 2,
      pausedAt: '2026-12-14T10:00:00Z',
    },
    until: '2026-12-15T00:00:00Z',
    expected: {
      state: 'paused',
      subscriptionStatus: 'paused',
      remainingPauseCycles: 2,
      currentPeriodEndsAt: '2027-01-14T10:00:00Z',
    },
    charges: [],
  },
  {
    name: 'each paused period uses a cycle up',
    given: { state: 'paused', subscriptionStatus: 'paused', remainingPauseCycles: 2 },
    until: '2026-12-15T00:00:00Z',
    expected: { state: 'paused', remainingPauseCycles: 1 },
    charges: [],
  },
  {
    name: 'after the last paused cycle it resumes, with a charge',
    given: { state: 'paused', subscriptionStatus: 'paused', remainingPauseCycles: 1 },
    until: '2026-12-15T00:00:00Z',
    expected: {
      state: 'active',
      subscriptionStatus: 'unpaused',
      remainingPauseCycles: null,
      pausedAt: null,
      currentPeriodStartedAt: '2026-12-14T10:00:00Z',
      currentPeriodEndsAt: '2027-01-14T10:00:00Z',
    },
    charges: ['2026-12-14T10:00:00Z'],
  },
  {
    name: 'a canceled subscription ends when it runs out',
    given: {
      state: 'canceled',
      canceledAt: '2026-11-20T10:00:00Z',
      expiresAt: '2026-12-14T10:00:00Z',
    },
    until: '2027-03-01T00:00:00Z',
    expected: {
      state: 'expired',
      canceledAt: '2026-11-20T10:00:00Z',
      expiresAt: '2026-12-14T10:00:00Z',
    },
    charges: [],
  },
  {
    name: 'an expired subscription stays as it is',
    given: { state: 'expired', expiresAt: '2026-10-01T00:00:00Z' },
    until: '2027-03-01T00:00:00Z',
    expected: { state: 'expired', currentPeriodEndsAt: '2026-12-14T10:00:00Z' },
    charges: [],
  },
  {
    name: 'the company’s plans are not renewed by time',
    given: { planCode: 'reasonplusoneyearprepaid', currentPeriodEndsAt: '2026-12-14T10:00:00Z' },
    until: '2027-03-01T00:00:00Z',
    expected: { state: 'active', currentPeriodEndsAt: '2026-12-14T10:00:00Z' },
    charges: [],
  },
];

describe('passTime', () => {
  it.each(cases)('$name', ({ given, until, expected, charges }) => {
    const passed = passTime({ ...monthly, ...given }, until);
    expect(passed.subscription).toMatchObject(expected);
    expect(passed.charges).toEqual(charges);
  });
});
