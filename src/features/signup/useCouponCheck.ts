import { useQueryClient } from '@tanstack/react-query';
import { getGetCouponQueryOptions } from '@sdk/subscription/operations/getCoupon.ts';
import type { Coupon } from '@sdk/subscription/model';

/**
 * Checks a typed coupon code with the subscription service: a read, so it goes through the query
 * cache (a check already on its way for the same code is shared, never sent twice) and leaves the
 * coupon under its key, where the order's offer finds it once applied. Always asked anew: a code
 * read a while ago may have expired or been used since.
 */
export function useCouponCheck(userId: number) {
  const queryClient = useQueryClient();

  /** The coupon as the service has it now; null for any failure, an unknown code included. */
  return async (code: string): Promise<Coupon | null> => {
    try {
      return await queryClient.fetchQuery({
        ...getGetCouponQueryOptions(userId, code),
        staleTime: 0,
      });
    } catch {
      return null;
    }
  };
}
