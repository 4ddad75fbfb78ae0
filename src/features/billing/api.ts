import { useQueryClient } from '@tanstack/react-query';
import { useDeletePaymentMethod } from '@sdk/subscription/operations/deletePaymentMethod.ts';
import { getGetBillingAccountQueryKey } from '@sdk/subscription/operations/getBillingAccount.ts';

/** Removing the saved payment method: the billing account shows none from then on. */
export function useDeletePaymentMethodMutation(userId: number) {
  const queryClient = useQueryClient();
  return useDeletePaymentMethod({
    mutation: {
      onSuccess: () =>
        queryClient.setQueryData(getGetBillingAccountQueryKey(userId), (account) =>
          account ? { ...account, billingInfo: null } : account,
        ),
    },
  });
}
