/** The subscription service's accounts: the caller's, and creating it at signup. */
import {
  getCreateSubscriptionAccountMockHandler,
  getGetSubscriptionAccountMockHandler,
} from '@sdk/subscription/subscription.msw.ts';
import { idempotent } from '../idempotency.ts';
import { db } from '../../db/collections.ts';
import { createSubscriptionAccountBody } from '../requests.ts';
import { authorize, fail, nowIso, refuse, subscriptionBody } from '../support.ts';
import { requireAccount } from './records.ts';

export const subscriptionAccountHandlers = [
  getGetSubscriptionAccountMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    return requireAccount(caller.userId);
  }),

  getCreateSubscriptionAccountMockHandler(
    idempotent('createSubscriptionAccount', 201, async ({ request }) => {
      const caller = await authorize('subscription', request);
      const body = await subscriptionBody(request, createSubscriptionAccountBody);
      if (body.user_id !== caller.userId) {
        fail('subscription', 403, `You do not have permission to access account ${body.user_id}`);
      }
      if (db.subscriptionAccounts.findFirst((q) => q.where({ userId: caller.userId }))) {
        refuse(`Account ${caller.userId} already exists`);
      }
      return db.subscriptionAccounts.create({
        userId: caller.userId,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        currency: body.currency,
        createdAt: nowIso(),
        hasBillingInfo:
          db.billingInfos.findFirst((q) => q.where({ userId: caller.userId })) !== undefined,
      });
    }),
  ),
];
