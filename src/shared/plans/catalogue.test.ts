import { describe, expect, it } from 'vitest';
import type { PlanCode } from '@sdk/subscription/model';
import { PLANS as MOCK_PLANS } from '@mocks/db/catalogue.ts';
import {
  PLAN_CODES,
  type PlanFacts,
  planFacts,
  planNameOf,
  planTerms,
  type PlanTier,
  SIGNUP_PLAN_CODES,
  TIER_NAMES,
} from './catalogue.ts';

describe('planFacts', () => {
  it.each<[PlanCode, Omit<PlanFacts, 'name' | 'listPrices'>]>([
    [
      'reasonplusmonthly',
      {
        kind: 'paid',
        tier: 'monthly',
        billingPeriod: 'month',
        hasTrial: true,
        switchTarget: 'reasonplusannualnt',
      },
    ],
    [
      'reasonplusmonthlynt',
      {
        kind: 'paid',
        tier: 'monthly',
        billingPeriod: 'month',
        hasTrial: false,
        switchTarget: 'reasonplusannualnt',
      },
    ],
    [
      'reasonplusannual',
      {
        kind: 'paid',
        tier: 'annual',
        billingPeriod: 'year',
        hasTrial: true,
        switchTarget: 'reasonplusmonthlynt',
      },
    ],
    [
      'reasonplusannualnt',
      {
        kind: 'paid',
        tier: 'annual',
        billingPeriod: 'year',
        hasTrial: false,
        switchTarget: 'reasonplusmonthlynt',
      },
    ],
    [
      'employees',
      { kind: 'free', tier: null, billingPeriod: 'year', hasTrial: false, switchTarget: null },
    ],
    [
      'nfr_reasonplusannual',
      { kind: 'free', tier: 'annual', billingPeriod: 'year', hasTrial: false, switchTarget: null },
    ],
    [
      'reasonplusoneyearprepaid',
      { kind: 'prepaid', tier: null, billingPeriod: 'year', hasTrial: false, switchTarget: null },
    ],
  ])('%s → %o', (planCode, facts) => {
    expect(planFacts(planCode)).toMatchObject(facts);
  });
});

describe('planNameOf', () => {
  it.each<[string, { planCode: PlanCode; planName?: string }, string]>([
    [
      "the service's name",
      { planCode: 'reasonplusmonthly', planName: 'Reason+ Monthly (2026)' },
      'Reason+ Monthly (2026)',
    ],
    ["the catalogue's name without one", { planCode: 'reasonplusannualnt' }, 'Reason+ Annual'],
    ['a special plan without one', { planCode: 'nfr_reasonplusannual' }, 'Reason+ Annual (NFR)'],
  ])('%s', (_case, subscription, name) => {
    expect(planNameOf(subscription)).toBe(name);
  });
});

describe('planTerms', () => {
  const servicePrices = [{ currency: 'USD', unitAmount: 21 }];

  it("takes the service's interval and prices when it gives them", () => {
    expect(
      planTerms('reasonplusmonthly', {
        intervalUnit: 'week',
        intervalLength: 4,
        prices: servicePrices,
      }),
    ).toEqual({ intervalUnit: 'week', intervalLength: 4, prices: servicePrices });
  });

  it("takes the catalogue's when the service leaves them out (proposed, optional)", () => {
    expect(planTerms('reasonplusannualnt', {})).toEqual({
      intervalUnit: 'year',
      intervalLength: 1,
      prices: [
        { currency: 'USD', unitAmount: 199 },
        { currency: 'EUR', unitAmount: 199 },
        { currency: 'GBP', unitAmount: 169 },
      ],
    });
  });

  it('never mixes half an interval from the service with half from the catalogue', () => {
    expect(planTerms('reasonplusmonthly', { intervalUnit: 'week' })).toMatchObject({
      intervalUnit: 'month',
      intervalLength: 1,
    });
  });

  it('agrees with the mock service, which answers every proposed field', () => {
    for (const code of PLAN_CODES) {
      const { intervalUnit, intervalLength, prices } = MOCK_PLANS[code];
      const catalogue = planTerms(code, {});
      expect(catalogue.intervalUnit).toBe(intervalUnit);
      expect(catalogue.intervalLength).toBe(intervalLength);
      // The plans that bill nobody have no list price to show.
      if (planFacts(code).kind !== 'free') expect(catalogue.prices).toEqual(prices);
    }
  });
});

describe('the catalogue as a whole', () => {
  it('describes every plan code of the contract, in its order', () => {
    expect(PLAN_CODES).toEqual([
      'reasonplusmonthly',
      'reasonplusmonthlynt',
      'reasonplusannual',
      'reasonplusannualnt',
      'employees',
      'nfr_reasonplusannual',
      'reasonplusoneyearprepaid',
    ]);
  });

  it('bills each paid plan by its tier', () => {
    for (const code of PLAN_CODES) {
      const { kind, tier, billingPeriod } = planFacts(code);
      if (kind !== 'paid') continue;
      expect(tier).not.toBeNull();
      expect(billingPeriod).toBe(tier === 'monthly' ? 'month' : 'year');
    }
  });

  it('switches each paid plan to the no-trial plan of the other tier, and no other plan', () => {
    for (const code of PLAN_CODES) {
      const { kind, tier, switchTarget } = planFacts(code);
      const target = switchTarget === null ? null : planFacts(switchTarget);
      if (kind === 'paid') {
        expect(target).toMatchObject({ kind: 'paid', hasTrial: false });
        expect(target?.tier).not.toBe(tier);
      } else {
        expect(target).toBeNull();
      }
    }
  });
});

describe('SIGNUP_PLAN_CODES', () => {
  it('sells reasonplusmonthly as Monthly and the no-trial reasonplusannualnt as Annual', () => {
    expect(SIGNUP_PLAN_CODES).toEqual({
      monthly: 'reasonplusmonthly',
      annual: 'reasonplusannualnt',
    });
  });

  it.each<PlanTier>(['monthly', 'annual'])('sells a paid plan of the %s tier', (tier) => {
    expect(planFacts(SIGNUP_PLAN_CODES[tier])).toMatchObject({ kind: 'paid', tier });
  });
});

describe('TIER_NAMES', () => {
  it('names the tiers as the customer knows them', () => {
    expect(TIER_NAMES).toEqual({ monthly: 'Monthly', annual: 'Annual' });
  });
});
