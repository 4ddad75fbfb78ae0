import { describe, expect, it } from 'vitest';
import { scrubText, scrubValue } from './scrub.ts';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDAyMzQiLCJlbWFpbCI6ImphbmVAZXhhbXBsZS5jb20ifQ.' +
  'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

describe('scrubText', () => {
  it.each([
    ['an e-mail address', 'No account for jane.doe+test@example.co.uk.', 'No account for [email].'],
    [
      'a bearer token',
      'sent with Bearer mock.monthly-active.123.abc',
      'sent with Bearer [Filtered]',
    ],
    ['a JWT anywhere', `token ${JWT} expired`, 'token [Filtered] expired'],
    [
      'a credential in a query parameter',
      'GET /reset?token=abc&next=/profile&api_key=k1',
      'GET /reset?token=[Filtered]&next=/profile&api_key=[Filtered]',
    ],
    ['a long hex secret', 'key 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b', 'key [Filtered]'],
    [
      'a long base64 secret',
      'secret c2VjcmV0LXZhbHVlLXRoYXQtaXMtbG9uZw9KxZ+a== here',
      'secret [Filtered] here',
    ],
    [
      'the user id in a service path',
      'GET https://subscriptions.test/api/account/100234/subscriptions/7/cancel failed',
      'GET https://subscriptions.test/api/account/:userId/subscriptions/7/cancel failed',
    ],
    [
      'the user id ending a path, or before a query',
      '/api/account/100234 and /account/100234?expand=1',
      '/api/account/:userId and /account/:userId?expand=1',
    ],
    [
      'a UUID user id',
      '/account/0b6f4f1c-3a53-4f7e-9d3e-2f8a9c1d5e7b/coupons',
      '/account/:userId/coupons',
    ],
    [
      "the exit survey's user id parameter",
      'https://survey.test/s/exit?uid=100234&plan=monthly',
      'https://survey.test/s/exit?uid=:userId&plan=monthly',
    ],
  ])('replaces %s', (_, text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it.each([
    ['a path word after /account/', '/auth/account/logout?redirect=/profile'],
    ['a route name', '/subscription?tab=payment'],
    ['a short id', '/account/:userId/subscriptions/42/preview'],
    ['words and a hashed asset name', 'Failed to load /assets/App-DxK2h1Lq.js (timeout)'],
    ['an amount and a date', 'Charged 12.99 EUR on 2026-11-23'],
  ])('keeps %s', (_, text) => {
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubValue', () => {
  it('scrubs strings at any depth, filters secret headers and drops cookies', () => {
    const event = {
      message: 'Boom for jane@example.com',
      request: {
        url: 'https://portal.test/profile',
        headers: { Authorization: 'Bearer abc', Accept: 'application/json' },
        cookies: { refresh_token: 'x' },
      },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/account/100234', status_code: 500 } }],
    };
    expect(scrubValue(event)).toEqual({
      message: 'Boom for [email]',
      request: {
        url: 'https://portal.test/profile',
        headers: { Authorization: '[Filtered]', Accept: 'application/json' },
        cookies: {},
      },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/account/:userId', status_code: 500 } }],
    });
  });

  it("keeps Sentry's own identifiers, which look like secrets", () => {
    const ids = {
      event_id: '9f86d081884c7d659a2feaa0c55ad015',
      contexts: {
        trace: { trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', span_id: '00f067aa0ba902b7' },
      },
    };
    expect(scrubValue(ids)).toEqual(ids);
  });
});
