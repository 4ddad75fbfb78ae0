import { describe, expect, it } from 'vitest';
import type { PlanCode, SubscriptionState } from '@sdk/subscription/model';
import {
  hasRenewal,
  subscriptionStatus,
  type StatusSubscription,
  type SubscriptionStatus,
} from './status.ts';

const base: StatusSubscription = {
  state: 'active',
  planCode: 'reasonplusmonthly',
  isTrial: false,
  subscriptionStatus: 'unpaused',
  remainingPauseCycles: null,
  currentPeriodEndsAt: '2026-12-14T09:30:00Z',
  trialEndsAt: null,
  expiresAt: null,
  pausedAt: null,
};

describe('subscriptionStatus: how each state reads', () => {
  it.each<[string, Partial<StatusSubscription>, SubscriptionStatus]>([
    ['active', {}, { label: 'Active', tone: 'active', detail: 'Renews on December 14, 2026.' }],
    [
      'in its free trial',
      { isTrial: true, trialEndsAt: '2026-12-10T19:05:00Z' },
      {
        label: 'Free trial',
        tone: 'active',
        detail: 'Your free trial ends on December 10, 2026; the subscription then renews.',
      },
    ],
    [
      'pause scheduled',
      {
        subscriptionStatus: 'scheduledPause',
        remainingPauseCycles: 2,
        pausedAt: '2026-12-14T09:30:00Z',
      },
      {
        label: 'Pause scheduled',
        tone: 'attention',
        detail: 'Pauses on December 14, 2026 for two months.',
      },
    ],
    [
      'paused',
      {
        state: 'paused',
        subscriptionStatus: 'paused',
        remainingPauseCycles: 1,
        pausedAt: '2026-10-20T03:31:00Z',
      },
      {
        label: 'Paused',
        tone: 'attention',
        detail:
          'Paused since October 20, 2026, with one month of the pause left. Resume it at any time.',
      },
    ],
    [
      'paused, annual, start unknown',
      { planCode: 'reasonplusannualnt', subscriptionStatus: 'paused', remainingPauseCycles: 3 },
      {
        label: 'Paused',
        tone: 'attention',
        detail: 'Paused, with three years of the pause left. Resume it at any time.',
      },
    ],
    [
      'canceled',
      { state: 'canceled', expiresAt: '2027-03-02T10:16:00Z' },
      {
        label: 'Canceled',
        tone: 'attention',
        detail: 'Active until March 2, 2027; it will not renew.',
      },
    ],
    [
      'expired',
      { state: 'expired', expiresAt: '2026-09-12T15:01:00Z' },
      { label: 'Expired', tone: 'ended', detail: 'Ended on September 12, 2026.' },
    ],
    [
      'other',
      { state: 'other' },
      {
        label: 'Inactive',
        tone: 'ended',
        detail: 'This subscription is not active. Contact support if you think it should be.',
      },
    ],
    [
      'employees',
      { planCode: 'employees' },
      { label: 'Active', tone: 'active', detail: 'Free account: there is nothing to pay.' },
    ],
    [
      'prepaid',
      { planCode: 'reasonplusoneyearprepaid', currentPeriodEndsAt: '2027-02-01T11:01:00Z' },
      {
        label: 'Active',
        tone: 'active',
        detail: 'Prepaid until February 1, 2027; it does not renew.',
      },
    ],
  ])('%s', (_row, fields, expected) => {
    expect(subscriptionStatus({ ...base, ...fields })).toEqual(expected);
  });
});

describe('hasRenewal: a billed plan that is running or paused has a next charge', () => {
  it.each<[PlanCode, SubscriptionState, boolean]>([
    ['reasonplusmonthly', 'active', true],
    ['reasonplusannualnt', 'paused', true],
    ['reasonplusmonthly', 'canceled', false],
    ['reasonplusmonthly', 'expired', false],
    ['reasonplusmonthly', 'other', false],
    ['employees', 'active', false],
    ['nfr_reasonplusannual', 'active', false],
    ['reasonplusoneyearprepaid', 'active', false],
  ])('%s, %s → %s', (planCode, state, expected) => {
    expect(hasRenewal({ planCode, state })).toBe(expected);
  });
});

describe('subscriptionStatus without a date (the period end is proposed, optional)', () => {
  const undated: StatusSubscription = { ...base, currentPeriodEndsAt: undefined };
  it.each<[string, Partial<StatusSubscription>, string]>([
    ['active', {}, 'Renews automatically at the end of each billing period.'],
    [
      'in its free trial',
      { isTrial: true },
      'You are on a free trial; the subscription renews when it ends.',
    ],
    [
      'pause scheduled',
      { subscriptionStatus: 'scheduledPause', remainingPauseCycles: 2 },
      'Pauses at the end of the billing period for two months.',
    ],
    [
      'canceled',
      { state: 'canceled' },
      'Active until the end of the billing period; it will not renew.',
    ],
    ['expired', { state: 'expired' }, 'This subscription has ended.'],
    ['prepaid', { planCode: 'reasonplusoneyearprepaid' }, 'Prepaid; it does not renew.'],
  ])('%s: no date, no "undefined"', (_state, fields, detail) => {
    expect(subscriptionStatus({ ...undated, ...fields }).detail).toBe(detail);
  });
});
