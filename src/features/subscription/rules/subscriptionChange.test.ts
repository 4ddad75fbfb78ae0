import { describe, expect, it } from 'vitest';
import { changedSince, type ComparedSubscription } from './subscriptionChange.ts';

const active: ComparedSubscription = {
  state: 'active',
  subscriptionStatus: 'unpaused',
  remainingPauseCycles: null,
  pausedAt: null,
  planCode: 'reasonplusmonthly',
  scheduledPlanCode: null,
  isTrial: false,
  trialEndsAt: null,
  currentPeriodEndsAt: '2026-12-14T09:30:00Z',
  expiresAt: null,
  couponCode: null,
  seats: 1,
};

describe('changedSince: whether the subscription is still the one the dialog showed', () => {
  it.each<[string, Partial<ComparedSubscription>, boolean]>([
    ['the same read again', {}, false],
    ['an optional field the service leaves out', { scheduledPlanCode: undefined }, false],
    ['canceled elsewhere', { state: 'canceled', expiresAt: '2026-12-14T09:30:00Z' }, true],
    ['a pause scheduled elsewhere', { subscriptionStatus: 'scheduledPause' }, true],
    ['a plan change scheduled elsewhere', { scheduledPlanCode: 'reasonplusannualnt' }, true],
    ['the billing date moved', { currentPeriodEndsAt: '2026-12-20T09:30:00Z' }, true],
    ['a coupon applied', { couponCode: 'stay-with-us-50' }, true],
    ['seats added', { seats: 2 }, true],
  ])('%s', (_row, change, changed) => {
    expect(changedSince(active, { ...active, ...change })).toBe(changed);
  });
});
