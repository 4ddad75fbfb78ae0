import { describe, expect, it } from 'vitest';
import { AccountNotFoundError, CouponNotFoundError, UnknownError } from './errors.ts';
import { errorFromResponse } from './http.ts';

const context = {
  service: 'subscription',
  method: 'GET',
  url: 'https://x.test/account/1',
} as const;

/**
 * Which subscription-service 404 is the missing account the portal creates: by `code` when the
 * service sends one, else by the spec's rule, and never a 404 that is not a `ServiceError`.
 */
describe('a subscription-service 404', () => {
  it.each([
    [
      'account_not_found',
      { message: 'Account 1 not found', code: 'account_not_found' },
      AccountNotFoundError,
    ],
    [
      'coupon_not_found',
      { message: 'Coupon with code X not found', code: 'coupon_not_found' },
      CouponNotFoundError,
    ],
    [
      'route_not_found',
      { message: 'No GET /account/1/nowhere', code: 'route_not_found' },
      UnknownError,
    ],
    [
      'invoice_not_found',
      { message: 'Invoice inv_1 not found', code: 'invoice_not_found' },
      UnknownError,
    ],
    [
      'a code added later',
      { message: 'Account 1 archived', code: 'account_archived' },
      UnknownError,
    ],
    [
      'no code, the coupon wording',
      { message: 'Coupon with code X not found' },
      CouponNotFoundError,
    ],
    ['no code, any other message', { message: 'Account 1 not found' }, AccountNotFoundError],
    ['no ServiceError: a gateway', { detail: 'Not found.' }, UnknownError],
    ['no ServiceError: a proxy page', '<html>404 Not Found</html>', UnknownError],
    ['no body', null, UnknownError],
  ])('%s', (_case, body, kind) => {
    expect(errorFromResponse(context, 404, body)).toBeInstanceOf(kind);
  });
});
