import type { PriceBreakdown } from '@sdk/subscription/model';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_BREAKDOWN_LABELS,
  type PriceBreakdownText,
  priceBreakdownText,
  taxLabel,
} from './priceBreakdownLines.ts';

/** The mock's German trial: €19.99 + 19% VAT, nothing today, the first charge after the month. */
const germanTrial: PriceBreakdown = {
  planCode: 'reasonplusmonthly',
  currency: 'EUR',
  listPrice: 19.99,
  discount: 0,
  couponCode: 'first-month-introduction-offer',
  couponDescription: '1 month free',
  priceAfterDiscount: 19.99,
  taxPercent: 19,
  taxName: 'VAT',
  tax: 3.8,
  total: 23.79,
  dueToday: 0,
  trialEndsOn: '2026-12-23',
  firstCharge: { date: '2026-12-24', amount: 23.79 },
  billingInfoRequiredBy: null,
};

const cases: [string, PriceBreakdown, PriceBreakdownText][] = [
  [
    'a trial: no discount lines, the tax named with its rate, nothing due today',
    germanTrial,
    {
      lines: [
        { label: 'Price', amount: '€19.99' },
        { label: 'VAT (19%)', amount: '€3.80' },
      ],
      total: { label: 'Total', amount: '€23.79' },
      dueToday: { label: 'Due today', amount: '€0.00' },
      credit: null,
      firstCharge: 'First charge: €23.79 on December 24, 2026',
      trialEnd: 'Free trial until December 23, 2026',
      followingCharge: null,
    },
  ],
  [
    'a percent coupon: the discount named by its description, then the price after it',
    {
      ...germanTrial,
      discount: 3,
      couponCode: 'SAVE15',
      couponDescription: '15% off',
      priceAfterDiscount: 16.99,
      tax: 3.23,
      total: 20.22,
      dueToday: 20.22,
      trialEndsOn: null,
      firstCharge: { date: '2026-11-23', amount: 20.22 },
    },
    {
      lines: [
        { label: 'Price', amount: '€19.99' },
        { label: 'Discount (15% off)', amount: '−€3.00' },
        { label: 'Price after discount', amount: '€16.99' },
        { label: 'VAT (19%)', amount: '€3.23' },
      ],
      total: { label: 'Total', amount: '€20.22' },
      dueToday: { label: 'Due today', amount: '€20.22' },
      credit: null,
      firstCharge: 'First charge: €20.22 on November 23, 2026',
      trialEnd: null,
      followingCharge: null,
    },
  ],
  [
    'no tax where none is charged, a fractional rate kept, a discount without a description',
    {
      ...germanTrial,
      currency: 'USD',
      discount: 5,
      couponCode: 'FIVE',
      couponDescription: null,
      priceAfterDiscount: 14.99,
      taxPercent: 0,
      taxName: null,
      tax: 0,
      total: 14.99,
      dueToday: 14.99,
      trialEndsOn: null,
      firstCharge: { date: '2026-11-23', amount: 14.99 },
    },
    {
      lines: [
        { label: 'Price', amount: '$19.99' },
        { label: 'Discount', amount: '−$5.00' },
        { label: 'Price after discount', amount: '$14.99' },
        { label: 'Tax', amount: '$0.00' },
      ],
      total: { label: 'Total', amount: '$14.99' },
      dueToday: { label: 'Due today', amount: '$14.99' },
      credit: null,
      firstCharge: 'First charge: $14.99 on November 23, 2026',
      trialEnd: null,
      followingCharge: null,
    },
  ],
];

describe('priceBreakdownText', () => {
  it.each(cases)('%s', (_, breakdown, expected) => {
    expect(priceBreakdownText(breakdown, DEFAULT_PRICE_BREAKDOWN_LABELS)).toEqual(expected);
  });

  it('writes a sales tax rate with its decimals', () => {
    const text = priceBreakdownText(
      { ...germanTrial, currency: 'USD', taxName: 'Sales tax', taxPercent: 8.25, tax: 1.65 },
      DEFAULT_PRICE_BREAKDOWN_LABELS,
    );
    expect(text.lines).toContainEqual({ label: 'Sales tax (8.25%)', amount: '$1.65' });
  });

  it("uses the screen's labels", () => {
    const text = priceBreakdownText(germanTrial, {
      ...DEFAULT_PRICE_BREAKDOWN_LABELS,
      listPrice: 'Reason+ Monthly, one month',
      firstCharge: 'Next charge',
    });
    expect(text.lines[0]).toEqual({ label: 'Reason+ Monthly, one month', amount: '€19.99' });
    expect(text.firstCharge).toBe('Next charge: €23.79 on December 24, 2026');
  });

  it.each<[string, string | undefined, PriceBreakdown['followingCharge'], string | null]>([
    [
      'the charge after the first, where the screen names it',
      'After that',
      { date: '2027-01-24', amount: 23.79 },
      'After that: €23.79 on January 24, 2027',
    ],
    [
      'not where the screen does not name it',
      undefined,
      { date: '2027-01-24', amount: 23.79 },
      null,
    ],
    ['nothing when nothing follows', 'After that', null, null],
    ['nothing from a service that does not say', 'After that', undefined, null],
  ])('%s', (_, label, followingCharge, expected) => {
    const text = priceBreakdownText(
      { ...germanTrial, followingCharge },
      { ...DEFAULT_PRICE_BREAKDOWN_LABELS, followingCharge: label },
    );
    expect(text.followingCharge).toBe(expected);
  });
});

describe('priceBreakdownText: a plan change now, prorated', () => {
  // Monthly → Annual now in Portland: $215.42 for the year, $12.98 of the month credited.
  const switchNow: PriceBreakdown = {
    ...germanTrial,
    planCode: 'reasonplusannualnt',
    currency: 'USD',
    listPrice: 199,
    couponCode: null,
    couponDescription: null,
    priceAfterDiscount: 199,
    taxPercent: 8.25,
    taxName: 'Sales tax',
    tax: 16.42,
    total: 215.42,
    dueToday: 202.44,
    trialEndsOn: null,
    firstCharge: { date: '2026-11-25', amount: 215.42 },
    followingCharge: { date: '2027-11-25', amount: 215.42 },
    proration: {
      credit: 12.98,
      unusedFrom: '2026-11-25',
      unusedUntil: '2026-12-14',
      nextRenewalOn: '2027-11-25',
    },
  };

  it('the credit between the total and what is due today, then the first renewal', () => {
    const text = priceBreakdownText(switchNow, {
      ...DEFAULT_PRICE_BREAKDOWN_LABELS,
      firstCharge: 'Next charge',
      followingCharge: 'After that',
    });
    expect(text.total).toEqual({ label: 'Total', amount: '$215.42' });
    expect(text.credit).toEqual({
      label: 'Credit for unused time until December 14, 2026',
      amount: '−$12.98',
    });
    expect(text.dueToday).toEqual({ label: 'Due today', amount: '$202.44' });
    expect(text.firstCharge).toBe('Next renewal: $215.42 on November 25, 2027');
    expect(text.followingCharge).toBeNull();
  });

  it('the renewal date alone from a service that does not say what follows', () => {
    const text = priceBreakdownText(
      { ...switchNow, followingCharge: undefined },
      DEFAULT_PRICE_BREAKDOWN_LABELS,
    );
    expect(text.firstCharge).toBe('Renews on November 25, 2027');
  });

  it('no credit line without a proration', () => {
    expect(
      priceBreakdownText({ ...switchNow, proration: null }, DEFAULT_PRICE_BREAKDOWN_LABELS).credit,
    ).toBeNull();
  });
});

describe('taxLabel: the tax named the same way on every screen', () => {
  it.each<[string | null | undefined, number | undefined, string]>([
    ['VAT', 19, 'VAT (19%)'],
    ['Sales tax', 8.25, 'Sales tax (8.25%)'],
    ['VAT', 7.7, 'VAT (7.7%)'],
    ['GST', undefined, 'GST'],
    [null, 0, 'Tax'],
    [undefined, undefined, 'Tax'],
  ])('%s at %s%% reads "%s"', (name, percent, expected) => {
    expect(taxLabel(name, percent)).toBe(expected);
  });
});

describe('reverse charge (issue 33): a business customer with an EU VAT ID abroad', () => {
  it.each<[string | null | undefined, number | undefined, string | null | undefined, string]>([
    ['VAT', 0, 'reverse_charge', 'Reverse charge'],
    [null, 0, 'reverse_charge', 'Reverse charge'],
    ['VAT', 21, null, 'VAT (21%)'],
    ['VAT', 0, 'a_future_exemption', 'VAT (0%)'],
  ])('%s at %s%% with %s reads "%s"', (name, percent, exempt, expected) => {
    expect(taxLabel(name, percent, exempt)).toBe(expected);
  });

  it('the breakdown says "Reverse charge" with no VAT, instead of "VAT (0%)"', () => {
    const dutchStudio: PriceBreakdown = {
      ...germanTrial,
      couponCode: null,
      couponDescription: null,
      taxPercent: 0,
      tax: 0,
      total: 19.99,
      dueToday: 19.99,
      trialEndsOn: null,
      firstCharge: { date: '2026-11-25', amount: 19.99 },
      taxExempt: 'reverse_charge',
    };
    expect(priceBreakdownText(dutchStudio, DEFAULT_PRICE_BREAKDOWN_LABELS).lines).toEqual([
      { label: 'Price', amount: '€19.99' },
      { label: 'Reverse charge', amount: '€0.00' },
    ]);
  });
});
