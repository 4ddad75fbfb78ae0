import { t } from '@lingui/core/macro';
import type { Subscription } from '@sdk/subscription/model';
import { formatDate } from '@/shared/format/format.ts';
import { formatDuration } from '@/shared/format/durations.ts';
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
  const endDate = end ? formatDate(end) : null;
  const paidUntil = sub.expiresAt ?? end;
  const paidUntilDate = paidUntil ? formatDate(paidUntil) : null;
  switch (sub.state) {
    case 'expired':
      return {
        label: t({ message: 'Expired', context: 'subscription status' }),
        tone: 'ended',
        detail: paidUntilDate ? t`Ended on ${paidUntilDate}.` : t`This subscription has ended.`,
      };
    case 'other':
      return {
        label: t({ message: 'Inactive', context: 'subscription status' }),
        tone: 'ended',
        detail: t`This subscription is not active. Contact support if you think it should be.`,
      };
    case 'canceled':
      return {
        label: t({ message: 'Canceled', context: 'subscription status' }),
        tone: 'attention',
        detail: paidUntilDate
          ? t`Active until ${paidUntilDate}; it will not renew.`
          : t`Active until the end of the billing period; it will not renew.`,
      };
    case 'paused':
    case 'active':
      break;
  }
  if (sub.state === 'paused' || sub.subscriptionStatus === 'paused') {
    const left = pauseLength(sub);
    const since = sub.pausedAt ? formatDate(sub.pausedAt) : null;
    return {
      label: t`Paused`,
      tone: 'attention',
      detail: since
        ? t`Paused since ${since}, with ${left} of the pause left. Resume it at any time.`
        : t`Paused, with ${left} of the pause left. Resume it at any time.`,
    };
  }
  if (sub.subscriptionStatus === 'scheduledPause') {
    const pausesOn = sub.pausedAt ?? end;
    const length = pauseLength(sub);
    const date = pausesOn ? formatDate(pausesOn) : null;
    return {
      label: t`Pause scheduled`,
      tone: 'attention',
      detail: date
        ? t`Pauses on ${date} for ${length}.`
        : t`Pauses at the end of the billing period for ${length}.`,
    };
  }
  switch (planKind(sub.planCode)) {
    case 'free':
      return {
        label: t`Active`,
        tone: 'active',
        detail: t`Free account: there is nothing to pay.`,
      };
    case 'prepaid':
      return {
        label: t`Active`,
        tone: 'active',
        detail: endDate
          ? t`Prepaid until ${endDate}; it does not renew.`
          : t`Prepaid; it does not renew.`,
      };
    case 'monthly':
    case 'annual': {
      if (sub.isTrial) {
        const trialEnd = sub.trialEndsAt ?? end;
        const trialEndDate = trialEnd ? formatDate(trialEnd) : null;
        return {
          label: t`Free trial`,
          tone: 'active',
          detail: trialEndDate
            ? t`Your free trial ends on ${trialEndDate}; the subscription then renews.`
            : t`You are on a free trial; the subscription renews when it ends.`,
        };
      }
      return {
        label: t`Active`,
        tone: 'active',
        detail: endDate
          ? t`Renews on ${endDate}.`
          : t`Renews automatically at the end of each billing period.`,
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
