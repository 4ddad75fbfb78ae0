import { t } from '@lingui/core/macro';
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
  if (!date) return t`Pick the new billing date.`;
  if (date < range.from || date > range.to) {
    const from = formatDate(range.from);
    const to = formatDate(range.to);
    return t`Pick a date from ${from} to ${to}.`;
  }
  if (date === current) return t`That is already your billing date. Pick another one.`;
  return null;
}
