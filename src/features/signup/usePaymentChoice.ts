import { useState } from 'react';
import { useGetBillingAccount } from '@sdk/subscription/operations/getBillingAccount.ts';
import { reusablePaymentMethod } from './rules/savedPaymentMethod.ts';

/**
 * How the customer pays: with the payment method saved on the account while it can still be used
 * ("Visa •••• 1111", chosen first), or another card or PayPal.
 */
export function usePaymentChoice(userId: number) {
  const savedMethod = useGetBillingAccount(userId);
  // A failed look-up only costs the shortcut: the card form is there as before.
  const reusable = reusablePaymentMethod(savedMethod.data?.billingInfo ?? null, new Date());
  const [payWith, setPayWith] = useState<'saved' | 'new'>('saved');
  return {
    /** Whether the saved payment method is still being looked up. */
    pending: savedMethod.isPending,
    /** The saved payment method as offered for reuse ("Visa •••• 1111"); null for none. */
    reusable,
    payWith,
    setPayWith,
    /** Whether the order is paid with the saved payment method. */
    useSaved: reusable !== null && payWith === 'saved',
  };
}
