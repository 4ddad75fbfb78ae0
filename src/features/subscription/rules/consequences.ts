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

/** "on December 14, 2026", or "at the end of the billing period" without a date. */
function onDate(date: string | null | undefined): string {
  return date ? `on ${formatDate(date)}` : 'at the end of the billing period';
}

/** "until December 14, 2026", or "until the end of the billing period" without a date. */
function untilDate(date: string | undefined): string {
  return `until ${date ? formatDate(date) : 'the end of the billing period'}`;
}

/**
 * Paused now (not merely scheduled to pause): the customer has no Reason+ at the moment, so no
 * confirmation may tell them what they "keep".
 */
function isPausedNow(sub: ConsequenceSubscription): boolean {
  return sub.subscriptionStatus === 'paused';
}

export function resumeConsequence(sub: ConsequenceSubscription): string {
  if (sub.subscriptionStatus === 'scheduledPause') {
    const pausesOn = sub.pausedAt ?? sub.currentPeriodEndsAt;
    return (
      `The pause planned ${pausesOn ? `from ${formatDate(pausesOn)}` : 'for your next renewal'} ` +
      `is called off. Your subscription renews ${onDate(sub.currentPeriodEndsAt)} as usual.`
    );
  }
  return (
    'Your subscription becomes active again today: you get Reason+ back straight away, and a new ' +
    'billing period starts today, charged to your saved payment method.'
  );
}

export function cancelConsequence(sub: ConsequenceSubscription): string {
  if (isPausedNow(sub)) {
    return (
      `Your subscription is paused, so you have no access to Reason+ now. Canceling ends it ` +
      `${onDate(paidUntil(sub))} instead of resuming it, and you will not be charged again. ` +
      `You can reactivate it until then.`
    );
  }
  return (
    `You keep Reason+ ${untilDate(paidUntil(sub))}. Your subscription will not renew and ` +
    `you will not be charged again. You can reactivate it until then.`
  );
}

export function reactivateConsequence(sub: ConsequenceSubscription): string {
  return (
    `Your subscription continues without a break and renews ${onDate(paidUntil(sub))}, ` +
    `charged to your saved payment method. Nothing changes until then.`
  );
}

export function terminateConsequence(sub: ConsequenceSubscription): string {
  if (isPausedNow(sub)) {
    return (
      'Your subscription ends immediately instead of resuming after its pause. This cannot be ' +
      'undone.'
    );
  }
  return (
    `Your subscription ends immediately: you lose access to Reason+ now instead of ` +
    `${onDate(paidUntil(sub))}. This cannot be undone.`
  );
}

/**
 * Moving to another plan at the next renewal. The prices are not in the words: the confirmation
 * shows what the service will charge, with discount and tax, beside them.
 */
export function planChangeConsequence(sub: ConsequenceSubscription, targetName: string): string {
  return (
    `From your next renewal${sub.currentPeriodEndsAt ? ` on ${formatDate(sub.currentPeriodEndsAt)}` : ''}, your subscription moves ` +
    `to ${targetName}. Until then you keep ${planNameOf(sub)} as it is.`
  );
}

/** Calling off a plan change that waits for the renewal. */
export function keepPlanConsequence(sub: ConsequenceSubscription, pendingName: string): string {
  return (
    `Your subscription stays on ${planNameOf(sub)} at your next renewal` +
    `${sub.currentPeriodEndsAt ? ` on ${formatDate(sub.currentPeriodEndsAt)}` : ''}, instead of ` +
    `moving to ${pendingName}. Its price does not change.`
  );
}

/** Moving the next charge; `from` is null while (or when) its current date is not known. */
export function billingDateConsequence(from: string | null, to: string): string {
  return (
    `Your next charge moves ${from ? `from ${formatDate(from)} ` : ''}to ${formatDate(to)}. ` +
    `Your plan and its price stay the same, and you keep full access in between.`
  );
}
