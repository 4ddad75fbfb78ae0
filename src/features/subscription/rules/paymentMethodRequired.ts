import type { Subscription } from '@sdk/subscription/model';
import { hasRenewal } from './status.ts';

/**
 * Whether the saved payment method must stay: some subscription will charge it again (a billed
 * plan, active or paused). The service refuses to delete it then ("You must set a new primary
 * billing info before deleting this billing info"), so the portal does not offer removing it. A
 * canceled subscription runs out without another charge; free and prepaid plans are not billed.
 */
export function paymentMethodRequired(
  subscriptions: readonly Pick<Subscription, 'state' | 'planCode'>[],
): boolean {
  return subscriptions.some(hasRenewal);
}
