import { t } from '@lingui/core/macro';
import type { PlanCode } from '@sdk/subscription/model';
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
