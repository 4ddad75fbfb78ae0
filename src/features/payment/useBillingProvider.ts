import { useQuery } from '@tanstack/react-query';
import { getBillingProviderQueryKey } from '@/api/queryKeys.ts';
import { reportError } from '@/shared/monitoring/monitoring.ts';
import type { BillingProvider } from './billingProvider.ts';
import { loadBillingProvider } from './loadBillingProvider.ts';

const LOAD_FAILURE_TAGS = { feature: 'payment', call: 'load-billing-provider' };

/**
 * The billing provider adapter with its script, loaded once when a payment form first shows. A
 * failed load is reported once: Try again, or a payment form shown again, is the same outage.
 */
export function useBillingProvider() {
  return useQuery<BillingProvider, Error>({
    queryKey: getBillingProviderQueryKey(),
    queryFn: async ({ client }) => {
      // (Not `status`: a new attempt sets it back to pending; the count of failures stays.)
      const failedBefore =
        (client.getQueryState(getBillingProviderQueryKey())?.errorUpdateCount ?? 0) > 0;
      try {
        return await loadBillingProvider();
      } catch (error) {
        if (!failedBefore) reportError(error, LOAD_FAILURE_TAGS);
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}
