import { t } from '@lingui/core/macro';
import type { PlanChangeTimeframe, PlanCode, Subscription } from '@sdk/subscription/model';
import { formatDate } from '@/shared/format/format.ts';
import { type BillingPeriod, planFacts, TIER_NAMES } from '@/shared/plans/catalogue.ts';

export type { BillingPeriod };

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
  const { switchTarget } = planFacts(planCode);
  if (switchTarget === null) return null;
  return pendingPlanCode && pendingPlanCode !== planCode ? planCode : switchTarget;
}

/**
 * When the plan change on offer may happen: always at the next renewal; now, with the unused part
 * of the current period credited (issue 33), only for a move from monthly to annual billing of a
 * subscription that is paying for its month. Not offered now:
 * - annual → monthly: the unused part of a paid year would be a credit larger than a month's
 *   charge, so the service moves to a shorter period at renewal only (and refuses it now);
 * - in a free trial: switching now would end the free time and charge the year today, which
 *   waiting for the trial's end does anyway, with the month still free;
 * - with a pause scheduled, or when the change on offer is calling off one that waits.
 */
export function planChangeTimeframes(
  subscription: Pick<Subscription, 'planCode' | 'isTrial' | 'subscriptionStatus'>,
  pendingPlanCode: PlanCode | null,
): PlanChangeTimeframe[] {
  const target = planChangeTarget(subscription.planCode, pendingPlanCode);
  const upgrade =
    target !== null &&
    target !== subscription.planCode &&
    billingPeriod(subscription.planCode) === 'month' &&
    billingPeriod(target) === 'year';
  const paying = !subscription.isTrial && subscription.subscriptionStatus === 'unpaused';
  return upgrade && paying ? ['renewal', 'now'] : ['renewal'];
}

/** How often a plan bills: the monthly plans every month, everything else once a year. */
export function billingPeriod(planCode: PlanCode): BillingPeriod {
  return planFacts(planCode).billingPeriod;
}

/** "the annual plan", "the monthly plan": a plan named by its billing, while its name is unknown. */
export function planByPeriodName(planCode: PlanCode): string {
  return billingPeriod(planCode) === 'year' ? t`the annual plan` : t`the monthly plan`;
}

/** The plan-change action's name: the switch on offer, or keeping the plan after all. */
export function planChangeLabel(planCode: PlanCode, pendingPlanCode: PlanCode | null): string {
  const target = planChangeTarget(planCode, pendingPlanCode) ?? planCode;
  const annual = billingPeriod(target) === 'year';
  if (target === planCode) return annual ? t`Keep annual billing` : t`Keep monthly billing`;
  return annual ? t`Switch to annual billing` : t`Switch to monthly billing`;
}

/** A plan as the plan-change line names it: its tier ("Monthly"), else its own name. */
function tierName(planCode: PlanCode): string {
  const { tier, name } = planFacts(planCode);
  return tier ? TIER_NAMES[tier] : name;
}

/**
 * A plan change waiting for the renewal: "Monthly → Annual from December 14, 2026", or "from the
 * next renewal" without its date.
 */
export function scheduledPlanChangeText(
  from: PlanCode,
  to: PlanCode,
  effectiveOn: string | undefined,
): string {
  const fromName = tierName(from);
  const toName = tierName(to);
  if (!effectiveOn) return t`${fromName} → ${toName} from the next renewal`;
  const date = formatDate(effectiveOn);
  return t`${fromName} → ${toName} from ${date}`;
}

/** "Reason+ Annual from December 14, 2026": the plan a renewal moves to, named beside its price. */
export function nextPlanPriceLabel(planName: string, effectiveOn: string | undefined): string {
  if (!effectiveOn) return t`${planName} from the next renewal`;
  const date = formatDate(effectiveOn);
  return t`${planName} from ${date}`;
}
