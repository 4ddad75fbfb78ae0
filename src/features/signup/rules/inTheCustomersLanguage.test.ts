import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/shared/i18n/i18n.ts';
import type { CatalogueLocale } from '@/shared/i18n/locales.ts';
import { subscribedSummary } from './chargeNotices.ts';
import { autoRenewDisclaimer, type DisclaimerCoupon } from './disclaimer.ts';
import { planQuote } from './moneyStory.ts';
import { billingPeriodText } from './pricing.ts';

/** Checkout's own sentences in each language (the other tests, in English, pin the English). */

const threeMonthsOff: DisclaimerCoupon = {
  code: 'SPRING',
  duration: 'temporal',
  temporalAmount: 3,
  temporalUnit: 'month',
  discount: { type: 'percent', percent: 25, trial: null, amounts: null },
};
const monthly = { intervalLength: 1, intervalUnit: 'month' } as const;

describe('the auto-renew disclaimer: the period spelled out, in the case the language asks for', () => {
  it.each<[CatalogueLocale, string]>([
    ['de', 'Verlängert sich nach drei Monaten automatisch zum Standardpreis.'],
    ['fr', 'Se renouvelle automatiquement au tarif standard après trois mois.'],
    ['es', 'Se renueva automáticamente al precio estándar después de tres meses.'],
    ['ja', '三か月後に通常価格で自動更新されます。'],
  ])('%s', async (locale, text) => {
    await activateLocale(locale);
    expect(autoRenewDisclaimer(threeMonthsOff, monthly)).toBe(text);
  });
});

describe('the billing period, said after the price', () => {
  it.each<[CatalogueLocale, string, string]>([
    ['de', 'pro Monat', 'alle drei Monate'],
    ['fr', 'par mois', 'tous les trois mois'],
    ['es', 'al mes', 'cada tres meses'],
    ['ja', '月額', '三か月ごと'],
  ])('%s', async (locale, one, three) => {
    await activateLocale(locale);
    expect(billingPeriodText(monthly)).toBe(one);
    expect(billingPeriodText({ intervalLength: 3, intervalUnit: 'month' })).toBe(three);
  });
});

describe('the confirmation in German: money and dates the German way', () => {
  it('a trial', async () => {
    await activateLocale('de');
    expect(
      subscribedSummary({
        currency: 'EUR',
        dueToday: 0,
        trialEndsOn: '2026-12-23',
        firstCharge: { date: '2026-12-24', amount: 23.79 },
        billingInfoRequiredBy: null,
      }),
    ).toEqual([
      'Heute wird nichts berechnet.',
      'Ihr kostenloser Testzeitraum läuft bis zum 23. Dezember 2026. Wenn Sie nichts bezahlen möchten, kündigen Sie vorher auf Ihrer Abonnementseite.',
      'Ihre erste Zahlung: 23,79\u00a0€ am 24. Dezember 2026.',
    ]);
  });

  it("a price with the service's tax name", async () => {
    await activateLocale('de');
    expect(
      planQuote({
        listPrice: 19.99,
        total: 23.79,
        currency: 'EUR',
        taxPercent: 19,
        taxName: 'USt.',
        pricesIncludeTax: true,
      }),
    ).toEqual({ price: '23,79\u00a0€', taxNote: 'inkl. USt.' });
  });
});
