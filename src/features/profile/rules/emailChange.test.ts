import { describe, expect, it } from 'vitest';
import { NetworkError } from '@/api/errors.ts';
import { errorFromResponse } from '@/api/http.ts';
import {
  emailChangeFailureMessage,
  newEmailProblem,
  otpProblem,
  passwordConfirmationProblem,
} from './emailChange.ts';

const current = 'maja@example.com';

describe('newEmailProblem', () => {
  it.each([
    ['', 'Enter the new e-mail address'],
    ['   ', 'Enter the new e-mail address'],
    ['maja', 'Enter a valid e-mail address'],
    ['maja@example', 'Enter a valid e-mail address'],
    ['ma ja@example.com', 'Enter a valid e-mail address'],
    ['Maja@Example.com', 'This is already your e-mail address'],
    [' maja.new@example.org ', null],
  ])('%j → %s', (newEmail, problem) => {
    expect(newEmailProblem(newEmail, current)).toBe(problem);
  });
});

describe('passwordConfirmationProblem', () => {
  it.each([
    ['', 'Enter your current password'],
    [' ', null],
    ['correct-horse', null],
  ])('%j → %s', (password, problem) => {
    expect(passwordConfirmationProblem(password)).toBe(problem);
  });
});

describe('otpProblem', () => {
  it.each([
    ['', 'Enter the code we sent to the new address'],
    ['  ', 'Enter the code we sent to the new address'],
    ['123456', null],
  ])('%j → %s', (otp, problem) => {
    expect(otpProblem(otp)).toBe(problem);
  });
});

describe('emailChangeFailureMessage', () => {
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
    expect(emailChangeFailureMessage(error)).toBe(message);
  });
});
