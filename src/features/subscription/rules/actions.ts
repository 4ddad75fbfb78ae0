import { planKind, type Subscription } from './subscriptionState.ts';

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

// Paid up front for a fixed year: nothing that reschedules, changes or restores the renewal.
const NOT_FOR_PREPAID: ReadonlySet<SubscriptionAction> = new Set([
  'pause',
  'changePlan',
  'changeBillingDate',
  'reactivate',
]);

// A trial has no paid cycles to skip.
const NOT_FOR_TRIAL: ReadonlySet<SubscriptionAction> = new Set(['pause']);

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
  billingInfo?: { paymentMethod: 'credit_card' | 'paypal_billing_agreement' } | null;
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

export const PAUSE_CYCLES = { min: 1, max: 12 } as const;

/** Validation message for the number of billing cycles to pause, or null when it is acceptable. */
export function pauseCyclesError(cycles: number): string | null {
  if (!Number.isInteger(cycles)) return 'Choose a whole number of billing cycles.';
  if (cycles < PAUSE_CYCLES.min || cycles > PAUSE_CYCLES.max) {
    return `Choose between ${PAUSE_CYCLES.min} and ${PAUSE_CYCLES.max} billing cycles.`;
  }
  return null;
}
