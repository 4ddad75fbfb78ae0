import { describe, expect, it } from 'vitest';
import type { SubscriptionState } from '@sdk/subscription/model';
import { mayStartSubscription } from './access.ts';

describe('mayStartSubscription', () => {
  it.each<[string, SubscriptionState[], boolean]>([
    ['no subscriptions → may sign up', [], true],
    ['only expired ones → may sign up', ['expired', 'expired'], true],
    ['an "other" one → may sign up', ['other'], true],
    ['an active one among expired ones → sent to the subscription', ['expired', 'active'], false],
    ['a canceled one still runs → sent to the subscription', ['canceled'], false],
    ['a paused one is still theirs → sent to the subscription to resume', ['paused'], false],
  ])('%s', (_row, states, expected) => {
    expect(mayStartSubscription(states.map((state) => ({ state })))).toBe(expected);
  });
});
