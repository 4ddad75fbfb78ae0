import { describe, expect, it } from 'vitest';
import {
  ForbiddenError,
  NetworkError,
  type RequestContext,
  UnauthorizedError,
  UnknownError,
} from '@/api/errors.ts';
import { type LicenseListFailure, licenseListFailure } from './licenseListFailure.ts';

const context: RequestContext = {
  service: 'license',
  method: 'GET',
  url: 'https://licenses.example.com/public/license/',
};

describe('licenseListFailure', () => {
  it.each<[string, unknown, LicenseListFailure]>([
    ['a 401', new UnauthorizedError('Unauthorized', context, 401), 'signedOut'],
    [
      "a fetch TypeError 'Failed to fetch'",
      new NetworkError(context, new TypeError('Failed to fetch')),
      'unreachable',
    ],
    [
      'a network failure that is not a TypeError',
      new NetworkError(context, new DOMException('timed out', 'TimeoutError')),
      'failed',
    ],
    ['a 403', new ForbiddenError('Forbidden', context, 403), 'failed'],
    ['a 500', new UnknownError('A server error occurred.', context, 500), 'failed'],
    ['a bug', new Error('boom'), 'failed'],
  ])('%s is %s', (_case, error, expected) => {
    expect(licenseListFailure(error)).toBe(expected);
  });
});
