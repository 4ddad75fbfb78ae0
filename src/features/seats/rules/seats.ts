import { plural } from '@lingui/core/macro';
import type { SubscriptionSeats } from '@sdk/subscription/model';

/** "3 of 5 seats assigned, 2 seats free.": where a multi-seat subscription's seats stand. */
export function seatsSummary(seats: Pick<SubscriptionSeats, 'total' | 'assigned'>): string {
  const { total, assigned } = seats;
  const free = Math.max(total - assigned, 0);
  if (free === 0) {
    return plural(total, {
      one: `${assigned} of # seat assigned: every seat is in use.`,
      other: `${assigned} of # seats assigned: every seat is in use.`,
    });
  }
  return plural(free, {
    one: `${assigned} of ${total} seats assigned, # seat free.`,
    other: `${assigned} of ${total} seats assigned, # seats free.`,
  });
}
