import { t } from '@lingui/core/macro';
import type { Subscription, TerminationPreview } from '@sdk/subscription/model';
import { formatDate, formatMoney } from '@/shared/format/format.ts';
import { planKind } from './subscriptionState.ts';

/**
 * What ending a subscription now does to the customer's money, in the words of its confirmation,
 * from the service's termination preview: the paid time given up, and its refund, credit or none.
 * Pure, so every case's wording is table-tested.
 */
export interface TerminationMoney {
  /** The paid time given up and what comes back for it. */
  text: string;
  /**
   * What the customer must tick before ending: paid time is given up and nothing comes back for
   * it. A prepaid year is the costly case (months paid up front, gone with one click); a monthly
   * period is the same promise made smaller. Null when nothing is given up for nothing.
   */
  forfeitAcknowledgement: string | null;
}

type TerminationSubscription = Pick<Subscription, 'planCode'>;

export function terminationMoney(
  sub: TerminationSubscription,
  preview: Pick<TerminationPreview, 'paidThrough' | 'refund'>,
): TerminationMoney {
  const { paidThrough, refund } = preview;
  if (paidThrough === null) {
    return {
      text: t`No time you have paid for is left unused, so there is nothing to refund.`,
      forfeitAcknowledgement: null,
    };
  }
  const until = formatDate(paidThrough);
  const amount = formatMoney(refund.amount, refund.currency);
  const prepaid = planKind(sub.planCode) === 'prepaid';
  switch (refund.method) {
    case 'original_payment_method':
      return {
        text: t`You give up the time you have paid for until ${until}. We refund ${amount} for the unused part to your payment method.`,
        forfeitAcknowledgement: null,
      };
    case 'account_credit':
      return {
        text: t`You give up the time you have paid for until ${until}. We keep ${amount} for the unused part as credit on your account, for your next purchases.`,
        forfeitAcknowledgement: null,
      };
    case 'none':
      return prepaid
        ? {
            text: t`You give up the rest of your prepaid year, until ${until}, and get no refund for it.`,
            forfeitAcknowledgement: t`I understand I give up the rest of my prepaid year, until ${until}, without a refund.`,
          }
        : {
            text: t`You give up the rest of the period you have paid for, until ${until}, and get no refund for it.`,
            forfeitAcknowledgement: t`I understand I give up the rest of my paid period, until ${until}, without a refund.`,
          };
  }
}

/** The toast once ended: what comes back, and where to, as the preview promised it. */
export function terminatedMessage(preview: Pick<TerminationPreview, 'refund'>): string {
  const { refund } = preview;
  const amount = formatMoney(refund.amount, refund.currency);
  switch (refund.method) {
    case 'original_payment_method':
      return t`Your subscription has ended. ${amount} is on its way back to your payment method; your invoices list the refund.`;
    case 'account_credit':
      return t`Your subscription has ended. ${amount} is kept as credit on your account.`;
    case 'none':
      return t`Your subscription has ended.`;
  }
}
