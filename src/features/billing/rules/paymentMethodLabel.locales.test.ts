import { afterEach, describe, expect, it } from 'vitest';
import type { BillingInfo } from '@sdk/subscription/model';
import { activateEnglish, activateLocale } from '@/shared/i18n/i18n.ts';
import { invoiceAmountText, invoiceStatusWording } from './invoiceKind.ts';
import { paymentMethodLabel, paymentMethodProblem } from './paymentMethodLabel.ts';

afterEach(activateEnglish);

const card: Pick<BillingInfo, 'paymentMethod' | 'ccDetails' | 'paypalEmail'> = {
  paymentMethod: 'credit_card',
  ccDetails: { brand: 'Mastercard', lastFour: '4444', expiryMonth: 8, expiryYear: 2026 },
  paypalEmail: null,
};
const refund = { total: 118.62, currency: 'GBP', status: 'Approved', kind: 'refund' } as const;

describe('the payment method and invoices in German and Japanese', () => {
  it('German', async () => {
    await activateLocale('de');
    expect(paymentMethodLabel(card)).toBe('Mastercard mit Endziffern 4444');
    expect(paymentMethodProblem(card, false)).toBe(
      'Mastercard mit Endziffern 4444 ist Ende 08/2026 abgelaufen.',
    );
    expect(invoiceAmountText(refund)).toBe('−118,62\u00a0£');
    expect(invoiceStatusWording(refund).label).toBe('Erstattet');
  });

  it('Japanese', async () => {
    await activateLocale('ja');
    expect(paymentMethodLabel(card)).toBe('Mastercard（末尾 4444）');
    expect(paymentMethodProblem(null, false)).toBe('支払い方法が登録されていません。');
  });
});
