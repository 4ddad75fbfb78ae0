import { describe, expect, it } from 'vitest';
import type { SubscriptionState } from '@sdk/subscription/model';
import { pickSubscription } from './pick.ts';

describe('pickSubscription', () => {
  const NOW = new Date('2026-11-23T12:00:00Z');
  const RUNNING = '2026-12-14T09:30:00Z';
  const ENDED = '2026-09-12T15:01:00Z';
  /** `canceled` runs until after NOW; `canceled-ended` ran out before it. */
  type Listed = SubscriptionState | 'canceled-ended';
  const listOf = (...states: Listed[]) =>
    states.map((listed, index) => {
      const state: SubscriptionState = listed === 'canceled-ended' ? 'canceled' : listed;
      const endsAt = listed === 'canceled-ended' || listed === 'expired' ? ENDED : RUNNING;
      return {
        id: `sub-${index}`,
        state,
        currentPeriodEndsAt: endsAt,
        expiresAt: state === 'canceled' || state === 'expired' ? endsAt : null,
      };
    });

  it.each<[string, Listed[], string | null]>([
    ['empty list → none', [], null],
    ['the only active one', ['active'], 'sub-0'],
    ['active preferred over an earlier paused one', ['paused', 'active'], 'sub-1'],
    ['active preferred over an earlier canceled one', ['canceled', 'expired', 'active'], 'sub-2'],
    ['the first of several active ones', ['other', 'active', 'active'], 'sub-1'],
    ['no active → first paused', ['other', 'paused', 'canceled'], 'sub-1'],
    ['no active → first running canceled', ['other', 'canceled', 'paused'], 'sub-1'],
    ['paused preferred over an earlier expired one', ['expired', 'paused'], 'sub-1'],
    ['running canceled preferred over an earlier expired one', ['expired', 'canceled'], 'sub-1'],
    [
      'paused preferred over an earlier canceled one that has ended',
      ['canceled-ended', 'paused'],
      'sub-1',
    ],
    ['nothing running → first expired', ['other', 'expired', 'canceled-ended'], 'sub-1'],
    ['nothing running → first ended canceled', ['canceled-ended', 'expired'], 'sub-0'],
    ['other states are never picked', ['other', 'other'], null],
  ])('%s', (_row, states, expectedId) => {
    expect(pickSubscription(listOf(...states), NOW)?.id ?? null).toBe(expectedId);
  });

  it('counts a canceled subscription as running until its paid period ends', () => {
    const subs = listOf('expired', 'canceled');
    expect(pickSubscription(subs, new Date('2026-12-14T09:29:59Z'))?.id).toBe('sub-1');
    expect(pickSubscription(subs, new Date('2026-12-14T09:30:00Z'))?.id).toBe('sub-0');
  });
});
