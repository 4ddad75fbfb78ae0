import type { Subscription } from '@sdk/subscription/model';

/** Only active or canceled subscriptions count as current (spec section 4). */
export function isCurrentSubscription(subscription: Pick<Subscription, 'state'>): boolean {
  return subscription.state === 'active' || subscription.state === 'canceled';
}

/**
 * A signed-in user with a current subscription has nothing to sign up for: /signup sends them to
 * their subscription. Paused, expired and other subscriptions do not count (spec section 4).
 */
export function hasCurrentSubscription(
  subscriptions: readonly Pick<Subscription, 'state'>[],
): boolean {
  return subscriptions.some(isCurrentSubscription);
}
