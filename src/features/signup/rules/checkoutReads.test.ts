import { describe, expect, it } from 'vitest';
import { SubscriptionState } from '@sdk/subscription/model';
import { mayStartSubscription } from './access.ts';
import { CHECKOUT_PLAN_CODES, checkoutFirstReads } from './checkoutReads.ts';
import { accountCurrency } from './pricing.ts';
import { MONTHLY_PLAN_CODE, SELECTABLE_PLAN_CODES } from './selectablePlans.ts';
import { offeredCouponCode } from './terms.ts';

const STATES = Object.values(SubscriptionState);

/** Every list of up to two subscriptions, by state. */
const LISTS = [
  [],
  ...STATES.map((state) => [{ state }]),
  ...STATES.flatMap((first) => STATES.map((second) => [{ state: first }, { state: second }])),
];

const USERS = [
  { currency: 'EUR', hasTakenPlusTrial: false },
  { currency: 'USD', hasTakenPlusTrial: true },
  { currency: null, hasTakenPlusTrial: false },
  { currency: '', hasTakenPlusTrial: true },
];

describe('checkoutFirstReads: the boot script’s restatement of the rules checkout loads by', () => {
  it('offers the plans checkout offers, in its order', () => {
    expect(CHECKOUT_PLAN_CODES).toEqual(SELECTABLE_PLAN_CODES);
  });

  it.each(USERS.flatMap((user) => LISTS.map((list) => [user, list] as const)))(
    'for %o with %o: what the app’s own rules say checkout loads first',
    (user, subscriptions) => {
      const reads = checkoutFirstReads(user, subscriptions);
      if (!mayStartSubscription(subscriptions)) {
        expect(reads).toBeNull();
        return;
      }
      const currency = accountCurrency(user);
      const offer = offeredCouponCode(MONTHLY_PLAN_CODE, null, user.hasTakenPlusTrial);
      expect(reads).toEqual({
        previews: [
          ...SELECTABLE_PLAN_CODES.map((plan) => ({ plan, currency })),
          ...(offer ? [{ plan: MONTHLY_PLAN_CODE, currency, couponCode: offer }] : []),
        ],
        offer,
      });
    },
  );
});
