import { t } from '@lingui/core/macro';
import dayjs from 'dayjs';
import { formatDate } from '@/shared/format/format.ts';
import { formatDuration } from '@/shared/format/durations.ts';
import type { ConsequenceSubscription } from './consequences.ts';
import { billingPeriod } from './planChange.ts';
import type { BillingPeriod } from '@/shared/plans/catalogue.ts';

/*
 * The pause's wording, apart from the other consequences: its date arithmetic (dayjs) then comes
 * with the pause confirmation's code, not with the subscription screen's first load (decision 014).
 */

/** The day billing starts again after a pause of `cycles` periods from the next renewal. */
function pauseEndsOn(renewsOn: string, period: BillingPeriod, cycles: number): string {
  return dayjs(renewsOn).add(cycles, period).toISOString();
}

/** Without the next renewal's date (proposed, optional) the pause is told without dates. */
export function pauseConsequence(sub: ConsequenceSubscription, cycles: number): string {
  const period = billingPeriod(sub.planCode);
  const renewsOn = sub.currentPeriodEndsAt;
  const duration = formatDuration(cycles, period);
  if (!renewsOn) {
    return t`You keep your subscription as it is until the end of the billing period. It then pauses for ${duration}: you are not charged and Reason+ is unavailable while it is paused. Billing starts again when the pause ends, unless you resume earlier.`;
  }
  const date = formatDate(renewsOn);
  const restartDate = formatDate(pauseEndsOn(renewsOn, period, cycles));
  return t`You keep your subscription as it is until ${date}. It then pauses for ${duration}: you are not charged and Reason+ is unavailable while it is paused. Billing starts again on ${restartDate}, unless you resume earlier.`;
}
