import type { Subscription } from '@sdk/subscription/model';

/*
 * Which subscription the portal shows. Imports types only: the production build's boot script
 * (scripts/vite/earlyBoot.ts) carries this module as it is, to ask the shown subscription's renewal
 * preview before the app's code has arrived (src/api/bootRequests.ts).
 */

type PickedFields = 'state' | 'expiresAt' | 'currentPeriodEndsAt';

/**
 * A canceled subscription whose paid period has not ended yet: it can still be reactivated. Without
 * a date it counts as running, as the spec counts every canceled subscription as current.
 */
function isCanceledButRunning(sub: Pick<Subscription, PickedFields>, now: Date): boolean {
  const endsAt = sub.expiresAt ?? sub.currentPeriodEndsAt;
  return sub.state === 'canceled' && (endsAt === undefined || Date.parse(endsAt) > now.getTime());
}

/**
 * How strongly the portal prefers to show a subscription, lower first; null: never shown. What the
 * customer can still act on (resume, reactivate) comes before what has ended, wherever the list
 * puts it; a canceled one whose period is over has ended as surely as an expired one.
 */
function pickRank(sub: Pick<Subscription, PickedFields>, now: Date): number | null {
  if (sub.state === 'active') return 0;
  if (sub.state === 'paused' || isCanceledButRunning(sub, now)) return 1;
  if (sub.state === 'expired' || sub.state === 'canceled') return 2;
  return null;
}

/**
 * The subscription the portal shows: the first active one, else the first paused one or canceled
 * one still running, else the first expired one (or canceled one that has ended), else none.
 * Generic so callers get back their own (generated) type.
 */
export function pickSubscription<S extends Pick<Subscription, PickedFields>>(
  subs: readonly S[],
  now: Date = new Date(),
): S | null {
  let picked: { sub: S; rank: number } | null = null;
  for (const sub of subs) {
    const rank = pickRank(sub, now);
    if (rank !== null && (picked === null || rank < picked.rank)) picked = { sub, rank };
  }
  return picked?.sub ?? null;
}
