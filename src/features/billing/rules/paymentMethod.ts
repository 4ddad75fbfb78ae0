import type { BillingInfo, CardDetails } from '@sdk/subscription/model';

/** What validity needs of the saved payment method: its kind and, for a card, its expiry. */
export type PaymentMethodExpiry = Pick<BillingInfo, 'paymentMethod'> & {
  ccDetails: Pick<CardDetails, 'expiryYear' | 'expiryMonth'> | null;
};

/**
 * PayPal agreements do not expire; a card is good through the last day of its expiry month,
 * judged in the user's calendar (local time), which is how the card itself reads.
 */
export function isPaymentMethodValid(
  billingInfo: PaymentMethodExpiry | null,
  today: Date,
): boolean {
  if (billingInfo === null) return false;
  if (billingInfo.paymentMethod === 'paypal_billing_agreement') return true;
  const card = billingInfo.ccDetails;
  if (card === null) return false;
  const thisYear = today.getFullYear();
  const thisMonth = today.getMonth() + 1;
  return (
    card.expiryYear > thisYear || (card.expiryYear === thisYear && card.expiryMonth >= thisMonth)
  );
}
