import { describe, expect, it } from 'vitest';
import type { PlanCode, Subscription, SubscriptionState } from '@sdk/subscription/model';
import { pastDueNotice } from './pastDue.ts';

const pastDue: NonNullable<Subscription['pastDue']> = {
  invoiceId: 'inv_1',
  amount: 23.79,
  currency: 'EUR',
  failedAt: '2026-11-14T07:40:12Z',
  accessEndsAt: '2026-11-28T07:40:12Z',
};

const notice = {
  invoice: { id: 'inv_1', amount: 23.79, currency: 'EUR', failedAt: '2026-11-14T07:40:12Z' },
  title: 'Your payment of €23.79 on November 14, 2026 failed',
  text: 'Pay now to keep Reason+. Unless it is paid, your subscription ends on November 28, 2026.',
};

describe('pastDueNotice: when the overview asks for a failed payment', () => {
  it.each<[string, SubscriptionState, PlanCode, Subscription['pastDue'], typeof notice | null]>([
    ['an active subscription whose renewal failed', 'active', 'reasonplusmonthly', pastDue, notice],
    [
      'a canceled one still running, its last charge failed',
      'canceled',
      'reasonplusannualnt',
      pastDue,
      notice,
    ],
    ['nothing overdue', 'active', 'reasonplusmonthly', null, null],
    ['a service that does not say (no pastDue)', 'active', 'reasonplusmonthly', undefined, null],
    ['paused: nothing to keep by paying now', 'paused', 'reasonplusmonthly', pastDue, null],
    ['expired: too late to keep it', 'expired', 'reasonplusmonthly', pastDue, null],
    ['a free account is never billed', 'active', 'employees', pastDue, null],
    ['nothing to pay', 'active', 'reasonplusmonthly', { ...pastDue, amount: 0 }, null],
  ])('%s', (_row, state, planCode, due, expected) => {
    expect(pastDueNotice({ state, planCode, pastDue: due })).toEqual(expected);
  });

  it('states the service’s figures in its currency', () => {
    const usd = { ...pastDue, amount: 21.64, currency: 'USD' };
    expect(
      pastDueNotice({ state: 'active', planCode: 'reasonplusmonthly', pastDue: usd })?.title,
    ).toBe('Your payment of $21.64 on November 14, 2026 failed');
  });
});
