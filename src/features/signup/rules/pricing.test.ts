import { describe, expect, it } from 'vitest';
import type { Plan, PlanPrice, TemporalUnit } from '@sdk/subscription/model';
import {
  accountCurrency,
  billingPeriodText,
  formatPrice,
  planPrice,
  planTrialText,
} from './pricing.ts';

describe('accountCurrency', () => {
  it.each<[string, { currency: string | null } | null, string]>([
    ['anonymous visitor → USD', null, 'USD'],
    ['no currency set → USD', { currency: null }, 'USD'],
    ['empty currency → USD', { currency: '' }, 'USD'],
    ["the account's currency", { currency: 'EUR' }, 'EUR'],
  ])('%s', (_row, user, expected) => {
    expect(accountCurrency(user)).toBe(expected);
  });
});

describe('planPrice', () => {
  const prices: PlanPrice[] = [
    { currency: 'USD', unitAmount: 19.99 },
    { currency: 'GBP', unitAmount: 16.99 },
  ];
  it.each<[string, string, PlanPrice | null]>([
    ['the price in the currency', 'GBP', { currency: 'GBP', unitAmount: 16.99 }],
    ['not sold in the currency → none', 'SEK', null],
  ])('%s', (_row, currency, expected) => {
    expect(planPrice({ prices }, currency)).toEqual(expected);
  });
});

describe('formatPrice', () => {
  it.each<[PlanPrice, string]>([
    [{ currency: 'USD', unitAmount: 19.99 }, '$19.99'],
    [{ currency: 'EUR', unitAmount: 199 }, '€199.00'],
    [{ currency: 'GBP', unitAmount: 16.99 }, '£16.99'],
  ])('%o → %s', (price, expected) => {
    expect(formatPrice(price)).toBe(expected);
  });
});

describe('billingPeriodText', () => {
  it.each<[number, TemporalUnit, string]>([
    [1, 'month', 'per month'],
    [1, 'year', 'per year'],
    [12, 'month', 'per twelve months'],
    [3, 'month', 'per three months'],
  ])('%d %s → %s', (intervalLength, intervalUnit, expected) => {
    expect(billingPeriodText({ intervalLength, intervalUnit })).toBe(expected);
  });
});

describe('planTrialText', () => {
  it.each<[string, Pick<Plan, 'trialLength' | 'trialUnit'>, string | null]>([
    ['a one-month trial', { trialLength: 1, trialUnit: 'month' }, 'one month'],
    ['a 14-day trial', { trialLength: 14, trialUnit: 'day' }, '14 days'],
    ['no trial', { trialLength: null, trialUnit: null }, null],
  ])('%s', (_row, plan, expected) => {
    expect(planTrialText(plan)).toBe(expected);
  });
});
