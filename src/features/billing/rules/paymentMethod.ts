// Local structural type until the generated contract types land in sdk/.
export interface BillingInfo {
  paymentMethod: 'credit_card' | 'paypal_billing_agreement';
  ccDetails: { expiryYear: number; expiryMonth: number } | null;
}

/**
 * PayPal agreements do not expire; a card is good through the last day of its expiry month,
 * judged in the user's calendar (local time), which is how the card itself reads.
 */
export function isPaymentMethodValid(
  billingInfo: Pick<BillingInfo, 'paymentMethod' | 'ccDetails'> | null,
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
