import { describe, expect, it } from 'vitest';
import type { PlanCode, SubscriptionState } from '@sdk/subscription/model';
import { paymentMethodRequired } from './paymentMethodRequired.ts';

describe('paymentMethodRequired: which subscriptions keep the payment method', () => {
  it.each<[SubscriptionState, PlanCode, boolean]>([
    ['active', 'reasonplusmonthly', true],
    ['active', 'reasonplusannualnt', true],
    ['paused', 'reasonplusmonthly', true],
    ['canceled', 'reasonplusannualnt', false],
    ['expired', 'reasonplusmonthly', false],
    ['other', 'reasonplusmonthly', false],
    ['active', 'reasonplusoneyearprepaid', false],
    ['active', 'employees', false],
    ['active', 'nfr_reasonplusannual', false],
  ])('%s %s: %s', (state, planCode, required) => {
    expect(paymentMethodRequired([{ state, planCode }])).toBe(required);
  });

  it('any renewing subscription among several keeps it', () => {
    expect(
      paymentMethodRequired([
        { state: 'expired', planCode: 'reasonplusoneyearprepaid' },
        { state: 'paused', planCode: 'reasonplusmonthly' },
      ]),
    ).toBe(true);
  });

  it('no subscription at all: nothing needs it', () => {
    expect(paymentMethodRequired([])).toBe(false);
  });
});
