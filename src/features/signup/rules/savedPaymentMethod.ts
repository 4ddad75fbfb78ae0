import { t } from '@lingui/core/macro';
import type { BillingInfo } from '@sdk/subscription/model';
import { isPaymentMethodValid } from '@/features/billing/index.ts';

/** A brand's name, the same in every language. */
const PAYPAL = 'PayPal';

export type SavedPaymentMethod = Pick<BillingInfo, 'paymentMethod' | 'ccDetails' | 'paypalEmail'>;

/**
 * How checkout offers the saved payment method for reuse ("Visa •••• 4242", "PayPal
 * (olivia@example.com)"), or null when there is none worth offering: spec section 4's rule, PayPal
 * or a card that has not expired. An expired card would only be declined at the first charge.
 */
export function reusablePaymentMethod(
  saved: SavedPaymentMethod | null,
  today: Date,
): string | null {
  if (saved === null || !isPaymentMethodValid(saved, today)) return null;
  if (saved.paymentMethod === 'paypal_billing_agreement') {
    const { paypalEmail } = saved;
    return paypalEmail ? t`PayPal (${paypalEmail})` : PAYPAL;
  }
  if (!saved.ccDetails) return null;
  // Brand and digits are proposed fields a service may leave out.
  const { brand = t`Card`, lastFour } = saved.ccDetails;
  return lastFour ? `${brand} •••• ${lastFour}` : brand;
}
