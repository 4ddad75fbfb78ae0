import { describe, expect, it } from 'vitest';
import type { Subscription, TerminationPreview } from '@sdk/subscription/model';
import { terminatedMessage, terminationMoney, type TerminationMoney } from './termination.ts';

type Plan = Pick<Subscription, 'planCode'>;
const annual: Plan = { planCode: 'reasonplusannualnt' };
const monthly: Plan = { planCode: 'reasonplusmonthly' };
const prepaid: Plan = { planCode: 'reasonplusoneyearprepaid' };

type Preview = Pick<TerminationPreview, 'paidThrough' | 'refund'>;
const refunded: Preview = {
  paidThrough: '2027-05-18',
  refund: { method: 'original_payment_method', amount: 118.62, currency: 'GBP' },
};
const nothingBack = (paidThrough: string | null, currency = 'EUR'): Preview => ({
  paidThrough,
  refund: { method: 'none', amount: 0, currency },
});

describe('terminationMoney: the paid time given up, and what comes back for it', () => {
  it.each<[string, Plan, Preview, TerminationMoney]>([
    [
      'an annual plan: the unused part back to the payment method, nothing to tick',
      annual,
      refunded,
      {
        text: 'You give up the time you have paid for until May 18, 2027. We refund £118.62 for the unused part to your payment method.',
        forfeitAcknowledgement: null,
      },
    ],
    [
      'kept as credit',
      annual,
      { ...refunded, refund: { ...refunded.refund, method: 'account_credit' } },
      {
        text: 'You give up the time you have paid for until May 18, 2027. We keep £118.62 for the unused part as credit on your account, for your next purchases.',
        forfeitAcknowledgement: null,
      },
    ],
    [
      'a prepaid year: given up without a refund, acknowledged explicitly',
      prepaid,
      nothingBack('2027-02-01'),
      {
        text: 'You give up the rest of your prepaid year, until February 1, 2027, and get no refund for it.',
        forfeitAcknowledgement:
          'I understand I give up the rest of my prepaid year, until February 1, 2027, without a refund.',
      },
    ],
    [
      'a monthly period: given up without a refund, acknowledged too',
      monthly,
      nothingBack('2026-12-14', 'USD'),
      {
        text: 'You give up the rest of the period you have paid for, until December 14, 2026, and get no refund for it.',
        forfeitAcknowledgement:
          'I understand I give up the rest of my paid period, until December 14, 2026, without a refund.',
      },
    ],
    [
      'a pause or a trial: nothing paid is left, nothing to tick',
      monthly,
      nothingBack(null),
      {
        text: 'No time you have paid for is left unused, so there is nothing to refund.',
        forfeitAcknowledgement: null,
      },
    ],
  ])('%s', (_row, sub, preview, expected) => {
    expect(terminationMoney(sub, preview)).toEqual(expected);
  });
});

describe('terminatedMessage: the toast says what comes back', () => {
  it.each<[string, Preview, string]>([
    [
      'a refund',
      refunded,
      'Your subscription has ended. £118.62 is on its way back to your payment method; your invoices list the refund.',
    ],
    [
      'a credit',
      { ...refunded, refund: { ...refunded.refund, method: 'account_credit' } },
      'Your subscription has ended. £118.62 is kept as credit on your account.',
    ],
    ['nothing', nothingBack('2027-02-01'), 'Your subscription has ended.'],
  ])('%s', (_row, preview, expected) => {
    expect(terminatedMessage(preview)).toBe(expected);
  });
});
