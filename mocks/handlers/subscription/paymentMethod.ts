/**
 * The payment method (billing info) and the billing account. A card or PayPal agreement arrives as
 * a token of the fake billing provider; signup saves one through the same rules.
 */
import type { BillingInfo } from '@sdk/subscription/model';
import {
  getDeletePaymentMethodMockHandler,
  getGetBillingAccountMockHandler,
  getUpdatePaymentMethodMockHandler,
} from '@sdk/subscription/subscription.msw.ts';
import { MANAGED_PLANS } from '../../db/catalogue.ts';
import { db } from '../../db/collections.ts';
import type { BillingInfoRecord, UserRecord } from '../../db/schema.ts';
import { persona } from '../../personas/seeds.ts';
import { idempotent } from '../idempotency.ts';
import { billingInfoTokenBody } from '../requests.ts';
import {
  authorize,
  nowIso,
  omit,
  randomId,
  refuse,
  respondJson,
  subscriptionBody,
} from '../support.ts';
import { requireAccount } from './records.ts';

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
};

function toBillingInfo(record: BillingInfoRecord): BillingInfo {
  return omit(record, 'userId');
}

async function setHasBillingInfo(userId: number, hasBillingInfo: boolean): Promise<void> {
  await db.subscriptionAccounts.update((q) => q.where({ userId }), {
    data(account) {
      account.hasBillingInfo = hasBillingInfo;
    },
  });
}

/**
 * What the fake billing provider's token stands for (src/features/payment/mockBillingProvider.tsx):
 * `tok_mock_<brand>_<last four>` is a card, a token containing `paypal` a PayPal agreement, one
 * containing `declined` a card the bank declines.
 */
export function billingInfoFromToken(
  tokenId: string,
  user: UserRecord,
  now: string,
): BillingInfoRecord {
  if (tokenId.includes('declined')) {
    refuse(
      'Your card was declined. Please use a different card or contact your bank.',
      'transaction',
    );
  }
  if (tokenId.includes('paypal')) {
    return {
      userId: user.userId,
      paymentMethod: 'paypal_billing_agreement',
      ccDetails: null,
      paypalEmail: user.email,
      updatedAt: now,
    };
  }
  const [, brand = 'visa', lastFour = '1111'] = /^tok_mock_([a-z]+)_(\d{4})$/.exec(tokenId) ?? [];
  return {
    userId: user.userId,
    paymentMethod: 'credit_card',
    ccDetails: {
      brand: CARD_BRANDS[brand] ?? 'Visa',
      lastFour,
      expiryMonth: 12,
      expiryYear: new Date(now).getUTCFullYear() + 3,
    },
    paypalEmail: null,
    updatedAt: now,
  };
}

export function hasSavedBillingInfo(userId: number): boolean {
  return db.billingInfos.findFirst((q) => q.where({ userId })) !== undefined;
}

export async function saveBillingInfo(record: BillingInfoRecord): Promise<BillingInfoRecord> {
  db.billingInfos.deleteMany((q) => q.where({ userId: record.userId }));
  const saved = await db.billingInfos.create(record);
  await setHasBillingInfo(record.userId, true);
  return saved;
}

export const paymentMethodHandlers = [
  getUpdatePaymentMethodMockHandler(
    idempotent('updatePaymentMethod', 200, async ({ request, params }) => {
      const caller = await authorize('subscription', request, params.userId);
      requireAccount(caller.userId);
      const body = await subscriptionBody(request, billingInfoTokenBody);
      const billingInfo = billingInfoFromToken(body.token_id, caller.user, nowIso());
      // Some personas' banks ask for a 3-D Secure challenge before saving any card.
      if (persona(caller.personaId).threeDSecure && billingInfo.paymentMethod === 'credit_card') {
        const result = body.three_d_secure_action_result_token_id;
        if (!result) {
          respondJson(
            {
              error: '3D Secure authentication is required for this card',
              threedsActionRequired: true,
              threedsToken: randomId('3dsa'),
            },
            202,
          );
        }
        if (!result.startsWith('3ds-ok')) {
          refuse('3D Secure authentication failed. Please try a different card.', 'transaction');
        }
      }
      return toBillingInfo(await saveBillingInfo(billingInfo));
    }),
  ),

  getDeletePaymentMethodMockHandler(
    idempotent('deletePaymentMethod', 204, async ({ request, params }) => {
      const caller = await authorize('subscription', request, params.userId);
      requireAccount(caller.userId);
      // A subscription that will charge again needs a payment method.
      const dependent = db.subscriptions.findFirst((q) =>
        q.where({
          userId: caller.userId,
          state: (state) => state === 'active' || state === 'paused',
          planCode: (code) => !MANAGED_PLANS.includes(code),
        }),
      );
      if (dependent && db.billingInfos.findFirst((q) => q.where({ userId: caller.userId }))) {
        refuse('You must set a new primary billing info before deleting this billing info');
      }
      db.billingInfos.deleteMany((q) => q.where({ userId: caller.userId }));
      await setHasBillingInfo(caller.userId, false);
    }),
  ),

  getGetBillingAccountMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    const account = requireAccount(caller.userId);
    const billingInfo = db.billingInfos.findFirst((q) => q.where({ userId: caller.userId }));
    return {
      accountCode: String(caller.userId),
      email: account.email,
      currency: account.currency,
      billingInfo: billingInfo ? toBillingInfo(billingInfo) : null,
    };
  }),
];
