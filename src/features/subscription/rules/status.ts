import type { Subscription } from '@sdk/subscription/model';
import { formatDate, formatDuration } from '@/shared/format/format.ts';
import { billingPeriod } from './planChange.ts';
import { planKind } from './subscriptionState.ts';

export type StatusTone = 'active' | 'attention' | 'ended';

export interface SubscriptionStatus {
  label: string;
  tone: StatusTone;
  /** One sentence on where the subscription stands and what comes next. */
  detail: string;
}

export type StatusSubscription = Pick<
  Subscription,
  | 'state'
  | 'planCode'
  | 'isTrial'
  | 'subscriptionStatus'
  | 'remainingPauseCycles'
  | 'currentPeriodEndsAt'
  | 'trialEndsAt'
  | 'expiresAt'
  | 'pausedAt'
>;

function pauseLength(sub: StatusSubscription): string {
  return formatDuration(sub.remainingPauseCycles ?? 1, billingPeriod(sub.planCode));
}

/**
 * How the subscription reads at a glance, for every state and pause status. Without a date (the
 * period's end is proposed, optional, and no other date stands in) it says what happens, not when.
 */
export function subscriptionStatus(sub: StatusSubscription): SubscriptionStatus {
  const end = sub.currentPeriodEndsAt;
  const paidUntil = sub.expiresAt ?? end;
  switch (sub.state) {
    case 'expired':
      return {
        label: 'Expired',
        tone: 'ended',
        detail: paidUntil ? `Ended on ${formatDate(paidUntil)}.` : 'This subscription has ended.',
      };
    case 'other':
      return {
        label: 'Inactive',
        tone: 'ended',
        detail: 'This subscription is not active. Contact support if you think it should be.',
      };
    case 'canceled':
      return {
        label: 'Canceled',
        tone: 'attention',
        detail: paidUntil
          ? `Active until ${formatDate(paidUntil)}; it will not renew.`
          : 'Active until the end of the billing period; it will not renew.',
      };
    case 'paused':
    case 'active':
      break;
  }
  if (sub.state === 'paused' || sub.subscriptionStatus === 'paused') {
    const since = sub.pausedAt ? `Paused since ${formatDate(sub.pausedAt)}` : 'Paused';
    return {
      label: 'Paused',
      tone: 'attention',
      detail: `${since}, with ${pauseLength(sub)} of the pause left. Resume it at any time.`,
    };
  }
  if (sub.subscriptionStatus === 'scheduledPause') {
    const pausesOn = sub.pausedAt ?? end;
    return {
      label: 'Pause scheduled',
      tone: 'attention',
      detail: pausesOn
        ? `Pauses on ${formatDate(pausesOn)} for ${pauseLength(sub)}.`
        : `Pauses at the end of the billing period for ${pauseLength(sub)}.`,
    };
  }
  switch (planKind(sub.planCode)) {
    case 'free':
      return { label: 'Active', tone: 'active', detail: 'Free account: there is nothing to pay.' };
    case 'prepaid':
      return {
        label: 'Active',
        tone: 'active',
        detail: end
          ? `Prepaid until ${formatDate(end)}; it does not renew.`
          : 'Prepaid; it does not renew.',
      };
    case 'monthly':
    case 'annual': {
      if (sub.isTrial) {
        const trialEnd = sub.trialEndsAt ?? end;
        return {
          label: 'Free trial',
          tone: 'active',
          detail: trialEnd
            ? `Your free trial ends on ${formatDate(trialEnd)}; the subscription then renews.`
            : 'You are on a free trial; the subscription renews when it ends.',
        };
      }
      return {
        label: 'Active',
        tone: 'active',
        detail: end
          ? `Renews on ${formatDate(end)}.`
          : 'Renews automatically at the end of each billing period.',
      };
    }
  }
}

/** Whether the subscription has a renewal to preview: a billed plan that is running or paused. */
export function hasRenewal(sub: Pick<Subscription, 'state' | 'planCode'>): boolean {
  const kind = planKind(sub.planCode);
  return (
    (sub.state === 'active' || sub.state === 'paused') && (kind === 'monthly' || kind === 'annual')
  );
}
