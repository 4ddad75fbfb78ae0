import { describe, expect, it } from 'vitest';
import {
  AccountNotFoundError,
  CouponNotFoundError,
  ForbiddenError,
  NetworkError,
  TransactionError,
  UnauthorizedError,
  UnknownError,
  ValidationError,
} from './errors.ts';
import {
  changedElsewhereRefusal,
  errorMessage,
  isRefusedAsChangedElsewhere,
  MESSAGES,
  refusalWordingsReady,
} from './errorMessages.ts';
import { fromServer, requestContext } from './testing/serverErrors.ts';

// The refusals' words, which a refused request brings before any screen reads them.
await refusalWordingsReady();

describe('errorFromResponse: one typed error per catalogue kind (spec section 8)', () => {
  it.each([
    ['account', 401, { detail: 'Token expired' }, UnauthorizedError, 'Token expired'],
    ['license', 403, { detail: 'Forbidden' }, ForbiddenError, 'Forbidden'],
    [
      'subscription',
      404,
      { message: 'Coupon with code SPRING not found' },
      CouponNotFoundError,
      'Coupon with code SPRING not found',
    ],
    [
      'subscription',
      404,
      { message: 'Account 100234 not found' },
      AccountNotFoundError,
      'Account 100234 not found',
    ],
    [
      'subscription',
      400,
      { type: 'transaction', message: 'Your card was declined.' },
      TransactionError,
      'Your card was declined.',
    ],
    [
      'subscription',
      400,
      { type: 'validation', message: 'Coupon has reached max redemptions for this account' },
      ValidationError,
      'Coupon has reached max redemptions for this account',
    ],
    [
      'subscription',
      400,
      {
        type: 'validation',
        message: 'You must set a new primary billing info before deleting this billing info',
      },
      ValidationError,
      'You must set a new primary billing info before deleting this billing info',
    ],
    [
      'subscription',
      400,
      { type: 'validation', message: 'Billing date is outside the allowed range' },
      ValidationError,
      'Billing date is outside the allowed range',
    ],
    // The error keeps the server's words (for reports); errorMessage, below, gives the screen the
    // catalogue's wording in the language of the moment. With the (proposed, optional) code, the
    // code decides that wording, whatever the server's.
    [
      'subscription',
      400,
      { type: 'validation', message: 'Coupon already redeemed', code: 'coupon_max_redemptions' },
      ValidationError,
      'Coupon already redeemed',
    ],
    [
      'subscription',
      400,
      {
        type: 'validation',
        message: 'Billing info still in use',
        code: 'primary_billing_info_required',
      },
      ValidationError,
      'Billing info still in use',
    ],
    [
      'subscription',
      400,
      { type: 'validation', message: 'Coupon LAUNCH30 is used up', code: 'a_code_added_later' },
      ValidationError,
      'Coupon LAUNCH30 is used up',
    ],
    ['account', 400, { oldPassword: ['Wrong password.'] }, ValidationError, 'Wrong password.'],
    [
      'license',
      400,
      { errors: { reason: 'License is authorized on a computer.' } },
      ValidationError,
      'License is authorized on a computer.',
    ],
    ['subscription', 500, { message: 'Internal error' }, UnknownError, 'Internal error'],
    ['license', 404, { detail: 'Not found' }, UnknownError, 'Not found'],
  ] as const)('%s %i %j → %O', (service, status, body, type, message) => {
    const error = fromServer(service, status, body);
    expect(error).toBeInstanceOf(type);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });
});

describe('errorMessage: the catalogue wording a screen shows', () => {
  it.each([
    [
      'validation, mapped',
      fromServer('subscription', 400, {
        type: 'validation',
        message: 'Coupon has reached max redemptions for this account',
      }),
      'You can only use this coupon once',
    ],
    [
      'billing info refusal',
      fromServer('subscription', 400, {
        type: 'validation',
        message: 'You must set a new primary billing info before deleting this billing info',
      }),
      'Billing info cannot be deleted. Please contact support.',
    ],
    [
      'transaction',
      fromServer('subscription', 400, { type: 'transaction', message: 'Your card was declined.' }),
      'Your card was declined.',
    ],
    [
      'network',
      new NetworkError(requestContext('shop'), new TypeError('Failed to fetch')),
      MESSAGES.networkFailure,
    ],
    [
      'no answer in time',
      new NetworkError(
        requestContext('shop'),
        new DOMException('The service did not answer in time.', 'TimeoutError'),
        { timedOut: true },
      ),
      MESSAGES.serviceTimedOut,
    ],
    [
      'a business refusal with its code',
      fromServer('subscription', 400, {
        type: 'validation',
        code: 'billing_date_out_of_range',
        message: 'Billing date 2027-01-30 is outside the allowed range 2026-12-14 to 2027-01-12',
      }),
      MESSAGES.billingDateOutOfRange,
    ],
    [
      'a card declined, by its code',
      fromServer('subscription', 400, {
        type: 'transaction',
        code: 'card_declined',
        message: 'Transaction declined (code 2001)',
      }),
      MESSAGES.cardDeclined,
    ],
    [
      'an invoice no longer open for payment, by its code',
      fromServer('subscription', 400, {
        type: 'validation',
        code: 'invoice_not_payable',
        message: 'Invoice inv_1 is not open for payment (Approved)',
      }),
      MESSAGES.invoiceNotPayable,
    ],
    [
      'a coupon used up by this account, by its code',
      fromServer('subscription', 400, {
        type: 'validation',
        code: 'coupon_max_redemptions',
        message: 'Coupon ONCEONLY cannot be redeemed',
      }),
      MESSAGES.couponOncePerAccount,
    ],
    [
      'server failure',
      fromServer('subscription', 500, { message: 'boom' }),
      'Something went wrong, please try again.',
    ],
    ['not an HTTP error', new Error('bug'), 'Something went wrong, please try again.'],
  ])('%s', (_, error, message) => {
    expect(errorMessage(error)).toBe(message);
  });
});

describe('subscription actions refused because the subscription changed elsewhere', () => {
  const notCancelable = fromServer('subscription', 400, {
    type: 'validation',
    message: 'Subscription sub_7fK2mQ9xL1 is already canceled',
  });

  it.each([
    ['a business-rule refusal of the subscription service', notCancelable, true],
    [
      'a refusal coded as a state conflict',
      fromServer('subscription', 400, {
        type: 'validation',
        code: 'subscription_state_conflict',
        message: 'Only paused subscriptions can be resumed',
      }),
      true,
    ],
    [
      'a refusal coded as a business rule with its own message',
      fromServer('subscription', 400, {
        type: 'validation',
        code: 'billing_date_out_of_range',
        message: 'Billing date 2027-01-30 is outside the allowed range',
      }),
      false,
    ],
    [
      'a payment failure',
      fromServer('subscription', 400, { type: 'transaction', message: 'Your card was declined.' }),
      false,
    ],
    [
      'another service’s field errors',
      fromServer('account', 400, { addressZip: ['Enter a valid ZIP code.'] }),
      false,
    ],
    [
      'a refusal the catalogue words already',
      fromServer('subscription', 400, {
        type: 'validation',
        message: 'Coupon has reached max redemptions for this account',
      }),
      false,
    ],
    ['a server failure', fromServer('subscription', 500, { message: 'boom' }), false],
    [
      'no answer',
      new NetworkError(requestContext('subscription'), new TypeError('Failed to fetch')),
      false,
    ],
    ['not an HTTP error', new Error('bug'), false],
  ])('%s → %s', (_, error, refused) => {
    expect(isRefusedAsChangedElsewhere(error)).toBe(refused);
  });

  it('words the refusal in the catalogue’s terms, keeping what reports need', () => {
    if (!isRefusedAsChangedElsewhere(notCancelable)) throw new Error('not a refusal');
    const reworded = changedElsewhereRefusal(notCancelable);
    expect(errorMessage(reworded)).toBe(MESSAGES.subscriptionChangedElsewhere);
    expect(errorMessage(reworded)).not.toMatch(/sub_|reasonplus/);
    expect(reworded).toBeInstanceOf(ValidationError);
    expect(reworded).toMatchObject({
      status: 400,
      body: notCancelable.body,
      context: notCancelable.context,
    });
  });
});
