import type { SubscriptionSeats } from '@sdk/subscription/model';

/** "3 of 5 seats assigned, 2 free": where a multi-seat subscription's seats stand. */
export function seatsSummary(seats: Pick<SubscriptionSeats, 'total' | 'assigned'>): string {
  const free = Math.max(seats.total - seats.assigned, 0);
  const assigned = `${seats.assigned} of ${seats.total} seats assigned`;
  if (free === 0) return `${assigned}: every seat is in use.`;
  return `${assigned}, ${free} ${free === 1 ? 'seat' : 'seats'} free.`;
}
