import { describe, expect, it } from 'vitest';
import {
  hasSubscription,
  isCurrentSubscription,
  isMultiSeat,
  planKind,
  type PlanKind,
} from './subscriptionState.ts';
import type { PlanCode, SubscriptionState } from '@sdk/subscription/model';

describe.each<[SubscriptionState, boolean, boolean]>([
  // state, current, has subscription
  ['active', true, true],
  ['canceled', true, true],
  ['paused', false, true],
  ['expired', false, false],
  ['other', false, false],
])('a %s subscription', (state, current, has) => {
  it(`is ${current ? '' : 'not '}current`, () => {
    expect(isCurrentSubscription({ state })).toBe(current);
  });

  it(`${has ? 'counts' : 'does not count'} as having a subscription`, () => {
    expect(hasSubscription({ state })).toBe(has);
  });
});

describe('hasSubscription', () => {
  it('is false with no subscription', () => {
    expect(hasSubscription(null)).toBe(false);
  });
});

describe('planKind', () => {
  it.each<[PlanCode, PlanKind]>([
    ['employees', 'free'],
    ['nfr_reasonplusannual', 'free'],
    ['reasonplusoneyearprepaid', 'prepaid'],
    ['reasonplusmonthly', 'monthly'],
    ['reasonplusmonthlynt', 'monthly'],
    ['reasonplusannual', 'annual'],
    ['reasonplusannualnt', 'annual'],
  ])('%s → %s', (planCode, kind) => {
    expect(planKind(planCode)).toBe(kind);
  });
});

describe('isMultiSeat', () => {
  it.each<[number, boolean]>([
    [0, false],
    [1, false],
    [2, true],
    [25, true],
  ])('%d seats → %s', (seats, expected) => {
    expect(isMultiSeat({ seats })).toBe(expected);
  });
});
