import { t } from '@lingui/core/macro';
import type { BillingInfo } from '@sdk/subscription/model';
import { formatCardExpiry } from '@/shared/format/format.ts';

/** "Visa ending 4242", "PayPal (olivia@example.com)": how the saved method is named everywhere. */
export function paymentMethodLabel(
  info: Pick<BillingInfo, 'paymentMethod' | 'ccDetails' | 'paypalEmail'>,
): string {
  if (info.paymentMethod === 'paypal_billing_agreement') {
    const email = info.paypalEmail;
    return email ? t`PayPal (${email})` : t`PayPal`;
  }
  if (!info.ccDetails) return t`Credit card`;
  // Brand and digits are proposed fields a service may leave out.
  const { brand, lastFour } = info.ccDetails;
  if (!lastFour) return brand ?? t`Credit card`;
  return brand ? t`${brand} ending ${lastFour}` : t`Card ending ${lastFour}`;
}

/** Why the saved method cannot be charged, or null when it can. */
export function paymentMethodProblem(
  info: Pick<BillingInfo, 'paymentMethod' | 'ccDetails' | 'paypalEmail'> | null,
  valid: boolean,
): string | null {
  if (info === null) return t`There is no payment method on file.`;
  if (valid) return null;
  if (!info.ccDetails) return t`The saved card has no expiry date and cannot be charged.`;
  const { expiryMonth, expiryYear } = info.ccDetails;
  const method = paymentMethodLabel(info);
  const expiry = formatCardExpiry(expiryMonth, expiryYear);
  return t`${method} expired at the end of ${expiry}.`;
}
