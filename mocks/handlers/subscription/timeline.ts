/**
 * What happens to a subscription as time passes, for the mock clock (mocks/clock.ts): the same
 * rules the actions apply, driven by dates instead of calls.
 *
 * - a trial's end is its first charge: the trial is over and a paid period starts;
 * - a period's end renews it (a charge and the next period), on the plan change asked for at
 *   renewal if any;
 * - a scheduled pause starts at the period's end (`paused`, no charge); each paused period uses up
 *   a cycle, and after the last one the subscription resumes as `resume` does, with a charge;
 * - a canceled subscription ends (`expired`) when it runs out, as `terminate` leaves it.
 *
 * The free and prepaid plans are the company's to manage: time changes nothing on them.
 */
import { MANAGED_PLANS, PLANS } from '../../db/catalogue.ts';
import type { SubscriptionRecord } from '../../db/schema.ts';
import { addIntervals, resume, terminate, type Transition } from './stateMachine.ts';

export interface TimePassed {
  /** The subscription as it stands at `until`. */
  subscription: SubscriptionRecord;
  /** The moments it was charged on the way (trial ends, renewals, resumes), oldest first. */
  charges: string[];
}

/** Periods one move may pass through; ten years of monthly renewals fit well within it. */
const MAX_STEPS = 1000;

const applied = (subscription: SubscriptionRecord, transition: Transition) =>
  'refused' in transition ? subscription : { ...subscription, ...transition.changes };

/** The next period of the subscription's plan (the pending one, if a change waits for renewal). */
function renewed(subscription: SubscriptionRecord, at: string): SubscriptionRecord {
  const planCode = subscription.pendingPlanCode ?? subscription.planCode;
  const plan = PLANS[planCode];
  const unitAmount =
    plan.prices.find((price) => price.currency === subscription.currency)?.unitAmount ??
    subscription.unitAmount;
  return {
    ...subscription,
    planCode,
    planName: plan.name,
    unitAmount,
    pendingPlanCode: null,
    isTrial: false,
    currentPeriodStartedAt: at,
    currentPeriodEndsAt: addIntervals(at, plan, 1),
  };
}

/** One step at the end of the current period (a canceled one's end); null when nothing happens. */
function atPeriodEnd(
  subscription: SubscriptionRecord,
): { subscription: SubscriptionRecord; charged: boolean } | null {
  const end = subscription.currentPeriodEndsAt;
  const plan = PLANS[subscription.planCode];
  if (subscription.state === 'canceled') {
    const endsAt = subscription.expiresAt ?? end;
    return { subscription: applied(subscription, terminate(subscription, endsAt)), charged: false };
  }
  if (subscription.state === 'paused') {
    const cycles = subscription.remainingPauseCycles ?? 0;
    if (cycles > 1) {
      return {
        subscription: {
          ...subscription,
          remainingPauseCycles: cycles - 1,
          currentPeriodStartedAt: end,
          currentPeriodEndsAt: addIntervals(end, plan, 1),
        },
        charged: false,
      };
    }
    return { subscription: applied(subscription, resume(subscription, end)), charged: true };
  }
  if (subscription.state !== 'active') return null;
  if (subscription.subscriptionStatus === 'scheduledPause') {
    return {
      subscription: {
        ...subscription,
        state: 'paused',
        subscriptionStatus: 'paused',
        pausedAt: end,
        currentPeriodStartedAt: end,
        currentPeriodEndsAt: addIntervals(end, plan, 1),
      },
      charged: false,
    };
  }
  return { subscription: renewed(subscription, end), charged: true };
}

/** The subscription moved on to `until` (an ISO date-time), with the charges on the way. */
export function passTime(subscription: SubscriptionRecord, until: string): TimePassed {
  const charges: string[] = [];
  if (MANAGED_PLANS.includes(subscription.planCode)) return { subscription, charges };
  let current = subscription;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const end = current.state === 'canceled' ? current.expiresAt : current.currentPeriodEndsAt;
    if (!end || end > until) break;
    const next = atPeriodEnd(current);
    if (!next) break;
    if (next.charged) charges.push(end);
    current = next.subscription;
  }
  return { subscription: current, charges };
}
