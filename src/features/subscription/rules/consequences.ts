import { t } from '@lingui/core/macro';
import type { Subscription } from '@sdk/subscription/model';
import { formatDate } from '@/shared/format/format.ts';
import { planNameOf } from '@/shared/plans/catalogue.ts';

/**
 * What each action will do, in the words of its confirmation: what the customer keeps and until
 * when. Pure, so every state's wording is table-tested.
 */
export type ConsequenceSubscription = Pick<
  Subscription,
  'planCode' | 'planName' | 'subscriptionStatus' | 'currentPeriodEndsAt' | 'expiresAt' | 'pausedAt'
>;

/**
 * The end of what is paid for: a canceled subscription's end, else the current period's; undefined
 * when the service gives neither (both proposed, optional).
 */
function paidUntil(sub: ConsequenceSubscription): string | undefined {
  return sub.expiresAt ?? sub.currentPeriodEndsAt;
}

/**
 * Paused now (not merely scheduled to pause): the customer has no Reason+ at the moment, so no
 * confirmation may tell them what they "keep".
 */
function isPausedNow(sub: ConsequenceSubscription): boolean {
  return sub.subscriptionStatus === 'paused';
}

/** Two sentences, one after the other (Japanese writes them without a space between). */
function twoSentences(first: string, second: string): string {
  return t`${first} ${second}`;
}

export function resumeConsequence(sub: ConsequenceSubscription): string {
  if (sub.subscriptionStatus === 'scheduledPause') {
    const pausesOn = sub.pausedAt ?? sub.currentPeriodEndsAt;
    const pauseDate = pausesOn ? formatDate(pausesOn) : null;
    const calledOff = pauseDate
      ? t`The pause planned from ${pauseDate} is called off.`
      : t`The pause planned for your next renewal is called off.`;
    const renewalDate = sub.currentPeriodEndsAt ? formatDate(sub.currentPeriodEndsAt) : null;
    const renews = renewalDate
      ? t`Your subscription renews on ${renewalDate} as usual.`
      : t`Your subscription renews at the end of the billing period as usual.`;
    return twoSentences(calledOff, renews);
  }
  return t`Your subscription becomes active again today: you get Reason+ back straight away, and a new billing period starts today, charged to your saved payment method.`;
}

/** The end of what is paid for, written out; null without a date. */
function paidUntilDate(sub: ConsequenceSubscription): string | null {
  const date = paidUntil(sub);
  return date ? formatDate(date) : null;
}

export function cancelConsequence(sub: ConsequenceSubscription): string {
  const date = paidUntilDate(sub);
  if (isPausedNow(sub)) {
    return date
      ? t`Your subscription is paused, so you have no access to Reason+ now. Canceling ends it on ${date} instead of resuming it, and you will not be charged again. You can reactivate it until then.`
      : t`Your subscription is paused, so you have no access to Reason+ now. Canceling ends it at the end of the billing period instead of resuming it, and you will not be charged again. You can reactivate it until then.`;
  }
  return date
    ? t`You keep Reason+ until ${date}. Your subscription will not renew and you will not be charged again. You can reactivate it until then.`
    : t`You keep Reason+ until the end of the billing period. Your subscription will not renew and you will not be charged again. You can reactivate it until then.`;
}

export function reactivateConsequence(sub: ConsequenceSubscription): string {
  const date = paidUntilDate(sub);
  return date
    ? t`Your subscription continues without a break and renews on ${date}, charged to your saved payment method. Nothing changes until then.`
    : t`Your subscription continues without a break and renews at the end of the billing period, charged to your saved payment method. Nothing changes until then.`;
}

export function terminateConsequence(sub: ConsequenceSubscription): string {
  if (isPausedNow(sub)) {
    return t`Your subscription ends immediately instead of resuming after its pause. This cannot be undone.`;
  }
  const date = paidUntilDate(sub);
  return date
    ? t`Your subscription ends immediately: you lose access to Reason+ now instead of on ${date}. This cannot be undone.`
    : t`Your subscription ends immediately: you lose access to Reason+ now instead of at the end of the billing period. This cannot be undone.`;
}

/**
 * Moving to another plan at the next renewal. The prices are not in the words: the confirmation
 * shows what the service will charge, with discount and tax, beside them.
 */
export function planChangeConsequence(sub: ConsequenceSubscription, targetName: string): string {
  const currentName = planNameOf(sub);
  const date = sub.currentPeriodEndsAt ? formatDate(sub.currentPeriodEndsAt) : null;
  return date
    ? t`From your next renewal on ${date}, your subscription moves to ${targetName}. Until then you keep ${currentName} as it is.`
    : t`From your next renewal, your subscription moves to ${targetName}. Until then you keep ${currentName} as it is.`;
}

/**
 * Moving to another plan today (issue 33): a new billing period starts now, and the unused part of
 * the current one is taken off today's charge. The figures are the service's, beside the words.
 */
export function planChangeNowConsequence(sub: ConsequenceSubscription, targetName: string): string {
  const currentName = planNameOf(sub);
  const date = sub.currentPeriodEndsAt ? formatDate(sub.currentPeriodEndsAt) : null;
  return date
    ? t`Your subscription moves to ${targetName} today, and a new billing period starts today. The part of ${currentName} you have paid for but not used, until ${date}, is credited against what you pay today.`
    : t`Your subscription moves to ${targetName} today, and a new billing period starts today. The part of ${currentName} you have paid for but not used is credited against what you pay today.`;
}

/** Calling off a plan change that waits for the renewal. */
export function keepPlanConsequence(sub: ConsequenceSubscription, pendingName: string): string {
  const currentName = planNameOf(sub);
  const date = sub.currentPeriodEndsAt ? formatDate(sub.currentPeriodEndsAt) : null;
  return date
    ? t`Your subscription stays on ${currentName} at your next renewal on ${date}, instead of moving to ${pendingName}. Its price does not change.`
    : t`Your subscription stays on ${currentName} at your next renewal, instead of moving to ${pendingName}. Its price does not change.`;
}

/** Moving the next charge; `from` is null while (or when) its current date is not known. */
export function billingDateConsequence(from: string | null, to: string): string {
  const toDate = formatDate(to);
  if (from) {
    const fromDate = formatDate(from);
    return t`Your next charge moves from ${fromDate} to ${toDate}. Your plan and its price stay the same, and you keep full access in between.`;
  }
  return t`Your next charge moves to ${toDate}. Your plan and its price stay the same, and you keep full access in between.`;
}
