import dayjs from 'dayjs';
import { formatDate, formatDuration } from '@/shared/format/format.ts';
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
  return (
    `You keep your subscription as it is until ` +
    `${renewsOn ? formatDate(renewsOn) : 'the end of the billing period'}. ` +
    `It then pauses for ${formatDuration(cycles, period)}: you are not charged and Reason+ is ` +
    `unavailable while it is paused. ` +
    (renewsOn
      ? `Billing starts again on ${formatDate(pauseEndsOn(renewsOn, period, cycles))}, `
      : 'Billing starts again when the pause ends, ') +
    `unless you resume earlier.`
  );
}
