/**
 * The subscription state machine of spec section 4, as the mock subscription service enforces it.
 * Each action either refuses (the message of the 400 validation error) or returns the changes to
 * apply. Decisions the spec leaves open:
 * - a pause always starts at the end of the current period: pausing sets `scheduledPause`, and the
 *   subscription only becomes `paused` at renewal (the `paused` persona shows that later stage);
 * - resuming a paused subscription starts a new billing period today; resuming a scheduled pause
 *   just cancels it;
 * - cancel works on active and paused subscriptions and clears any pause;
 * - the free and prepaid plans (employees, nfr_reasonplusannual, reasonplusoneyearprepaid) are
 *   managed by the company: their lifecycle actions are refused;
 * - a plan change `now` starts a new period on the new plan today (prorated: ./proration.ts); at
 *   `renewal` it waits. A change now to a shorter billing period is refused: it waits for the
 *   renewal, so no paid time becomes a credit larger than the charge it would be taken off.
 */
import type { Plan, PlanChangeTimeframe, PlanCode, TemporalUnit } from '@sdk/subscription/model';
import { MANAGED_PLANS, PLANS, SELF_SERVICE_PLANS } from '../../db/catalogue.ts';
import type { SubscriptionRecord } from '../../db/schema.ts';
import { isoSeconds } from '../support.ts';

export type Transition = { refused: string } | { changes: Partial<SubscriptionRecord> };

/**
 * How far the billing date may move: up to this many days after the date the current period was
 * scheduled to end, so moves stretch a period by less than a month.
 */
export const BILLING_DATE_WINDOW_DAYS = 29;

/** `amount` days, weeks, months or years after `iso`. */
export function addTime(iso: string, amount: number, unit: TemporalUnit): string {
  const date = new Date(iso);
  if (unit === 'year') date.setUTCMonth(date.getUTCMonth() + 12 * amount);
  else if (unit === 'month') date.setUTCMonth(date.getUTCMonth() + amount);
  else date.setUTCDate(date.getUTCDate() + amount * (unit === 'week' ? 7 : 1));
  return isoSeconds(date);
}

/** `count` billing intervals of the plan after `iso`. */
export function addIntervals(
  iso: string,
  plan: Required<Pick<Plan, 'intervalLength' | 'intervalUnit'>>,
  count: number,
): string {
  return addTime(iso, plan.intervalLength * count, plan.intervalUnit);
}

function managed(subscription: SubscriptionRecord, action: string): Transition | null {
  return MANAGED_PLANS.includes(subscription.planCode)
    ? {
        refused: `Subscription ${subscription.id} is on the ${subscription.planCode} plan, which is managed by the company and cannot be ${action}`,
      }
    : null;
}

const cleared = {
  subscriptionStatus: 'unpaused',
  remainingPauseCycles: null,
  pausedAt: null,
} as const;

export function cancel(subscription: SubscriptionRecord, now: string): Transition {
  const { id, state } = subscription;
  if (state === 'canceled') return { refused: `Subscription ${id} is already canceled` };
  if (state !== 'active' && state !== 'paused') {
    return { refused: `Subscription ${id} is ${state} and cannot be canceled` };
  }
  return (
    managed(subscription, 'canceled') ?? {
      changes: {
        ...cleared,
        state: 'canceled',
        canceledAt: now,
        expiresAt: subscription.currentPeriodEndsAt,
        pendingPlanCode: null,
      },
    }
  );
}

export function reactivate(subscription: SubscriptionRecord, now: string): Transition {
  if (subscription.state !== 'canceled') {
    return { refused: 'Only canceled subscriptions can be reactivated' };
  }
  if (subscription.expiresAt && subscription.expiresAt <= now) {
    return { refused: `Subscription ${subscription.id} has ended and cannot be reactivated` };
  }
  return (
    managed(subscription, 'reactivated') ?? {
      changes: { state: 'active', canceledAt: null, expiresAt: null },
    }
  );
}

export function pause(subscription: SubscriptionRecord, cycles: number): Transition {
  const { id, state, subscriptionStatus } = subscription;
  if (subscriptionStatus === 'scheduledPause') {
    return { refused: `Subscription ${id} already has a scheduled pause` };
  }
  if (state === 'paused' || subscriptionStatus === 'paused') {
    return { refused: `Subscription ${id} is already paused` };
  }
  if (state !== 'active') return { refused: `Subscription ${id} is ${state} and cannot be paused` };
  if (subscription.isTrial) {
    return { refused: `Subscription ${id} is in its free trial and cannot be paused` };
  }
  return (
    managed(subscription, 'paused') ?? {
      changes: {
        subscriptionStatus: 'scheduledPause',
        remainingPauseCycles: cycles,
        pausedAt: subscription.currentPeriodEndsAt,
      },
    }
  );
}

export function resume(subscription: SubscriptionRecord, now: string): Transition {
  if (subscription.subscriptionStatus === 'scheduledPause' && subscription.state === 'active') {
    return { changes: { ...cleared } };
  }
  if (subscription.state !== 'paused') {
    return { refused: 'Only paused subscriptions can be resumed' };
  }
  return {
    changes: {
      ...cleared,
      state: 'active',
      currentPeriodStartedAt: now,
      currentPeriodEndsAt: addIntervals(now, PLANS[subscription.planCode], 1),
    },
  };
}

/** A plan's billing period in months (the self-service plans bill by the month or the year). */
function monthsOf(plan: Required<Pick<Plan, 'intervalLength' | 'intervalUnit'>>): number {
  const perUnit = { year: 12, month: 1, week: 7 / 30, day: 1 / 30 } as const;
  return plan.intervalLength * perUnit[plan.intervalUnit];
}

/**
 * Moves an active subscription to another self-service plan: `now` starts a new period on it today
 * (at `unitAmount`, the new plan's price), `renewal` keeps the current plan until the period ends.
 */
export function changePlan(
  subscription: SubscriptionRecord,
  planCode: PlanCode,
  timeframe: PlanChangeTimeframe,
  now: string,
  unitAmount: number,
): Transition {
  const { id, state } = subscription;
  if (state !== 'active') {
    return { refused: `Subscription ${id} is ${state}; its plan cannot be changed` };
  }
  if (MANAGED_PLANS.includes(subscription.planCode)) {
    return {
      refused: `Subscription ${id} is on the ${subscription.planCode} plan, which is managed by the company`,
    };
  }
  if (!SELF_SERVICE_PLANS.includes(planCode)) {
    return { refused: `Plan ${planCode} cannot be chosen` };
  }
  if ((subscription.pendingPlanCode ?? subscription.planCode) === planCode) {
    return { refused: `Subscription ${id} is already on plan ${planCode}` };
  }
  const plan = PLANS[planCode];
  if (timeframe === 'now' && monthsOf(plan) < monthsOf(PLANS[subscription.planCode])) {
    return {
      refused: `Plan ${planCode} cannot be chosen now for subscription ${id}: a shorter billing period starts at renewal`,
    };
  }
  if (timeframe === 'now') {
    return {
      changes: {
        planCode,
        planName: plan.name,
        unitAmount,
        isTrial: false,
        currentPeriodStartedAt: now,
        currentPeriodEndsAt: addIntervals(now, plan, 1),
        pendingPlanCode: null,
      },
    };
  }
  return { changes: { pendingPlanCode: planCode === subscription.planCode ? null : planCode } };
}

/** Ends the subscription at once; terminating an expired one changes nothing. */
export function terminate(subscription: SubscriptionRecord, now: string): Transition {
  if (subscription.state === 'expired') return { changes: {} };
  return {
    changes: {
      ...cleared,
      state: 'expired',
      isTrial: false,
      canceledAt: subscription.canceledAt ?? now,
      expiresAt: now,
      pendingPlanCode: null,
    },
  };
}

/** The date the subscription next bills (ISO date). */
export function billingDateOf(subscription: SubscriptionRecord): string {
  return subscription.currentPeriodEndsAt.slice(0, 10);
}

/**
 * When the current period was scheduled to end, before any move of the billing date: its start plus
 * one billing interval (a trial's period is the trial). Moves change the period's end, never this.
 */
function scheduledPeriodEnd(subscription: SubscriptionRecord): string {
  return subscription.isTrial
    ? subscription.currentPeriodEndsAt
    : addIntervals(subscription.currentPeriodStartedAt, PLANS[subscription.planCode], 1);
}

/**
 * The dates the billing date may move to (inclusive), anchored on the current period as a billing
 * provider would enforce it: from the scheduled end to 29 days later. Moving the date does not move
 * the range, so repeated moves cannot push a renewal back without limit; a new period (resume,
 * switching plan now) brings a new range.
 */
export function allowedBillingDates(subscription: SubscriptionRecord): {
  from: string;
  to: string;
} {
  const scheduledEnd = scheduledPeriodEnd(subscription);
  return {
    from: scheduledEnd.slice(0, 10),
    to: addTime(scheduledEnd, BILLING_DATE_WINDOW_DAYS, 'day').slice(0, 10),
  };
}

export function changeBillingDate(subscription: SubscriptionRecord, date: string): Transition {
  const { id, state } = subscription;
  if (state !== 'active' || subscription.subscriptionStatus === 'paused') {
    return { refused: `Subscription ${id} is ${state}; its billing date cannot be changed` };
  }
  if (subscription.isTrial) {
    return {
      refused: `Subscription ${id} is in its free trial; its billing date cannot be changed`,
    };
  }
  const refusedAsManaged = managed(subscription, 'moved to another billing date');
  if (refusedAsManaged) return refusedAsManaged;
  const { from, to } = allowedBillingDates(subscription);
  if (date < from || date > to) {
    return { refused: `Billing date ${date} is outside the allowed range ${from} to ${to}` };
  }
  // Keep the time of day: only the date moves.
  const nextBilling = `${date}${subscription.currentPeriodEndsAt.slice(10)}`;
  return {
    changes: {
      currentPeriodEndsAt: nextBilling,
      pausedAt: subscription.subscriptionStatus === 'scheduledPause' ? nextBilling : null,
    },
  };
}

/** The date the next charge happens, pauses included. */
export function nextChargeAt(subscription: SubscriptionRecord): string {
  const plan = PLANS[subscription.planCode];
  const cycles = subscription.remainingPauseCycles ?? 0;
  if (subscription.subscriptionStatus === 'scheduledPause') {
    return addIntervals(subscription.currentPeriodEndsAt, plan, cycles);
  }
  if (subscription.subscriptionStatus === 'paused') {
    return addIntervals(subscription.currentPeriodEndsAt, plan, Math.max(cycles - 1, 0));
  }
  return subscription.currentPeriodEndsAt;
}
