import { describe, expect, it } from 'vitest';
import {
  NetworkError,
  type RequestContext,
  TransactionError,
  UnknownError,
  ValidationError,
} from '@/api/errors.ts';
import { MESSAGES, refusalWordingsReady } from '@/api/errorMessages.ts';
import {
  type ActionFailure,
  actionFailure,
  type Reread,
  unexplainedRefusal,
} from './actionFailure.ts';
import type { ComparedSubscription } from './subscriptionChange.ts';

// The refusals' words, which a refused request brings before any screen reads them.
await refusalWordingsReady();

const context: RequestContext = {
  service: 'subscription',
  method: 'PUT',
  url: 'http://127.0.0.1/subscription-api/account/100234/subscriptions/sub_7fK2mQ9xL1/cancel',
};

const shown: ComparedSubscription = {
  state: 'active',
  subscriptionStatus: 'unpaused',
  remainingPauseCycles: null,
  pausedAt: null,
  planCode: 'reasonplusmonthly',
  scheduledPlanCode: null,
  isTrial: false,
  trialEndsAt: null,
  currentPeriodEndsAt: '2026-12-14T09:30:00Z',
  expiresAt: null,
  couponCode: null,
  seats: 1,
};

const unchanged: Reread = { status: 'found', subscription: shown };
const canceledElsewhere: Reread = {
  status: 'found',
  subscription: { ...shown, state: 'canceled', expiresAt: shown.currentPeriodEndsAt },
};

const serverError = new UnknownError('Internal server error', context, 500, { message: 'boom' });
const lostConnection = new NetworkError(context, new TypeError('Failed to fetch'));
const staleRefusal = new ValidationError(
  'Subscription sub_7fK2mQ9xL1 is canceled and cannot be paused',
  context,
  400,
  { message: 'Subscription sub_7fK2mQ9xL1 is canceled and cannot be paused', type: 'validation' },
);
const couponRefusal = new ValidationError(
  'Coupon has reached max redemptions for this account',
  context,
  400,
  { message: 'Coupon has reached max redemptions for this account', type: 'validation' },
);
const declined = new TransactionError('Your card was declined.', context, 400, {
  message: 'Your card was declined.',
  type: 'transaction',
  code: 'card_declined',
});

const UNCHECKED =
  'We could not check whether your subscription changed: reload the page to see it as it is now before you try again.';

describe('actionFailure: after a failed write, what the re-read subscription says', () => {
  it.each<[string, unknown, Reread, ActionFailure]>([
    [
      'a server error, unchanged: says so and leads to support',
      serverError,
      unchanged,
      { message: MESSAGES.unchangedAfterServerError, contactSupport: true },
    ],
    [
      'a lost connection, unchanged: the customer’s words, and that nothing changed',
      lostConnection,
      unchanged,
      {
        message: `${MESSAGES.networkFailure} Your subscription has not changed.`,
        contactSupport: false,
      },
    ],
    [
      'a refusal the catalogue words, unchanged: its own message, not "changed elsewhere"',
      couponRefusal,
      unchanged,
      { message: MESSAGES.couponOncePerAccount, contactSupport: false },
    ],
    [
      'a payment refusal, unchanged: the provider’s reason',
      declined,
      unchanged,
      { message: MESSAGES.cardDeclined, contactSupport: false },
    ],
    [
      'a refusal without catalogue words, unchanged: never the service’s text',
      staleRefusal,
      unchanged,
      { message: unexplainedRefusal(), contactSupport: true },
    ],
    [
      'a refusal, and the subscription did change: changed elsewhere',
      staleRefusal,
      canceledElsewhere,
      { message: MESSAGES.subscriptionChangedElsewhere, contactSupport: false },
    ],
    [
      'a server error, and the subscription changed meanwhile: changed elsewhere',
      serverError,
      canceledElsewhere,
      { message: MESSAGES.subscriptionChangedElsewhere, contactSupport: false },
    ],
    [
      'the subscription is gone from the list: changed elsewhere',
      staleRefusal,
      { status: 'gone' },
      { message: MESSAGES.subscriptionChangedElsewhere, contactSupport: false },
    ],
    [
      'a server error and the re-read failed: nothing is claimed, support offered',
      serverError,
      { status: 'failed' },
      { message: `Something went wrong on our side. ${UNCHECKED}`, contactSupport: true },
    ],
    [
      'a lost connection and the re-read failed: the customer’s words, nothing claimed',
      lostConnection,
      { status: 'failed' },
      { message: `${MESSAGES.networkFailure} ${UNCHECKED}`, contactSupport: true },
    ],
  ])('%s', (_row, error, reread, expected) => {
    expect(actionFailure(error, shown, reread)).toEqual(expected);
  });

  it('never shows the specification’s network text or an internal id', () => {
    for (const error of [lostConnection, staleRefusal, serverError]) {
      const { message } = actionFailure(error, shown, unchanged);
      expect(message).not.toMatch(/Failed to|http|sub_/);
    }
  });
});
