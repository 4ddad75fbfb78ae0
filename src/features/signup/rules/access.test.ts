import { describe, expect, it } from 'vitest';
import type { SubscriptionState } from '@sdk/subscription/model';
import { hasCurrentSubscription, isCurrentSubscription } from './access.ts';

describe('isCurrentSubscription', () => {
  it.each<[SubscriptionState, boolean]>([
    ['active', true],
    ['canceled', true],
    ['paused', false],
    ['expired', false],
    ['other', false],
  ])('%s → %s', (state, expected) => {
    expect(isCurrentSubscription({ state })).toBe(expected);
  });
});

describe('hasCurrentSubscription', () => {
  it.each<[string, SubscriptionState[], boolean]>([
    ['no subscriptions → may sign up', [], false],
    ['only expired ones → may sign up', ['expired', 'expired'], false],
    ['a paused one is not current → may sign up', ['paused'], false],
    ['an active one among expired ones → sent to the subscription', ['expired', 'active'], true],
    ['a canceled one still runs → sent to the subscription', ['canceled'], true],
  ])('%s', (_row, states, expected) => {
    expect(hasCurrentSubscription(states.map((state) => ({ state })))).toBe(expected);
  });
});
