import { describe, expect, it } from 'vitest';
import {
  needsImmediateAccessConsent,
  paymentStepNeeded,
  planMovedText,
  planQuote,
  thenText,
  trialReplacedText,
} from './moneyStory.ts';

describe('paymentStepNeeded: a payment method whenever something is due today (decision 015)', () => {
  it.each([
    ['the coupon rule asks for one, nothing due', true, { dueToday: 0 }, true],
    ['the coupon rule asks for one, price unknown', true, undefined, true],
    ['an all-plans coupon with €20.22 due today', false, { dueToday: 20.22 }, true],
    ['an all-plans coupon, nothing due today (a free first month)', false, { dueToday: 0 }, false],
    ['an all-plans coupon, price not known yet', false, undefined, false],
  ])('%s', (_, couponRuleNeedsIt, breakdown, needed) => {
    expect(paymentStepNeeded(couponRuleNeedsIt, breakdown)).toBe(needed);
  });
});

describe('the words of what a coupon changed', () => {
  const trial = {
    dueToday: 0,
    currency: 'EUR',
    firstCharge: { date: '2026-12-24', amount: 23.79 },
  };
  it.each([
    [
      'a charge today against the trial',
      'SAVE15',
      { dueToday: 20.22, currency: 'EUR', firstCharge: { date: '2026-11-24', amount: 20.22 } },
      'SAVE15 replaces your free trial: €20.22 today instead of €0.00 today and €23.79 from December 24, 2026.',
    ],
    [
      'a free first month like the trial: the same, and said so',
      'FREEMONTH',
      { dueToday: 0, currency: 'EUR', firstCharge: { date: '2026-12-24', amount: 23.79 } },
      'FREEMONTH replaces your free trial and costs the same: €0.00 today and €23.79 from December 24, 2026.',
    ],
    [
      'free for three months: both first charges, never "€0.00 instead of €0.00" alone',
      'FREE3',
      { dueToday: 0, currency: 'EUR', firstCharge: { date: '2027-02-24', amount: 23.79 } },
      'FREE3 replaces your free trial: €0.00 today and €23.79 from February 24, 2027 instead of €0.00 today and €23.79 from December 24, 2026.',
    ],
  ])('names what the trial gave, in the previews’ figures: %s', (_, code, withCoupon, text) => {
    expect(trialReplacedText(code, withCoupon, trial)).toBe(text);
  });

  it.each([
    [
      { from: 'Reason+ Monthly', to: 'Reason+ Annual', reason: 'couponIsFor' as const },
      'ANNUAL20 is for Reason+ Annual, so we switched you to Reason+ Annual.',
    ],
    [
      { from: 'Reason+ Annual', to: 'Reason+ Monthly', reason: 'couponNotFor' as const },
      'ANNUAL20 does not apply to Reason+ Annual, so we switched you to Reason+ Monthly.',
    ],
  ])('a plan moved: %o', (move, text) => {
    expect(planMovedText('ANNUAL20', move)).toBe(text);
  });

  it.each([
    [
      { dueToday: 20.22, currency: 'EUR', followingCharge: { date: '2027-01-24', amount: 23.79 } },
      'Then €23.79 from January 24, 2027.',
    ],
    [
      { dueToday: 0, currency: 'EUR', followingCharge: { date: '2027-01-24', amount: 23.79 } },
      null,
    ],
    [{ dueToday: 20.22, currency: 'EUR', followingCharge: null }, null],
    [{ dueToday: 20.22, currency: 'EUR' }, null],
  ])('what follows a charge today: %o', (breakdown, text) => {
    expect(thenText(breakdown)).toBe(text);
  });
});

describe('planQuote: the price as the customer pays it', () => {
  const base = { listPrice: 19.99, total: 23.79, currency: 'EUR', taxPercent: 19, taxName: 'VAT' };
  it.each([
    [
      'Germany: VAT in the price',
      { ...base, pricesIncludeTax: true },
      { price: '€23.79', taxNote: 'incl. VAT' },
    ],
    [
      'the US: tax added',
      {
        ...base,
        currency: 'USD',
        total: 21.64,
        taxPercent: 8.25,
        taxName: 'Sales tax',
        pricesIncludeTax: false,
      },
      { price: '$19.99', taxNote: '+ tax' },
    ],
    [
      'no tax where the customer lives',
      { ...base, total: 19.99, taxPercent: 0, taxName: null, pricesIncludeTax: true },
      { price: '€19.99', taxNote: null },
    ],
    [
      'a service that does not say: the total, as the summary',
      { ...base },
      { price: '€23.79', taxNote: 'incl. VAT' },
    ],
  ])('%s', (_, breakdown, quote) => {
    expect(planQuote(breakdown)).toEqual(quote);
  });
});

describe('needsImmediateAccessConsent: EU consumers only', () => {
  it.each([
    ['DE', true],
    ['se', true],
    ['GB', false],
    ['US', false],
    ['', false],
    [null, false],
  ])('%s → %s', (country, needed) => {
    expect(needsImmediateAccessConsent(country)).toBe(needed);
  });
});
