import { describe, expect, it } from 'vitest';
import { scrubText, scrubValue } from './scrub.ts';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDAyMzQiLCJlbWFpbCI6ImphbmVAZXhhbXBsZS5jb20ifQ.' +
  'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

describe('scrubText', () => {
  it.each([
    ['an e-mail address', 'No account for jane.doe+test@example.co.uk.', 'No account for [email].'],
    ['a percent-encoded e-mail address', '/verify/jane.doe%40example.com', '/verify/[email]'],
    ['a twice-encoded e-mail address', '/verify/jane.doe%2540example.com', '/verify/[email]'],
    [
      'a bearer token',
      'sent with Bearer mock.monthly-active.123.abc',
      'sent with Bearer [Filtered]',
    ],
    ['a JWT anywhere', `token ${JWT} expired`, 'token [Filtered] expired'],
    [
      "every query parameter's value but the portal's own",
      'GET /reset?token=abc&next=/profile&tab=payment&scenario=listOrders:empty',
      'GET /reset?token=[Filtered]&next=[Filtered]&tab=payment&scenario=listOrders:empty',
    ],
    [
      'a value named as a credential or as personal',
      '{"password":"hunter2 2","cvc":"123","iban": "DE89"} phone=0301234 password is s3cret!',
      '{"password":[Filtered],"cvc":[Filtered],"iban": [Filtered]} phone=[Filtered] password is [Filtered]',
    ],
    ['a card number', 'card 4111111111111111 declined', 'card [card] declined'],
    [
      'a grouped card number with its expiry and CVC',
      'card 4111 1111 1111 1111 12/27 737, then',
      'card [card], then',
    ],
    ['a dashed 15-digit card number', 'Amex 3782-822463-10005 declined', 'Amex [card] declined'],
    ['a CVC by its name', 'wrong CVC: 737', 'wrong CVC: [Filtered]'],
    ['an IBAN', 'refund to DE89 3704 0044 0532 0130 00 failed', 'refund to [iban] failed'],
    ['an IBAN in one piece', 'to GB82WEST12345698765432.', 'to [iban].'],
    ['an international phone number', 'call +49 30 1234 5678 now', 'call [phone] now'],
    ['a North American phone number', 'call (555) 123-4567 now', 'call [phone] now'],
    ['a national phone number', 'call 030 12345678 now', 'call [phone] now'],
    ['a street address', 'ship to 221B Baker Street, London', 'ship to [address], London'],
    ['a German street address', 'an Hauptstraße 12 in Berlin', 'an [address] in Berlin'],
    ['a user id in words', 'no subscription for user 100234', 'no subscription for user :userId'],
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
      '/api/account/:userId and /account/:userId?expand=[Filtered]',
    ],
    [
      'a UUID user id',
      '/account/0b6f4f1c-3a53-4f7e-9d3e-2f8a9c1d5e7b/coupons',
      '/account/:userId/coupons',
    ],
  ])('replaces %s', (_, text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it("replaces the customer's own values, however written", () => {
    const personal = ['Jane', 'Müller-Lüdenscheidt', '100234', 'Springfield'];
    expect(scrubText('JANE müller-lüdenscheidt (100234) of Springfield, not Janet', personal)).toBe(
      '[personal] [personal] ([personal]) of [personal], not Janet',
    );
  });

  it.each([
    ['a path word after /account/', '/auth/account/logout'],
    ['a route', '/subscription?tab=payment'],
    ['a short id', '/account/:userId/subscriptions/42/preview'],
    ['words and a hashed asset name', 'Failed to load /assets/App-DxK2h1Lq.js (timeout)'],
    ['an amount and a date', 'Charged 12.99 EUR on 2026-11-23'],
    ['a time', 'at 2026-11-25T01:26:47.123Z'],
    ['a status and a count', 'answered 503 after 3 tries in 30000 ms'],
  ])('keeps %s', (_, text) => {
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubValue', () => {
  it('scrubs strings at any depth, filters secret and personal fields and drops cookies', () => {
    const event = {
      message: 'Boom for jane@example.com',
      user: { ip_address: '{{auto}}', email: 'jane@example.com' },
      request: {
        url: 'https://portal.test/profile',
        headers: { Authorization: 'Bearer abc', Accept: 'application/json' },
        cookies: { refresh_token: 'x' },
      },
      breadcrumbs: [
        {
          category: 'fetch',
          data: { url: '/api/account/100234', status_code: 500, user_id: 100234 },
        },
      ],
    };
    expect(scrubValue(event)).toEqual({
      message: 'Boom for [email]',
      user: { ip_address: '[Filtered]', email: '[Filtered]' },
      request: {
        url: 'https://portal.test/profile',
        headers: { Authorization: '[Filtered]', Accept: 'application/json' },
        cookies: {},
      },
      breadcrumbs: [
        {
          category: 'fetch',
          data: { url: '/api/account/:userId', status_code: 500, user_id: '[Filtered]' },
        },
      ],
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
