import { describe, expect, it } from 'vitest';
import { isPaymentMethodValid, type PaymentMethodExpiry } from './paymentMethod.ts';

const card = (expiryYear: number, expiryMonth: number): PaymentMethodExpiry => ({
  paymentMethod: 'credit_card',
  ccDetails: { expiryYear, expiryMonth },
});

// Local dates, as the rule reads the calendar the user sees.
const midMay2025 = new Date(2025, 4, 15);
const lastMomentOfMay2025 = new Date(2025, 4, 31, 23, 59, 59);
const firstOfJune2025 = new Date(2025, 5, 1);

describe('isPaymentMethodValid', () => {
  it.each<[string, PaymentMethodExpiry | null, Date, boolean]>([
    ['no billing info', null, midMay2025, false],
    [
      'PayPal billing agreement',
      { paymentMethod: 'paypal_billing_agreement', ccDetails: null },
      midMay2025,
      true,
    ],
    ['card expiring next year', card(2026, 1), midMay2025, true],
    ['card expiring later this year', card(2025, 12), midMay2025, true],
    ['card expiring this month', card(2025, 5), midMay2025, true],
    ['card expiring this month, on its last moment', card(2025, 5), lastMomentOfMay2025, true],
    ['card that expired at the end of last month', card(2025, 5), firstOfJune2025, false],
    ['card expired last month', card(2025, 4), midMay2025, false],
    ['card expired last year, in a later month', card(2024, 12), midMay2025, false],
    ['card expired last year, in an earlier month', card(2024, 1), midMay2025, false],
    [
      'card without card details',
      { paymentMethod: 'credit_card', ccDetails: null },
      midMay2025,
      false,
    ],
  ])('%s', (_row, billingInfo, today, expected) => {
    expect(isPaymentMethodValid(billingInfo, today)).toBe(expected);
  });
});
