import { plural } from '@lingui/core/macro';
import type { Plan, PlanPrice } from '@sdk/subscription/model';
import { formatMoney } from '@/shared/format/format.ts';
import { formatDuration, numberToWords } from '@/shared/format/durations.ts';
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

/**
 * How often the price is charged, said after it: "per month", "per year", "per three months"
 * ("pro Monat", "alle drei Monate"); words up to twelve, as house style asks.
 */
export function billingPeriodText(plan: PlanInterval): string {
  const count = plan.intervalLength;
  const words = numberToWords(count);
  switch (plan.intervalUnit) {
    case 'day':
      return plural(count, { one: 'per day', other: `per ${words} days` });
    case 'week':
      return plural(count, { one: 'per week', other: `per ${words} weeks` });
    case 'month':
      return plural(count, { one: 'per month', other: `per ${words} months` });
    case 'year':
      return plural(count, { one: 'per year', other: `per ${words} years` });
  }
}

/** The plan's own trial ("one month"), or null when the plan has none. */
export function planTrialText(plan: Pick<Plan, 'trialLength' | 'trialUnit'>): string | null {
  if (plan.trialLength == null || plan.trialUnit == null) return null;
  return formatDuration(plan.trialLength, plan.trialUnit);
}
