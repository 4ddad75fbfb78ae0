import { useQuery } from '@tanstack/react-query';
import { getCheckoutPaymentStepQueryKey } from '@/api/queryKeys.ts';
import { PaymentFormPending } from '@/features/payment/index.ts';
import { codeQuery } from '@/shared/scheduling/lazyPart.ts';
import type { PaymentStepProps } from './PaymentStep.tsx';

const paymentStepQuery = codeQuery(
  getCheckoutPaymentStepQueryKey(),
  () => import('./PaymentStep.tsx'),
);

/**
 * The payment step (`PaymentStep`: the saved payment method or the card and PayPal form, the
 * terms and Subscribe) is a chunk of its own, asked as the order's summary first shows: checkout's
 * first screen is the plans and their prices, and the step below them comes a round trip later,
 * as the card form already came with the provider's script (decision 014). The card form's loader
 * holds its place; code that failed to come gets the card form's message with Try again there,
 * and the plan chosen and the coupon typed stay as they were.
 */
export function LaterPaymentStep(props: PaymentStepProps) {
  const code = useQuery(paymentStepQuery);
  if (!code.data) return <PaymentFormPending code={code} />;
  const { PaymentStep } = code.data;
  return <PaymentStep {...props} />;
}
