import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/shared/i18n/i18n.ts';
import {
  COUPON_STATE_LABELS,
  couponDiscountText,
  couponDurationText,
  couponPlansText,
} from './couponTerms.ts';

/** The coupons page's terms in German and Japanese (the other tests pin the English). */
describe('coupon terms in the customer’s language', () => {
  it('German: percent and money the German way, the period spelled out, labels read when shown', async () => {
    await activateLocale('de');
    const percent = { percent: 15, trial: null, amounts: null };
    expect(couponDiscountText({ discount: { type: 'percent', ...percent } }, 'EUR')).toBe(
      '15 % Rabatt',
    );
    expect(
      couponDiscountText(
        {
          discount: {
            type: 'fixed',
            percent: null,
            trial: null,
            amounts: [{ currency: 'EUR', amount: 5 }],
          },
        },
        'EUR',
      ),
    ).toBe('5,00\u00a0€ Rabatt');
    expect(
      couponDurationText({ duration: 'temporal', temporalAmount: 3, temporalUnit: 'month' }),
    ).toBe('drei Monate');
    expect(COUPON_STATE_LABELS.maxed_out).toBe('Aufgebraucht');
  });

  it('Japanese: plan codes listed with the Japanese comma', async () => {
    await activateLocale('ja');
    expect(couponPlansText({ appliesToAllPlans: false, planCodes: ['legacy', 'special'] })).toBe(
      'legacy、special',
    );
    expect(couponPlansText({ appliesToAllPlans: true, planCodes: null })).toBe('すべてのプラン');
  });
});
