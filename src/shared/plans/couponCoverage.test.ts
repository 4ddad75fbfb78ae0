import { describe, expect, it } from 'vitest';
import type { PlanCode } from '@sdk/subscription/model';
import { couponPlanCodeCovers, plansCoveredBy } from './couponCoverage.ts';

describe('couponPlanCodeCovers', () => {
  it.each<[string, PlanCode, boolean]>([
    ['reasonplusmonthly', 'reasonplusmonthly', true],
    ['reasonplusannualnt', 'reasonplusannual', true],
    ['reasonplusannual', 'reasonplusannualnt', false],
    ['nfr_reasonplusannual', 'reasonplusannual', false],
  ])('%s covers %s: %s', (couponPlanCode, planCode, expected) => {
    expect(couponPlanCodeCovers(couponPlanCode, planCode)).toBe(expected);
  });
});

describe('plansCoveredBy', () => {
  it.each<[string, PlanCode[]]>([
    ['reasonplusmonthly', ['reasonplusmonthly']],
    ['reasonplusmonthlynt', ['reasonplusmonthly', 'reasonplusmonthlynt']],
    ['reasonplusannualnt', ['reasonplusannual', 'reasonplusannualnt']],
    ['nfr_reasonplusannual', ['nfr_reasonplusannual']],
    ['employees', ['employees']],
    ['legacy', []],
  ])('%s → %j', (couponPlanCode, expected) => {
    expect(plansCoveredBy(couponPlanCode)).toEqual(expected);
  });
});
