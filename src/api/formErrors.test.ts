import { describe, expect, it } from 'vitest';
import { NetworkError } from './errors.ts';
import { MESSAGES, refusalWordingsReady } from './errorMessages.ts';
import {
  addressUpdateErrors,
  couponProblemMessage,
  emailChangeMessage,
  formFieldErrors,
  passwordChangeErrors,
  transferFailureMessage,
  transferFailureReason,
} from './formErrors.ts';
import { errorFromResponse } from './http.ts';
import { fromServer, requestContext } from './testing/serverErrors.ts';

// The refusals' words, which a refused request brings before any screen reads them.
await refusalWordingsReady();

describe('signup coupon messages (spec section 5)', () => {
  it.each([
    ['expired', 'This coupon has expired'],
    ['maxed_out', 'This coupon has already been used'],
    ['not_applicable', 'The coupon does not apply to the selected plan'],
    ['failed', 'Something went wrong, please try again.'],
  ] as const)('%s → %s', (problem, message) => {
    expect(couponProblemMessage(problem)).toBe(message);
  });
});

describe('password change errors (spec section 5)', () => {
  it.each([
    [
      'nonFieldErrors bare',
      { nonFieldErrors: ['Passwords are too similar.', 'second'] },
      'Passwords are too similar.',
      {},
    ],
    [
      'old password prefixed',
      { oldPassword: ['Your old password was entered incorrectly.'] },
      null,
      { oldPassword: 'Old Password: Your old password was entered incorrectly.' },
    ],
    [
      'new password prefixed',
      { newPassword: ['This password is too common.'] },
      null,
      { newPassword: 'New Password: This password is too common.' },
    ],
    [
      'confirm password prefixed',
      { confirmPassword: ["The two password fields didn't match."] },
      null,
      { confirmPassword: "Confirm Password: The two password fields didn't match." },
    ],
  ])('%s', (_, body, formError, fieldErrors) => {
    expect(passwordChangeErrors(fromServer('account', 400, body))).toEqual({
      formError,
      fieldErrors,
    });
  });

  it('falls back to the unexpected-error message for a failure without messages', () => {
    expect(passwordChangeErrors(fromServer('account', 500, null))).toEqual({
      formError: 'An unexpected error occurred',
      fieldErrors: {},
    });
  });
});

describe('e-mail change errors (spec section 5): the first server message, whatever the status', () => {
  const context = { service: 'account', method: 'PATCH', url: '/api/account/7/email' } as const;
  const answered = (status: number, body: unknown) => errorFromResponse(context, status, body);

  it.each<[string, unknown, string]>([
    [
      '400: the first non-field message, before the fields',
      answered(400, { newEmail: ['Taken.'], nonFieldErrors: ['Too many attempts.'] }),
      'Too many attempts.',
    ],
    [
      '400: a field message',
      answered(400, { otp: ['The code is not valid.'] }),
      'The code is not valid.',
    ],
    ['400: blank messages skipped', answered(400, { otp: [' ', 'Expired.'] }), 'Expired.'],
    [
      '403: its detail',
      answered(403, { detail: 'You do not have permission to perform this action.' }),
      'You do not have permission to perform this action.',
    ],
    [
      '500: its detail',
      answered(500, { detail: 'A server error occurred.' }),
      'A server error occurred.',
    ],
    ['429: a nested errors object', answered(429, { errors: { otp: 'Slow down.' } }), 'Slow down.'],
    ['500 without a body', answered(500, null), 'An unexpected error occurred'],
    [
      '502 with an HTML page',
      answered(502, '<html>Bad gateway</html>'),
      'An unexpected error occurred',
    ],
    ['500 with no message in it', answered(500, { detail: '' }), 'An unexpected error occurred'],
    [
      'no answer at all',
      new NetworkError(context, new TypeError('Failed to fetch')),
      'An unexpected error occurred',
    ],
    ['not a request error', new Error('boom'), 'An unexpected error occurred'],
  ])('%s', (_row, error, message) => {
    expect(emailChangeMessage(error)).toBe(message);
  });
});

describe('license transfer reasons (spec section 8): errors.reason, whatever the status', () => {
  const context = { service: 'license', method: 'POST', url: '/public/license/transfer' } as const;
  const answered = (status: number, body: unknown) => errorFromResponse(context, status, body);
  const refusedBecause = (reason: unknown) => ({ errors: { reason } });

  it.each<[string, unknown, string]>([
    ['400 with a reason', answered(400, refusedBecause('Still authorized.')), 'Still authorized.'],
    [
      '403 with a reason',
      answered(403, refusedBecause('Bought via reseller.')),
      'Bought via reseller.',
    ],
    ['409 with a reason', answered(409, refusedBecause('Already moving.')), 'Already moving.'],
    ['500 with a reason', answered(500, refusedBecause('Try tomorrow.')), 'Try tomorrow.'],
    ['a reason given as a list', answered(400, refusedBecause(['', 'First.'])), 'First.'],
    [
      '500 with only a detail',
      answered(500, { detail: 'A server error occurred.' }),
      'UnknownError',
    ],
    ['400 with a blank reason', answered(400, refusedBecause('  ')), 'UnknownError'],
    ['400 with reason outside errors', answered(400, { reason: 'Loose.' }), 'UnknownError'],
    ['502 with an HTML page', answered(502, '<html>Bad gateway</html>'), 'UnknownError'],
    [
      'no answer at all',
      new NetworkError(context, new TypeError('Failed to fetch')),
      'UnknownError',
    ],
    ['not a request error', new Error('boom'), 'UnknownError'],
  ])('%s', (_row, error, reason) => {
    expect(transferFailureReason(error)).toBe(reason);
  });
});

describe('license transfer failures (spec section 8)', () => {
  it.each([
    [
      'refusal with a reason',
      fromServer('license', 400, { errors: { reason: 'License is locked.' } }),
      'License is locked.',
      'License is locked.',
    ],
    [
      'server failure',
      fromServer('license', 500, { detail: 'boom' }),
      'UnknownError',
      'Something went wrong, please try again.',
    ],
    [
      'network',
      new NetworkError(requestContext('license'), new TypeError('Failed to fetch')),
      'UnknownError',
      'Something went wrong, please try again.',
    ],
  ])('%s', (_, error, reason, message) => {
    expect(transferFailureReason(error)).toBe(reason);
    expect(transferFailureMessage(transferFailureReason(error))).toBe(message);
  });

  it('names the missing selection exactly', () => {
    expect(MESSAGES.noLicenseSelected).toBe('No license selected for transfer');
  });
});

describe('form field errors for Mantine form.setErrors', () => {
  it('keeps the first message per field and leaves non-field errors out', () => {
    const error = fromServer('account', 400, {
      addressZip: ['Enter a valid ZIP code.', 'second'],
      addressCity: ['This field may not be blank.'],
      nonFieldErrors: ['General'],
    });
    expect(formFieldErrors(error)).toEqual({
      addressZip: 'Enter a valid ZIP code.',
      addressCity: 'This field may not be blank.',
    });
  });
});

describe('address update errors', () => {
  it.each([
    [
      'field messages beside their fields',
      fromServer('account', 400, {
        addressZip: ['Enter a valid ZIP code.', 'second'],
        addressCountryCode: ['Not a valid country.'],
      }),
      null,
      { addressZip: 'Enter a valid ZIP code.', addressCountryCode: 'Not a valid country.' },
    ],
    [
      'nonFieldErrors above the form, fields still beside theirs',
      fromServer('account', 400, {
        nonFieldErrors: ['We cannot ship to this address.'],
        addressCity: ['Unknown city.'],
      }),
      'We cannot ship to this address.',
      { addressCity: 'Unknown city.' },
    ],
    [
      'a coded VAT ID refusal in the catalogue wording, beside the field',
      fromServer('account', 400, {
        vatId: ['Enter a valid VAT ID for NL, starting with NL.'],
        codes: { vatId: 'invalid_vat_id' },
      }),
      null,
      { vatId: MESSAGES.invalidVatId },
    ],
    [
      'a business field without a code: the message as sent',
      fromServer('account', 400, { companyName: ['This field may not be blank.'] }),
      null,
      { companyName: 'This field may not be blank.' },
    ],
    [
      'a code the portal does not know: the message as sent',
      fromServer('account', 400, {
        vatId: ['VIES is unavailable.'],
        codes: { vatId: 'vies_unavailable' },
      }),
      null,
      { vatId: 'VIES is unavailable.' },
    ],
    [
      'a message for a field the form does not have',
      fromServer('account', 400, { addressRegion: ['Unknown region.'] }),
      'Unknown region.',
      {},
    ],
    [
      'server failure',
      fromServer('account', 500, { detail: 'boom' }),
      'Something went wrong, please try again.',
      {},
    ],
    [
      'network',
      new NetworkError(requestContext('account'), new TypeError('Failed to fetch')),
      MESSAGES.networkFailure,
      {},
    ],
  ])('%s', (_, error, formError, fieldErrors) => {
    expect(addressUpdateErrors(error)).toEqual({ formError, fieldErrors });
  });
});
