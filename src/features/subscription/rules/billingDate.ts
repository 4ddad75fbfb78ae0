import type { BillingDateRange } from '@sdk/subscription/model';
import { formatDate } from '@/shared/format/format.ts';

/**
 * Why a new billing date cannot be sent, or null when it can. Dates are ISO `YYYY-MM-DD`, so
 * they compare as strings; the range is inclusive, as the server's is.
 */
export function billingDateError(
  date: string | null,
  range: BillingDateRange,
  current: string | null,
): string | null {
  if (!date) return 'Pick the new billing date.';
  if (date < range.from || date > range.to) {
    return `Pick a date from ${formatDate(range.from)} to ${formatDate(range.to)}.`;
  }
  if (date === current) return 'That is already your billing date. Pick another one.';
  return null;
}
