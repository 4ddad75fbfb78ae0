import { describe, expect, it } from 'vitest';
import { reusablePaymentMethod, type SavedPaymentMethod } from './savedPaymentMethod.ts';

const card = (expiryMonth: number, expiryYear: number): SavedPaymentMethod => ({
  paymentMethod: 'credit_card',
  ccDetails: { brand: 'Visa', lastFour: '4242', expiryMonth, expiryYear },
  paypalEmail: null,
});

const TODAY = new Date(2026, 10, 23);

describe('reusablePaymentMethod', () => {
  it.each<[string, SavedPaymentMethod | null, string | null]>([
    ['nothing saved', null, null],
    ['a card expiring in a later year', card(1, 2027), 'Visa •••• 4242'],
    ['a card good through this month', card(11, 2026), 'Visa •••• 4242'],
    ['a card that expired last month', card(10, 2026), null],
    [
      'a card without the proposed brand and digits',
      { paymentMethod: 'credit_card', ccDetails: { expiryMonth: 1, expiryYear: 2027 } },
      'Card',
    ],
    [
      'PayPal, with its e-mail',
      {
        paymentMethod: 'paypal_billing_agreement',
        ccDetails: null,
        paypalEmail: 'tom@example.com',
      },
      'PayPal (tom@example.com)',
    ],
    [
      'PayPal without an e-mail',
      { paymentMethod: 'paypal_billing_agreement', ccDetails: null, paypalEmail: null },
      'PayPal',
    ],
    [
      'a card with no details',
      { paymentMethod: 'credit_card', ccDetails: null, paypalEmail: null },
      null,
    ],
  ])('%s', (_, saved, offered) => {
    expect(reusablePaymentMethod(saved, TODAY)).toBe(offered);
  });
});
