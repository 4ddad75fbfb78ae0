import type { PlanCode, Subscription } from '@sdk/subscription/model';
import { planFacts } from '@/shared/plans/catalogue.ts';

/** Active or canceled: a canceled subscription still runs until the end of its paid period. */
export function isCurrentSubscription(sub: Pick<Subscription, 'state'>): boolean {
  return sub.state === 'active' || sub.state === 'canceled';
}

/** A paused subscription is still the user's, though not current. */
export function hasSubscription(sub: Pick<Subscription, 'state'> | null): boolean {
  return sub !== null && (isCurrentSubscription(sub) || sub.state === 'paused');
}

export type PlanKind = 'free' | 'prepaid' | 'monthly' | 'annual';

/** How the subscription screen treats a plan: free, prepaid, or a paid plan by how it bills. */
export function planKind(planCode: PlanCode): PlanKind {
  const { kind, billingPeriod } = planFacts(planCode);
  if (kind !== 'paid') return kind;
  return billingPeriod === 'month' ? 'monthly' : 'annual';
}

export function isMultiSeat(sub: Pick<Subscription, 'seats'>): boolean {
  return sub.seats > 1;
}
