import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeletePaymentMethod } from '@sdk/subscription/operations/deletePaymentMethod.ts';
import { getGetBillingAccountQueryKey } from '@sdk/subscription/operations/getBillingAccount.ts';
import { getListInvoicesQueryKey } from '@sdk/subscription/operations/listInvoices.ts';
import { getPayInvoiceMutationKey, payInvoice } from '@sdk/subscription/operations/payInvoice.ts';
import { ValidationError } from '@/api/errors.ts';
import { idempotentSender } from '@/api/idempotency.ts';
import { allSubscriptionsQuery } from '@/shared/session/session.ts';

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

/**
 * Paying an invoice whose charge failed, with the saved payment method. It moves money, so each
 * attempt has its Idempotency-Key, sent again when the same invoice is paid again after a lost
 * answer (decision 012): the service then answers the first payment instead of charging twice.
 * Paid, or refused as no longer payable (paid elsewhere, say), the invoices and the subscriptions
 * are read again: the invoice reads "Paid" and the subscription is no longer past due.
 */
export function usePayInvoiceMutation(userId: number) {
  const queryClient = useQueryClient();
  const [sendIdempotent] = useState(idempotentSender);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListInvoicesQueryKey(userId) }),
      queryClient.invalidateQueries({ queryKey: allSubscriptionsQuery(userId).queryKey }),
    ]);
  return useMutation({
    mutationKey: getPayInvoiceMutationKey(),
    mutationFn: (invoiceId: string) =>
      sendIdempotent({ invoiceId }, (headers) => payInvoice(userId, invoiceId, { headers })),
    onSuccess: () => refresh(),
    onError: (error) => {
      if (error instanceof ValidationError) void refresh();
    },
  });
}
