import { describe, expect, it } from 'vitest';
import type { BillingInfo } from '@sdk/subscription/model';
import { paymentMethodLabel, paymentMethodProblem } from './paymentMethodLabel.ts';

type Method = Pick<BillingInfo, 'paymentMethod' | 'ccDetails' | 'paypalEmail'>;

const card: Method = {
  paymentMethod: 'credit_card',
  ccDetails: { brand: 'Mastercard', lastFour: '4444', expiryMonth: 8, expiryYear: 2026 },
  paypalEmail: null,
};
const paypal: Method = {
  paymentMethod: 'paypal_billing_agreement',
  ccDetails: null,
  paypalEmail: 'olivia@example.com',
};

describe('paymentMethodLabel', () => {
  it.each<[string, Method, string]>([
    ['a card', card, 'Mastercard ending 4444'],
    ['PayPal with its e-mail', paypal, 'PayPal (olivia@example.com)'],
    ['PayPal without an e-mail', { ...paypal, paypalEmail: null }, 'PayPal'],
    ['a card without details', { ...card, ccDetails: null }, 'Credit card'],
    // brand and lastFour are proposed, optional fields
    [
      'a card without a brand',
      { ...card, ccDetails: { lastFour: '4444', expiryMonth: 8, expiryYear: 2026 } },
      'Card ending 4444',
    ],
    [
      'a card without its digits',
      { ...card, ccDetails: { brand: 'Visa', expiryMonth: 8, expiryYear: 2026 } },
      'Visa',
    ],
    [
      'a card with neither',
      { ...card, ccDetails: { expiryMonth: 8, expiryYear: 2026 } },
      'Credit card',
    ],
    [
      'PayPal without the proposed e-mail',
      { paymentMethod: 'paypal_billing_agreement', ccDetails: null },
      'PayPal',
    ],
  ])('%s → %s', (_row, method, expected) => {
    expect(paymentMethodLabel(method)).toBe(expected);
  });
});

describe('paymentMethodProblem', () => {
  it.each<[string, Method | null, boolean, string | null]>([
    ['none on file', null, false, 'There is no payment method on file.'],
    ['a valid card', card, true, null],
    ['PayPal', paypal, true, null],
    ['an expired card', card, false, 'Mastercard ending 4444 expired at the end of 08/2026.'],
    [
      'a card without an expiry',
      { ...card, ccDetails: null },
      false,
      'The saved card has no expiry date and cannot be charged.',
    ],
  ])('%s', (_row, method, valid, expected) => {
    expect(paymentMethodProblem(method, valid)).toBe(expected);
  });
});
