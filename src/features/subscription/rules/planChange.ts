import type { PlanCode } from '@sdk/subscription/model';
import { planKind } from './subscriptionState.ts';

/**
 * Where a plan change leads: monthly ↔ annual. Existing subscribers move to the no-trial variants
 * (they have had their chance at the trial); free and prepaid plans have nothing to switch to.
 * With a change already waiting for the renewal (`pendingPlanCode`), the change on offer is
 * keeping the current plan after all.
 */
export function planChangeTarget(
  planCode: PlanCode,
  pendingPlanCode: PlanCode | null = null,
): PlanCode | null {
  switch (planKind(planCode)) {
    case 'free':
    case 'prepaid':
      return null;
    case 'monthly':
      return pendingPlanCode && pendingPlanCode !== planCode ? planCode : 'reasonplusannualnt';
    case 'annual':
      return pendingPlanCode && pendingPlanCode !== planCode ? planCode : 'reasonplusmonthlynt';
  }
}

export type BillingPeriod = 'month' | 'year';

/** How often a plan bills: the monthly plans every month, everything else once a year. */
export function billingPeriod(planCode: PlanCode): BillingPeriod {
  return planKind(planCode) === 'monthly' ? 'month' : 'year';
}

/** "monthly" or "annual", as the plan's billing is named to the customer. */
export function planPeriodName(planCode: PlanCode): string {
  return billingPeriod(planCode) === 'year' ? 'annual' : 'monthly';
}

/** The plan-change action's name: the switch on offer, or keeping the plan after all. */
export function planChangeLabel(planCode: PlanCode, pendingPlanCode: PlanCode | null): string {
  const target = planChangeTarget(planCode, pendingPlanCode) ?? planCode;
  return target === planCode
    ? `Keep ${planPeriodName(planCode)} billing`
    : `Switch to ${planPeriodName(target)} billing`;
}
