import { describe, expect, it } from 'vitest';
import {
  NEW_SUBSCRIPTION_COOKIE,
  newSubscriptionCookie,
  newSubscriptionPayload,
} from './newSubscription.ts';

describe('newSubscriptionPayload', () => {
  it.each([
    [
      'the trial on Monthly',
      { plan: 'reasonplusmonthly', currency: 'EUR', couponCode: 'first-month-introduction-offer' },
    ],
    ['Annual without a coupon', { plan: 'reasonplusannualnt', currency: 'USD', couponCode: null }],
  ] as const)('%s: plan, currency, coupon, and never a token', (_row, order) => {
    expect(newSubscriptionPayload(order)).toEqual({ ...order, account: {} });
  });
});

describe('newSubscriptionCookie', () => {
  it.each([
    [
      'on http: five years, whole site, Lax',
      'sub_7fK2mQ9xL1',
      new Date('2026-11-22T10:00:00Z'),
      false,
      `${NEW_SUBSCRIPTION_COOKIE}=sub_7fK2mQ9xL1; Expires=Sat, 22 Nov 2031 10:00:00 GMT; Path=/; SameSite=Lax`,
    ],
    [
      'on https: Secure as well',
      'sub_7fK2mQ9xL1',
      new Date('2026-11-22T10:00:00Z'),
      true,
      `${NEW_SUBSCRIPTION_COOKIE}=sub_7fK2mQ9xL1; Expires=Sat, 22 Nov 2031 10:00:00 GMT; Path=/; SameSite=Lax; Secure`,
    ],
    [
      'a leap day rolls over to 1 March',
      'sub_1',
      new Date('2028-02-29T12:00:00Z'),
      false,
      `${NEW_SUBSCRIPTION_COOKIE}=sub_1; Expires=Tue, 01 Mar 2033 12:00:00 GMT; Path=/; SameSite=Lax`,
    ],
    [
      'an id with cookie-unsafe characters is encoded',
      'sub 1;x',
      new Date('2026-11-22T10:00:00Z'),
      false,
      `${NEW_SUBSCRIPTION_COOKIE}=sub%201%3Bx; Expires=Sat, 22 Nov 2031 10:00:00 GMT; Path=/; SameSite=Lax`,
    ],
  ])('%s', (_row, id, now, secure, expected) => {
    expect(newSubscriptionCookie(id, now, secure)).toBe(expected);
  });
});
