// What other features may use of the subscription area; everything else in this folder is its own.
export { hasSubscription, isCurrentSubscription, isMultiSeat } from './rules/subscriptionState.ts';
export { useCurrentSubscription } from './useSubscriptions.ts';
