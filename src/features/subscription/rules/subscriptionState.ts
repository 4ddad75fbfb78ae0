import type { PlanCode, Subscription, SubscriptionState } from '@sdk/subscription/model';

/** Active or canceled: a canceled subscription still runs until the end of its paid period. */
export function isCurrentSubscription(sub: Pick<Subscription, 'state'>): boolean {
  return sub.state === 'active' || sub.state === 'canceled';
}

/** A paused subscription is still the user's, though not current. */
export function hasSubscription(sub: Pick<Subscription, 'state'> | null): boolean {
  return sub !== null && (isCurrentSubscription(sub) || sub.state === 'paused');
}

const FALLBACK_STATES: readonly SubscriptionState[] = ['paused', 'canceled', 'expired'];

/**
 * The subscription the portal shows: the first active one, else the first paused, canceled or
 * expired one in list order, else none. Generic so callers get back their own (generated) type.
 */
export function pickSubscription<S extends Pick<Subscription, 'state'>>(
  subs: readonly S[],
): S | null {
  return (
    subs.find((sub) => sub.state === 'active') ??
    subs.find((sub) => FALLBACK_STATES.includes(sub.state)) ??
    null
  );
}

export type PlanKind = 'free' | 'prepaid' | 'monthly' | 'annual';

const PLAN_KINDS: Record<PlanCode, PlanKind> = {
  employees: 'free',
  nfr_reasonplusannual: 'free',
  reasonplusoneyearprepaid: 'prepaid',
  reasonplusmonthly: 'monthly',
  reasonplusmonthlynt: 'monthly',
  reasonplusannual: 'annual',
  reasonplusannualnt: 'annual',
};

export function planKind(planCode: PlanCode): PlanKind {
  return PLAN_KINDS[planCode];
}

export function isMultiSeat(sub: Pick<Subscription, 'seats'>): boolean {
  return sub.seats > 1;
}
