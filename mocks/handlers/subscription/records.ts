/**
 * The subscription service's records as every area of it reads and writes them: the caller's
 * account and subscriptions (404 when missing), a subscription as the document shows it, and a
 * state-machine transition applied.
 */
import type { Subscription, SubscriptionAccount } from '@sdk/subscription/model';
import { db } from '../../db/collections.ts';
import type { SubscriptionRecord } from '../../db/schema.ts';
import { authorize, fail, omit, refuse } from '../support.ts';
import { pastDueOf } from './pastDue.ts';
import type { Transition } from './stateMachine.ts';

export function toSubscription(record: SubscriptionRecord): Subscription {
  return {
    ...omit(record, 'userId', 'pendingPlanCode'),
    scheduledPlanCode: record.pendingPlanCode,
    pastDue: pastDueOf(record),
    // Worked out only for the list asked with it (./subscriptions.ts).
    renewal: null,
  };
}

export function requireAccount(userId: number): SubscriptionAccount {
  return (
    db.subscriptionAccounts.findFirst((q) => q.where({ userId })) ??
    fail('subscription', 404, `Account ${userId} not found`)
  );
}

export function requireSubscription(userId: number, id: string): SubscriptionRecord {
  return (
    db.subscriptions.findFirst((q) => q.where({ userId, id })) ??
    fail('subscription', 404, `Subscription ${id} not found`)
  );
}

/** The caller, their account, and the subscription named in the path. */
export async function subscriptionInPath(
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
) {
  const caller = await authorize('subscription', request, params.userId);
  requireAccount(caller.userId);
  return { caller, subscription: requireSubscription(caller.userId, String(params.id)) };
}

/** The subscription as the transition would leave it, stored nowhere (what a preview prices). */
export function afterTransition(
  subscription: SubscriptionRecord,
  transition: Transition,
): SubscriptionRecord {
  if ('refused' in transition) refuse(transition.refused);
  return { ...subscription, ...transition.changes };
}

export async function applyTransition(
  subscription: SubscriptionRecord,
  transition: Transition,
): Promise<Subscription> {
  if ('refused' in transition) refuse(transition.refused);
  const updated = await db.subscriptions.update((q) => q.where({ id: subscription.id }), {
    data(draft) {
      Object.assign(draft, transition.changes);
    },
  });
  return toSubscription(updated ?? subscription);
}
