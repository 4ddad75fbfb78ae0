/**
 * The order of each service's state-changing calls, so that what a call needs exists first (the
 * subscription before its pause) and what ends a session or a resource comes last. Operations not
 * named here still run, after these: creates, then updates, then deletes.
 *
 * `bodies` fill a request body from earlier answers where the document's example cannot be right
 * for the live data (a billing date must lie in the range the server just gave).
 */
import type { Service } from '../documents.ts';

export interface Scenario {
  writeOrder: readonly string[];
  bodies?: Readonly<Record<string, (answers: ReadonlyMap<string, unknown>) => unknown>>;
}

function field(answer: unknown, name: string): unknown {
  return typeof answer === 'object' && answer !== null
    ? (answer as Record<string, unknown>)[name]
    : undefined;
}

export const SCENARIOS: Readonly<Record<Service, Scenario>> = {
  account: {
    writeOrder: [
      'refreshAccessToken',
      'updateAccountAddress',
      'checkPassword',
      'addToTrialJourney',
      'sendVerificationEmail',
      'subscribeToMarketingEmails',
      'unsubscribeFromMarketingEmails',
      'requestEmailChangeOtp',
      'changeEmail',
      'changePassword',
    ],
    bodies: {
      // The address to verify must be the account's own, which only getMe knows.
      sendVerificationEmail: (answers) => {
        const email = field(answers.get('getMe'), 'email');
        return typeof email === 'string' ? { email } : undefined;
      },
    },
  },
  subscription: {
    writeOrder: [
      'createSubscriptionAccount',
      'updatePaymentMethod',
      'createSubscription',
      'changeSubscriptionPlan',
      'changeBillingDate',
      'pauseSubscription',
      'resumeSubscription',
      'cancelSubscription',
      'reactivateSubscription',
      'applyAntichurnCoupon',
      'terminateSubscription',
      'deleteSubscription',
      // Paying needs the payment method the next write removes.
      'payInvoice',
      'deletePaymentMethod',
    ],
    bodies: {
      changeBillingDate: (answers) => {
        const from = field(answers.get('getAllowedBillingDateRange'), 'from');
        return typeof from === 'string' ? { billing_date: from } : undefined;
      },
    },
  },
  license: {
    writeOrder: ['transferLicenses', 'deauthorizeComputer'],
  },
  shop: {
    writeOrder: [],
  },
};
