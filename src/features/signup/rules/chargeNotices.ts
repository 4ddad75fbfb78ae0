import type { PriceBreakdown } from '@sdk/subscription/model';
import { formatDate, formatMoney } from '@/shared/format/format.ts';

type Charges = Pick<
  PriceBreakdown,
  'currency' | 'dueToday' | 'trialEndsOn' | 'firstCharge' | 'billingInfoRequiredBy'
> &
  Partial<Pick<PriceBreakdown, 'followingCharge'>>;

const firstChargeText = (charges: Charges) =>
  `${formatMoney(charges.firstCharge.amount, charges.currency)} on ${formatDate(charges.firstCharge.date)}`;

/**
 * Spec section 5 lets some coupons start a subscription without billing info; the first paid charge
 * still needs a payment method. Said at checkout, before the customer commits, with the service's
 * date and amount; null when checkout takes a payment method now (or nothing will be charged).
 */
export function paymentMethodNeededBy(charges: Charges): string | null {
  if (charges.billingInfoRequiredBy === null) return null;
  return (
    `Your first charge is ${firstChargeText(charges)}. Add a payment method before ` +
    `${formatDate(charges.billingInfoRequiredBy)} so your subscription carries on.`
  );
}

/**
 * The confirmation's lines: what was charged today, the trial's end and how to avoid its first
 * charge, the first charge to come, and after a charge today the renewal's date and amount.
 */
export function subscribedSummary(charges: Charges): string[] {
  const chargedToday = charges.dueToday > 0;
  const renewal = chargedToday ? charges.followingCharge : null;
  return [
    chargedToday
      ? `Charged today: ${formatMoney(charges.dueToday, charges.currency)}.`
      : 'Nothing is charged today.',
    ...(charges.trialEndsOn
      ? [
          `Your free trial runs until ${formatDate(charges.trialEndsOn)}. To pay nothing, cancel ` +
            `on your subscription page before then.`,
        ]
      : []),
    ...(chargedToday ? [] : [`Your first charge: ${firstChargeText(charges)}.`]),
    ...(renewal
      ? [
          `Your subscription renews on ${formatDate(renewal.date)} for ` +
            `${formatMoney(renewal.amount, charges.currency)}.`,
        ]
      : []),
    ...(charges.billingInfoRequiredBy
      ? [`Add a payment method before ${formatDate(charges.billingInfoRequiredBy)}.`]
      : []),
  ];
}
