import type { Subscription } from '@sdk/subscription/model';

/**
 * What a confirmation's promise rests on: the state, pause, plan (and the change waiting for the
 * renewal), dates, coupon and seats. Another read of the same subscription that differs in none
 * of these has not changed in any way the customer was told about.
 */
const WHAT_A_CONFIRMATION_SAYS = [
  'state',
  'subscriptionStatus',
  'remainingPauseCycles',
  'pausedAt',
  'planCode',
  'scheduledPlanCode',
  'isTrial',
  'trialEndsAt',
  'currentPeriodEndsAt',
  'expiresAt',
  'couponCode',
  'seats',
] as const satisfies readonly (keyof Subscription)[];

export type ComparedSubscription = Pick<Subscription, (typeof WHAT_A_CONFIRMATION_SAYS)[number]>;

/**
 * The subscription's state as one value: equal for two reads that differ in nothing a confirmation
 * says. A field the service leaves out counts as null: an optional field it does not send has not
 * changed.
 */
export function stateOf(sub: ComparedSubscription): string {
  return JSON.stringify(WHAT_A_CONFIRMATION_SAYS.map((field) => sub[field] ?? null));
}

/**
 * Whether the subscription is no longer the one a confirmation was showing: changed in another
 * window, on another device or by support (or by the write whose answer was lost).
 */
export function changedSince(shown: ComparedSubscription, now: ComparedSubscription): boolean {
  return stateOf(shown) !== stateOf(now);
}
