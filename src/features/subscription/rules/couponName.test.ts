import { describe, expect, it } from 'vitest';
import { couponName } from './couponName.ts';

const COUPONS = [
  { code: 'stay-with-us-50', displayText: '50% off for 3 months' },
  { code: 'SAVE15', displayText: '15% off' },
];

describe('couponName: the coupon as customers read it', () => {
  it.each<[string, Parameters<typeof couponName>[0], string | null, string | null]>([
    ['a slug: its display text', COUPONS, 'stay-with-us-50', '50% off for 3 months'],
    ['another case of the code', COUPONS, 'save15', '15% off'],
    ['no coupon', COUPONS, null, null],
    ['the coupons not loaded (yet)', undefined, 'SAVE15', null],
    ['a coupon not among them: no name rather than its code', COUPONS, 'ANNUAL20', null],
  ])('%s', (_, coupons, code, name) => {
    expect(couponName(coupons, code)).toBe(name);
  });
});
