import dayjs from 'dayjs';
import { formatDate, formatDuration } from '@/shared/format/format.ts';
import type { ConsequenceSubscription } from './consequences.ts';
import { billingPeriod } from './planChange.ts';

/*
 * The pause's wording, apart from the other consequences: its date arithmetic (dayjs) then comes
 * with the pause confirmation's code, not with the subscription screen's first load (decision 014).
 */

/** The day billing starts again after a pause of `cycles` periods from the next renewal. */
function pauseEndsOn(sub: ConsequenceSubscription, cycles: number): string {
  return dayjs(sub.currentPeriodEndsAt).add(cycles, billingPeriod(sub.planCode)).toISOString();
}

export function pauseConsequence(sub: ConsequenceSubscription, cycles: number): string {
  const period = billingPeriod(sub.planCode);
  return (
    `You keep your subscription as it is until ${formatDate(sub.currentPeriodEndsAt)}. ` +
    `It then pauses for ${formatDuration(cycles, period)}: you are not charged and Reason+ is ` +
    `unavailable while it is paused. Billing starts again on ${formatDate(pauseEndsOn(sub, cycles))}, ` +
    `unless you resume earlier.`
  );
}
