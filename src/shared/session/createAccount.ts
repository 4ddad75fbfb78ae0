import type { AccountProfile } from '@sdk/account/model';
import { createSubscriptionAccount } from '@sdk/subscription/operations/createSubscriptionAccount.ts';

/**
 * Creates the user's account at the subscription service from the profile (spec section 8:
 * account-not-found triggers account creation). A module of its own, imported when needed: only a
 * new customer's first visit creates one, so no first load carries it.
 */
export function createAccountFromProfile(
  userId: number,
  { email, firstName, lastName, currency, addressCountryCode }: AccountProfile,
) {
  return createSubscriptionAccount({
    user_id: userId,
    email,
    firstName,
    lastName,
    currency: currency || 'USD',
    addressCountryCode,
  });
}
