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

/** How the subscription reads at a glance, for every state and pause status. */
export function subscriptionStatus(sub: StatusSubscription): SubscriptionStatus {
  const end = sub.currentPeriodEndsAt;
  switch (sub.state) {
    case 'expired':
      return {
        label: 'Expired',
        tone: 'ended',
        detail: `Ended on ${formatDate(sub.expiresAt ?? end)}.`,
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
        detail: `Active until ${formatDate(sub.expiresAt ?? end)}; it will not renew.`,
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
    return {
      label: 'Pause scheduled',
      tone: 'attention',
      detail: `Pauses on ${formatDate(sub.pausedAt ?? end)} for ${pauseLength(sub)}.`,
    };
  }
  switch (planKind(sub.planCode)) {
    case 'free':
      return { label: 'Active', tone: 'active', detail: 'Free account: there is nothing to pay.' };
    case 'prepaid':
      return {
        label: 'Active',
        tone: 'active',
        detail: `Prepaid until ${formatDate(end)}; it does not renew.`,
      };
    case 'monthly':
    case 'annual':
      return sub.isTrial
        ? {
            label: 'Free trial',
            tone: 'active',
            detail: `Your free trial ends on ${formatDate(sub.trialEndsAt ?? end)}; the subscription then renews.`,
          }
        : { label: 'Active', tone: 'active', detail: `Renews on ${formatDate(end)}.` };
  }
}

/** Whether the subscription has a renewal to preview: a billed plan that is running or paused. */
export function hasRenewal(sub: Pick<Subscription, 'state' | 'planCode'>): boolean {
  const kind = planKind(sub.planCode);
  return (
    (sub.state === 'active' || sub.state === 'paused') && (kind === 'monthly' || kind === 'annual')
  );
}
