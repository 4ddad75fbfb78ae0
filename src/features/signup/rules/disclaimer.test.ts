import { describe, expect, it } from 'vitest';
import { autoRenewDisclaimer, type DisclaimerCoupon } from './disclaimer.ts';
import type { PlanInterval } from '@/shared/plans/catalogue.ts';

const percentOff: DisclaimerCoupon = {
  code: 'SPRING',
  duration: 'forever',
  temporalAmount: null,
  temporalUnit: null,
  discount: { type: 'percent', percent: 25, trial: null, amounts: null },
};

const monthly: PlanInterval = {
  intervalLength: 1,
  intervalUnit: 'month',
};
const annual: PlanInterval = {
  intervalLength: 12,
  intervalUnit: 'month',
};

describe('autoRenewDisclaimer', () => {
  it.each<[string, DisclaimerCoupon | null, PlanInterval, string | null]>([
    ['no coupon → hidden', null, monthly, null],
    ['forever coupon → hidden', percentOff, monthly, null],
    [
      'trial coupon without trial details → one month',
      {
        ...percentOff,
        code: 'first-month-introduction-offer',
        discount: { type: 'free_trial', percent: null, trial: null, amounts: null },
      },
      monthly,
      'Auto-renews after one month at standard price.',
    ],
    [
      'trial coupon with its own trial length',
      {
        ...percentOff,
        code: 'first-month-introduction-offer',
        discount: {
          type: 'free_trial',
          percent: null,
          trial: { length: 2, unit: 'month' },
          amounts: null,
        },
      },
      monthly,
      'Auto-renews after two months at standard price.',
    ],
    [
      'free-trial coupon → its trial',
      {
        ...percentOff,
        discount: {
          type: 'free_trial',
          percent: null,
          trial: { length: 14, unit: 'day' },
          amounts: null,
        },
      },
      monthly,
      'Auto-renews after 14 days at standard price.',
    ],
    [
      'free-trial coupon beats a temporal duration',
      {
        ...percentOff,
        duration: 'temporal',
        temporalAmount: 3,
        temporalUnit: 'month',
        discount: {
          type: 'free_trial',
          percent: null,
          trial: { length: 1, unit: 'week' },
          amounts: null,
        },
      },
      monthly,
      'Auto-renews after one week at standard price.',
    ],
    [
      'free-trial coupon without trial details, forever → hidden',
      {
        ...percentOff,
        discount: { type: 'free_trial', percent: null, trial: null, amounts: null },
      },
      monthly,
      null,
    ],
    [
      'temporal coupon → its amount and unit',
      { ...percentOff, duration: 'temporal', temporalAmount: 3, temporalUnit: 'month' },
      monthly,
      'Auto-renews after three months at standard price.',
    ],
    [
      'temporal coupon over twelve → digits',
      { ...percentOff, duration: 'temporal', temporalAmount: 18, temporalUnit: 'month' },
      annual,
      'Auto-renews after 18 months at standard price.',
    ],
    [
      'temporal coupon missing its amount → hidden',
      { ...percentOff, duration: 'temporal', temporalAmount: null, temporalUnit: 'month' },
      monthly,
      null,
    ],
    [
      'single-use coupon on Monthly → one billing period',
      { ...percentOff, duration: 'single_use' },
      monthly,
      'Auto-renews after one month at standard price.',
    ],
    [
      'single-use coupon on Annual → one billing period',
      { ...percentOff, duration: 'single_use' },
      annual,
      'Auto-renews after twelve months at standard price.',
    ],
    [
      'single-use coupon on a plan billed yearly',
      { ...percentOff, duration: 'single_use' },
      { intervalLength: 1, intervalUnit: 'year' },
      'Auto-renews after one year at standard price.',
    ],
  ])('%s', (_row, coupon, plan, expected) => {
    expect(autoRenewDisclaimer(coupon, plan)).toBe(expected);
  });
});
