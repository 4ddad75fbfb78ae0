import { t } from '@lingui/core/macro';
import type { PriceBreakdown } from '@sdk/subscription/model';
import { formatDate, formatMoney } from '@/shared/format/format.ts';

type Charges = Pick<
  PriceBreakdown,
  'currency' | 'dueToday' | 'trialEndsOn' | 'firstCharge' | 'billingInfoRequiredBy'
> &
  Partial<Pick<PriceBreakdown, 'followingCharge'>>;

/** The first charge's amount and date, for whole sentences that name them. */
const firstCharge = (charges: Charges) => ({
  amount: formatMoney(charges.firstCharge.amount, charges.currency),
  date: formatDate(charges.firstCharge.date),
});

/**
 * Spec section 5 lets some coupons start a subscription without billing info; the first paid charge
 * still needs a payment method. Said at checkout, before the customer commits, with the service's
 * date and amount; null when checkout takes a payment method now (or nothing will be charged).
 */
export function paymentMethodNeededBy(charges: Charges): string | null {
  if (charges.billingInfoRequiredBy === null) return null;
  const { amount, date } = firstCharge(charges);
  const requiredBy = formatDate(charges.billingInfoRequiredBy);
  return t`Your first charge is ${amount} on ${date}. Add a payment method before ${requiredBy} so your subscription carries on.`;
}

/**
 * The confirmation's lines: what was charged today, the trial's end and how to avoid its first
 * charge, the first charge to come, and after a charge today the renewal's date and amount.
 */
export function subscribedSummary(charges: Charges): string[] {
  const chargedToday = charges.dueToday > 0;
  const renewal = chargedToday ? charges.followingCharge : null;
  const lines: string[] = [];
  if (chargedToday) {
    const charged = formatMoney(charges.dueToday, charges.currency);
    lines.push(t`Charged today: ${charged}.`);
  } else {
    lines.push(t`Nothing is charged today.`);
  }
  if (charges.trialEndsOn) {
    const trialEnd = formatDate(charges.trialEndsOn);
    lines.push(
      t`Your free trial runs until ${trialEnd}. To pay nothing, cancel on your subscription page before then.`,
    );
  }
  if (!chargedToday) {
    const { amount, date } = firstCharge(charges);
    lines.push(t`Your first charge: ${amount} on ${date}.`);
  }
  if (renewal) {
    const renewalDate = formatDate(renewal.date);
    const renewalAmount = formatMoney(renewal.amount, charges.currency);
    lines.push(t`Your subscription renews on ${renewalDate} for ${renewalAmount}.`);
  }
  if (charges.billingInfoRequiredBy) {
    const requiredBy = formatDate(charges.billingInfoRequiredBy);
    lines.push(t`Add a payment method before ${requiredBy}.`);
  }
  return lines;
}
