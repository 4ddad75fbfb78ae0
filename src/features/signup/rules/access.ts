import type { Subscription } from '@sdk/subscription/model';
import { hasSubscription } from '@/features/subscription/index.ts';

/**
 * A signed-in user who has a subscription (active, canceled or paused: spec section 4's "has
 * subscription") has nothing to sign up for: the subscription service refuses a second one, so
 * /signup sends them to the one they have. Expired and other subscriptions do not count.
 */
export function mayStartSubscription(
  subscriptions: readonly Pick<Subscription, 'state'>[],
): boolean {
  return !subscriptions.some(hasSubscription);
}
