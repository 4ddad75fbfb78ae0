import type { Plan, PlanPrice } from '@sdk/subscription/model';
import { formatDuration, formatMoney } from '@/shared/format/format.ts';
import type { PlanInterval } from '@/shared/plans/catalogue.ts';

export const DEFAULT_CURRENCY = 'USD';

/** The account's currency (`/account/me`), USD when the user has none or is not signed in. */
export function accountCurrency(user: { currency: string | null } | null): string {
  return user?.currency || DEFAULT_CURRENCY;
}

/** The plan's price in the account's currency, or null when the plan is not sold in it. */
export function planPrice(plan: { prices: PlanPrice[] }, currency: string): PlanPrice | null {
  return plan.prices.find((price) => price.currency === currency) ?? null;
}

export function formatPrice(price: PlanPrice): string {
  return formatMoney(price.unitAmount, price.currency);
}

/** "month", "year" for a single unit; "three months" for longer intervals: read as "per …". */
export function billingPeriodText(plan: PlanInterval): string {
  return plan.intervalLength === 1
    ? plan.intervalUnit
    : formatDuration(plan.intervalLength, plan.intervalUnit);
}

/** The plan's own trial ("one month"), or null when the plan has none. */
export function planTrialText(plan: Pick<Plan, 'trialLength' | 'trialUnit'>): string | null {
  if (plan.trialLength == null || plan.trialUnit == null) return null;
  return formatDuration(plan.trialLength, plan.trialUnit);
}
