/**
 * Moving the mock clock (./clock.ts) with the state: forward, what happens meanwhile
 * (handlers/subscription/timeline.ts) is applied to every subscription the state holds, and each
 * charge that falls due is invoiced at its moment as the handlers invoice a charge made now; a
 * past-due subscription (handlers/subscription/pastDue.ts) ends when its access does; back, only
 * "today" changes and nothing is undone.
 */
import { mockNow, realTime, setClockOffset } from './clock.ts';
import { db } from './db/collections.ts';
import { changeState } from './db/state.ts';
import { invoiceCharge } from './handlers/subscription/charges.ts';
import { pastDueOf } from './handlers/subscription/pastDue.ts';
import { terminate } from './handlers/subscription/stateMachine.ts';
import { passTime } from './handlers/subscription/timeline.ts';
import { isoSeconds } from './handlers/support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What time passing up to `until` does to every subscription the state holds. */
async function applyTimeUntil(until: string): Promise<void> {
  for (const subscription of db.subscriptions.findMany()) {
    // A failed renewal left unpaid ends the subscription when its grace period is over.
    const accessEndsAt = pastDueOf(subscription)?.accessEndsAt;
    if (accessEndsAt && accessEndsAt <= until) {
      const ended = terminate(subscription, accessEndsAt);
      await db.subscriptions.update((q) => q.where({ id: subscription.id }), {
        data(draft) {
          if (!('refused' in ended)) Object.assign(draft, ended.changes);
        },
      });
      continue;
    }
    const { subscription: after, charges } = passTime(subscription, until);
    if (after === subscription) continue;
    const user = db.users.findFirst((q) => q.where({ userId: subscription.userId }));
    await db.subscriptions.update((q) => q.where({ id: subscription.id }), {
      data(draft) {
        Object.assign(draft, after);
      },
    });
    if (!user) continue;
    for (const at of charges) {
      // Each charge at its own moment, on the subscription as it stood then.
      await invoiceCharge(user, passTime(subscription, at).subscription, null, at);
    }
  }
}

/**
 * Sets the mock's today to `time` (ms since the epoch). Moving forward applies what happens
 * meanwhile; moving back changes only the date. Resolves once the state has caught up.
 */
export function setClock(time: number): Promise<void> {
  const from = mockNow();
  setClockOffset(time - realTime());
  if (time <= from) return Promise.resolve();
  return changeState(() => applyTimeUntil(isoSeconds(new Date(time))));
}

/** Moves the mock's today forward by `days` days. */
export function advanceClock(days: number): Promise<void> {
  if (!Number.isFinite(days) || days < 0) {
    return Promise.reject(new Error(`The clock moves forward only, not by ${days} days`));
  }
  return setClock(mockNow() + days * DAY_MS);
}
