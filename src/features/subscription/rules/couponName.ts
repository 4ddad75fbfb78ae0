import type { Coupon } from '@sdk/subscription/model';

/**
 * The coupon's name for customers (its `displayText`, "15% off"), found among the account's
 * coupons; null while it is not known. Never its code: codes are slugs like "stay-with-us-50".
 * Codes match without regard to case, as the service matches them.
 */
export function couponName(
  coupons: readonly Pick<Coupon, 'code' | 'displayText'>[] | undefined,
  code: string | null,
): string | null {
  if (code === null || coupons === undefined) return null;
  const wanted = code.toLowerCase();
  return coupons.find((coupon) => coupon.code.toLowerCase() === wanted)?.displayText ?? null;
}
