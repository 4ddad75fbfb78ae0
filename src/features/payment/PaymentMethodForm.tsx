import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getPaymentMethodFormQueryKey } from '@/api/queryKeys.ts';
import { codeQuery } from '@/shared/scheduling/lazyPart.ts';
import type { PaymentMethodFormProps } from './LoadedPaymentMethodForm.tsx';
import { PaymentFormPending } from './PaymentFormPending.tsx';
import { useBillingProvider } from './useBillingProvider.ts';

const formQuery = codeQuery(
  getPaymentMethodFormQueryKey(),
  () => import('./LoadedPaymentMethodForm.tsx'),
);

/**
 * Card or PayPal. The form's code (the card and PayPal switch, the cardholder's name, 3-D Secure's
 * host) is a chunk of its own, asked together with the provider's script when a payment form first
 * shows: the form cannot show before that script anyway, so checkout's plans and prices show
 * without it (decision 014). One loader holds the form's place until both are here; either one
 * that failed to come gets its message with Try again in that place, and the rest of the page (a
 * plan chosen, a coupon typed) stays as it was.
 */
export function PaymentMethodForm(props: PaymentMethodFormProps) {
  const code = useQuery(formQuery);
  const provider = useBillingProvider();
  if (provider.error && !code.error) {
    return <PaymentFormUnavailable onRetry={() => void provider.refetch()} />;
  }
  if (!code.data || !provider.data) return <PaymentFormPending code={code} />;
  const { LoadedPaymentMethodForm } = code.data;
  return <LoadedPaymentMethodForm {...props} provider={provider.data} />;
}

/**
 * Where the payment form would be when the provider's script could not load. The usual causes are
 * an ad-blocker or a proxy, which the customer can act on, so the message names them.
 */
function PaymentFormUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={t`The payment form could not be loaded`} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans>
            Our payment provider could not be reached. An ad-blocker or a firewall may be blocking
            it; please allow it, or try again in a moment.
          </Trans>
        </Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
