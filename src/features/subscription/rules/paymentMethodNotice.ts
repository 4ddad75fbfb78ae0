import { t } from '@lingui/core/macro';
import type { Subscription } from '@sdk/subscription/model';
import { formatDate } from '@/shared/format/format.ts';
import { hasRenewal } from './status.ts';
import { planKind } from './subscriptionState.ts';

export interface PaymentMethodNotice {
  /** Red when a charge ahead will fail; yellow when the customer has time to act. */
  tone: 'red' | 'yellow';
  title: string;
  text: string;
}

/**
 * What the overview says, first, about a payment method that cannot be charged, or null when there
 * is nothing to say. `problem` is why it cannot (none on file, expired), null when it can;
 * `nextChargeOn` is the next charge's date as the renewal preview answered it, null until it does.
 */
export function paymentMethodNotice(
  sub: Pick<Subscription, 'state' | 'planCode'>,
  {
    problem,
    hasPaymentMethod,
    nextChargeOn,
  }: { problem: string | null; hasPaymentMethod: boolean; nextChargeOn: string | null },
): PaymentMethodNotice | null {
  if (problem === null || planKind(sub.planCode) === 'free') return null;
  // A canceled subscription has no charges ahead: the payment method only matters to reactivate.
  if (sub.state === 'canceled') {
    return {
      tone: 'yellow',
      title: t`Reactivating needs a payment method`,
      text: t`${problem} Add a valid one to reactivate your subscription.`,
    };
  }
  // A coupon that needs no billing info (spec section 5) starts a subscription without one: it
  // runs until its first paid charge, which needs a payment method.
  if (hasRenewal(sub) && !hasPaymentMethod) {
    const date = nextChargeOn ? formatDate(nextChargeOn) : null;
    return {
      tone: 'yellow',
      title: t`Add a payment method before your next charge`,
      text: date
        ? t`${problem} Add one before your next charge on ${date} so your subscription carries on.`
        : t`${problem} Add one before your next charge so your subscription carries on.`,
    };
  }
  return {
    tone: 'red',
    title: t`Your payment method needs attention`,
    text: t`${problem} Update it so future charges go through.`,
  };
}
