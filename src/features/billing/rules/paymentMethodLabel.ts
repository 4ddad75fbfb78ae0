import type { BillingInfo } from '@sdk/subscription/model';
import { formatCardExpiry } from '@/shared/format/format.ts';

/** "Visa ending 4242", "PayPal (olivia@example.com)": how the saved method is named everywhere. */
export function paymentMethodLabel(
  info: Pick<BillingInfo, 'paymentMethod' | 'ccDetails' | 'paypalEmail'>,
): string {
  if (info.paymentMethod === 'paypal_billing_agreement') {
    return info.paypalEmail ? `PayPal (${info.paypalEmail})` : 'PayPal';
  }
  if (!info.ccDetails) return 'Credit card';
  // Brand and digits are proposed fields a service may leave out.
  const { brand, lastFour } = info.ccDetails;
  return lastFour ? `${brand ?? 'Card'} ending ${lastFour}` : (brand ?? 'Credit card');
}

/** Why the saved method cannot be charged, or null when it can. */
export function paymentMethodProblem(
  info: Pick<BillingInfo, 'paymentMethod' | 'ccDetails' | 'paypalEmail'> | null,
  valid: boolean,
): string | null {
  if (info === null) return 'There is no payment method on file.';
  if (valid) return null;
  if (!info.ccDetails) return 'The saved card has no expiry date and cannot be charged.';
  const { expiryMonth, expiryYear } = info.ccDetails;
  return `${paymentMethodLabel(info)} expired at the end of ${formatCardExpiry(expiryMonth, expiryYear)}.`;
}
