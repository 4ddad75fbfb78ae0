import { t } from '@lingui/core/macro';
import type { BillingInfo, Subscription } from '@sdk/subscription/model';
import { planKind } from './subscriptionState.ts';

export type SubscriptionAction =
  | 'pause'
  | 'resume'
  | 'cancel'
  | 'reactivate'
  | 'terminate'
  | 'changePlan'
  | 'changeBillingDate'
  | 'updatePaymentMethod';

// One fixed order, so screens render buttons consistently whatever rule let them through.
const ACTION_ORDER: readonly SubscriptionAction[] = [
  'pause',
  'resume',
  'cancel',
  'reactivate',
  'terminate',
  'changePlan',
  'changeBillingDate',
  'updatePaymentMethod',
];

type Phase = 'running' | 'pauseScheduled' | 'paused' | 'cancelPending' | 'ended';

const ACTIONS_BY_PHASE: Record<Phase, readonly SubscriptionAction[]> = {
  running: [
    'pause',
    'cancel',
    'terminate',
    'changePlan',
    'changeBillingDate',
    'updatePaymentMethod',
  ],
  // Resume here withdraws the scheduled pause; the billing date and plan wait until it is settled.
  pauseScheduled: ['resume', 'cancel', 'terminate', 'updatePaymentMethod'],
  paused: ['resume', 'cancel', 'terminate', 'updatePaymentMethod'],
  // Canceled means the cancel takes effect at the end of the paid period; it can still be undone.
  cancelPending: ['reactivate', 'terminate', 'updatePaymentMethod'],
  ended: [],
};

// Paid up front for a fixed year and managed by the company: it does not renew, so nothing that
// stops, reschedules, changes or restores a renewal applies.
const NOT_FOR_PREPAID: ReadonlySet<SubscriptionAction> = new Set([
  'pause',
  'cancel',
  'reactivate',
  'changePlan',
  'changeBillingDate',
]);

// A trial has no paid cycles to skip, and moving its billing date would lengthen or shorten the
// free period.
const NOT_FOR_TRIAL: ReadonlySet<SubscriptionAction> = new Set(['pause', 'changeBillingDate']);

export type ActionSubscription = Pick<
  Subscription,
  'state' | 'planCode' | 'isTrial' | 'subscriptionStatus'
>;

function phaseOf(sub: ActionSubscription): Phase {
  if (sub.state === 'expired' || sub.state === 'other') return 'ended';
  if (sub.state === 'canceled') return 'cancelPending';
  if (sub.state === 'paused' || sub.subscriptionStatus === 'paused') return 'paused';
  if (sub.subscriptionStatus === 'scheduledPause') return 'pauseScheduled';
  return 'running';
}

export interface ActionContext {
  /**
   * The saved payment method, when loaded. `null` means none is on file: reactivating would restore
   * a renewal with nothing to charge, so the user is steered to add a payment method first.
   * Leave it out while unknown.
   */
  billingInfo?: Pick<BillingInfo, 'paymentMethod'> | null;
}

export function allowedActions(
  sub: ActionSubscription,
  { billingInfo }: ActionContext = {},
): SubscriptionAction[] {
  const kind = planKind(sub.planCode);
  // Special free accounts are not billed, so none of the billing actions apply.
  if (kind === 'free') return [];
  const byPhase = new Set(ACTIONS_BY_PHASE[phaseOf(sub)]);
  return ACTION_ORDER.filter(
    (action) =>
      byPhase.has(action) &&
      !(kind === 'prepaid' && NOT_FOR_PREPAID.has(action)) &&
      !(sub.isTrial && NOT_FOR_TRIAL.has(action)) &&
      !(action === 'reactivate' && billingInfo === null),
  );
}

/**
 * The anti-churn offer comes before a cancel only where the service can apply it: a running,
 * billed subscription (a paused one is canceled straight away).
 */
export function offersAntichurnCoupon(sub: Pick<Subscription, 'state' | 'planCode'>): boolean {
  const kind = planKind(sub.planCode);
  return sub.state === 'active' && (kind === 'monthly' || kind === 'annual');
}

export const PAUSE_CYCLES = { min: 1, max: 12 } as const;

/** Validation message for the number of billing cycles to pause, or null when it is acceptable. */
export function pauseCyclesError(cycles: number): string | null {
  if (!Number.isInteger(cycles)) return t`Choose a whole number of billing cycles.`;
  const { min, max } = PAUSE_CYCLES;
  if (cycles < min || cycles > max) return t`Choose between ${min} and ${max} billing cycles.`;
  return null;
}
