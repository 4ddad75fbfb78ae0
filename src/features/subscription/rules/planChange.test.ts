import { describe, expect, it } from 'vitest';
import type { PlanCode } from '@sdk/subscription/model';
import {
  billingPeriod,
  planChangeLabel,
  planChangeTarget,
  planChangeTimeframes,
  scheduledPlanChangeText,
  type BillingPeriod,
} from './planChange.ts';

describe('planChangeTarget', () => {
  it.each<[PlanCode, PlanCode | null, PlanCode | null]>([
    ['reasonplusmonthly', 'reasonplusannualnt', 'reasonplusmonthly'],
    ['reasonplusannualnt', 'reasonplusmonthlynt', 'reasonplusannualnt'],
    ['reasonplusmonthly', 'reasonplusmonthly', 'reasonplusannualnt'],
    ['reasonplusoneyearprepaid', 'reasonplusmonthly', null],
    ['employees', 'reasonplusannualnt', null],
  ])('%s with %s waiting for the renewal → %s', (planCode, pending, expected) => {
    expect(planChangeTarget(planCode, pending)).toBe(expected);
  });

  it.each<[PlanCode, PlanCode | null]>([
    ['reasonplusmonthly', 'reasonplusannualnt'],
    ['reasonplusmonthlynt', 'reasonplusannualnt'],
    ['reasonplusannual', 'reasonplusmonthlynt'],
    ['reasonplusannualnt', 'reasonplusmonthlynt'],
    ['employees', null],
    ['nfr_reasonplusannual', null],
    ['reasonplusoneyearprepaid', null],
  ])('%s → %s', (planCode, expected) => {
    expect(planChangeTarget(planCode)).toBe(expected);
  });

  // Decision 006 (d): the call's default, `reasonplusmonthly`, carries the introduction trial; a
  // subscriber who switches has had that chance, so the switch names the no-trial variant.
  it.each<PlanCode>(['reasonplusannual', 'reasonplusannualnt'])(
    'switches %s to monthly without a trial: reasonplusmonthlynt, never reasonplusmonthly',
    (annualPlan) => {
      expect(planChangeTarget(annualPlan)).toBe('reasonplusmonthlynt');
    },
  );
});

describe('planChangeTimeframes', () => {
  const paying = { isTrial: false, subscriptionStatus: 'unpaused' } as const;
  it.each<[string, Parameters<typeof planChangeTimeframes>[0], PlanCode | null, string[]]>([
    ['monthly → annual', { ...paying, planCode: 'reasonplusmonthly' }, null, ['renewal', 'now']],
    [
      'monthly (no trial) → annual',
      { ...paying, planCode: 'reasonplusmonthlynt' },
      null,
      ['renewal', 'now'],
    ],
    [
      'annual → monthly: at renewal only',
      { ...paying, planCode: 'reasonplusannualnt' },
      null,
      ['renewal'],
    ],
    [
      'monthly in its free trial',
      { ...paying, planCode: 'reasonplusmonthly', isTrial: true },
      null,
      ['renewal'],
    ],
    [
      'monthly with a pause scheduled',
      { planCode: 'reasonplusmonthly', isTrial: false, subscriptionStatus: 'scheduledPause' },
      null,
      ['renewal'],
    ],
    [
      'calling off a change to annual',
      { ...paying, planCode: 'reasonplusmonthly' },
      'reasonplusannualnt',
      ['renewal'],
    ],
    ['a prepaid year', { ...paying, planCode: 'reasonplusoneyearprepaid' }, null, ['renewal']],
  ])('%s', (_, subscription, pending, expected) => {
    expect(planChangeTimeframes(subscription, pending)).toEqual(expected);
  });
});

describe('billingPeriod', () => {
  it.each<[PlanCode, BillingPeriod]>([
    ['reasonplusmonthly', 'month'],
    ['reasonplusmonthlynt', 'month'],
    ['reasonplusannual', 'year'],
    ['reasonplusannualnt', 'year'],
    ['employees', 'year'],
    ['nfr_reasonplusannual', 'year'],
    ['reasonplusoneyearprepaid', 'year'],
  ])('%s bills every %s', (planCode, expected) => {
    expect(billingPeriod(planCode)).toBe(expected);
  });
});

describe('planChangeLabel', () => {
  it.each<[PlanCode, PlanCode | null, string]>([
    ['reasonplusmonthly', null, 'Switch to annual billing'],
    ['reasonplusannualnt', null, 'Switch to monthly billing'],
    ['reasonplusmonthly', 'reasonplusannualnt', 'Keep monthly billing'],
    ['reasonplusannualnt', 'reasonplusmonthlynt', 'Keep annual billing'],
  ])('%s with %s waiting → %s', (planCode, pending, expected) => {
    expect(planChangeLabel(planCode, pending)).toBe(expected);
  });
});

describe('scheduledPlanChangeText: a change waiting for the renewal, as the overview shows it', () => {
  it.each<[PlanCode, PlanCode, string, string]>([
    [
      'reasonplusmonthly',
      'reasonplusannualnt',
      '2026-12-14T09:30:00Z',
      'Monthly → Annual from December 14, 2026',
    ],
    [
      'reasonplusannual',
      'reasonplusmonthlynt',
      '2027-03-02',
      'Annual → Monthly from March 2, 2027',
    ],
  ])('%s → %s', (from, to, effectiveOn, expected) => {
    expect(scheduledPlanChangeText(from, to, effectiveOn)).toBe(expected);
  });
});
