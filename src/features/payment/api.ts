import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetBillingAccountQueryKey } from '@sdk/subscription/operations/getBillingAccount.ts';
import {
  getUpdatePaymentMethodMutationKey,
  updatePaymentMethod,
} from '@sdk/subscription/operations/updatePaymentMethod.ts';
import type { BillingInfo, BillingInfoToken } from '@sdk/subscription/model';
import { TransactionError } from '@/api/errors.ts';
import { idempotentSender } from '@/api/idempotency.ts';
import { isThreeDSecureAction } from './threeDSecure.ts';
import { requestThreeDSecureChallenge } from './threeDSecureChallenge.ts';

/*
 * The payment area's write: each is its generated operation with what its answer changes in the
 * cache. Screens call these hooks and only say how it went.
 */

/**
 * Saves a payment token as the account's payment method. When the bank asks for 3-D Secure, runs
 * the provider's challenge and sends the same token again with the challenge's result token. Use
 * it under a `PaymentMethodForm`, whose ThreeDSecureHost shows the challenge. Each call has its
 * attempt's Idempotency-Key: a Save again after a lost answer is not a second save. Saved, the
 * billing account shows the new method at once, and is read again.
 */
export function useUpdatePaymentMethodMutation(userId: number) {
  const queryClient = useQueryClient();
  const [sendIdempotent] = useState(idempotentSender);
  const save = (body: BillingInfoToken) =>
    sendIdempotent(body, (headers) => updatePaymentMethod(userId, body, { headers }));
  return useMutation({
    mutationKey: getUpdatePaymentMethodMutationKey(),
    mutationFn: async (tokenId: string): Promise<BillingInfo> => {
      const first = await save({ token_id: tokenId });
      if (!isThreeDSecureAction(first)) return first;
      // The payment form's ThreeDSecureHost shows the challenge and settles this promise.
      const resultToken = await requestThreeDSecureChallenge(first.threedsToken).catch(
        (error: unknown) => {
          if (error instanceof TransactionError) throw error;
          throw new TransactionError(error instanceof Error ? error.message : String(error), null);
        },
      );
      const second = await save({
        token_id: tokenId,
        three_d_secure_action_result_token_id: resultToken,
      });
      if (isThreeDSecureAction(second)) {
        throw new TransactionError(second.error || t`Your bank could not confirm this card.`, null);
      }
      return second;
    },
    onSuccess: (saved) => {
      const queryKey = getGetBillingAccountQueryKey(userId);
      queryClient.setQueryData(queryKey, (account) =>
        account ? { ...account, billingInfo: saved } : account,
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
