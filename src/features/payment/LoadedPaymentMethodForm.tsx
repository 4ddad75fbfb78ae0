import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useField } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type ReactElement, type ReactNode, useState } from 'react';
import { errorMessage } from '@/api/errorMessages.ts';
import { TransactionError } from '@/api/errors.ts';
import { getSubmitPaymentFormMutationKey } from '@/api/queryKeys.ts';
import { fieldsForm } from '@/shared/forms/fieldsForm.ts';
import { revealOnAppear } from '@/shared/ui/revealOnAppear.ts';
import { useSendOnce } from '@/shared/ui/useSendOnce.ts';
import type { BillingProvider, CardFieldsHandle } from './billingProvider.ts';
import { ThreeDSecureHost } from './ThreeDSecureHost.tsx';

type Method = 'card' | 'paypal';

/** A brand's name, the same in every language. */
const PAYPAL = 'PayPal';

export interface PaymentMethodFormProps {
  /**
   * The caller's own last check before the provider is asked for a token (which may open PayPal):
   * false stops the submission; the caller shows why.
   */
  canSubmit?: () => boolean;
  /** What to do with the provider's token (save it, or subscribe with it). Rejections are shown. */
  onToken: (tokenId: string) => Promise<unknown>;
  submitLabel: string;
  /**
   * The caller takes no payment now (its own request is on its way, or done with): the button
   * shows it, and the form asks the provider for nothing.
   */
  busy?: boolean;
  defaultName?: { firstName: string; lastName: string };
  /**
   * Where the submit button goes, for a caller that shows it elsewhere (checkout's bar on a
   * phone). It must stay inside this form, so the button keeps submitting it: one submit path.
   */
  placeSubmit?: (button: ReactElement) => ReactNode;
}

const besideTheForm = (button: ReactElement) => <Group justify="flex-end">{button}</Group>;

/**
 * Card (through the provider's own fields) or PayPal, once the form's code and the provider are
 * here (`PaymentMethodForm`). The card number never reaches this component: the provider returns a
 * token, which `onToken` receives.
 */
export function LoadedPaymentMethodForm({
  provider,
  canSubmit = () => true,
  onToken,
  submitLabel,
  busy = false,
  defaultName,
  placeSubmit = besideTheForm,
}: PaymentMethodFormProps & { provider: BillingProvider }) {
  const { t } = useLingui();
  const [method, setMethod] = useState<Method>('card');
  const [card, setCard] = useState<CardFieldsHandle | null>(null);
  // The provider's token and the caller's use of it, as one mutation: pending from the first
  // click, before any request of the caller's, so `once` keeps a second click from asking again.
  const submission = useMutation({
    mutationKey: getSubmitPaymentFormMutationKey(),
    mutationFn: async (tokenize: () => Promise<string>) => {
      await onToken(await tokenize());
    },
  });
  const { once } = useSendOnce(getSubmitPaymentFormMutationKey());
  const form = fieldsForm(
    'payment-method',
    {
      firstName: useField({ initialValue: defaultName?.firstName ?? '' }),
      lastName: useField({ initialValue: defaultName?.lastName ?? '' }),
    },
    {
      firstName: (value) =>
        method === 'card' && !value.trim() ? t`Enter the first name on the card` : null,
      lastName: (value) =>
        method === 'card' && !value.trim() ? t`Enter the last name on the card` : null,
    },
  );

  const { CardFields, tokenizePayPal } = provider;

  const tokenizeCard = (cardholder: { firstName: string; lastName: string }) => {
    if (!card)
      throw new TransactionError(t`The card form is not ready yet. Please try again.`, null);
    return card.tokenize(cardholder);
  };

  const submit = form.onSubmit((cardholder) =>
    once(async () => {
      if (busy || !canSubmit()) return;
      // A failure is shown from the mutation's error, beside the button.
      await submission
        .mutateAsync(method === 'paypal' ? tokenizePayPal : async () => tokenizeCard(cardholder))
        .catch(() => undefined);
    }),
  );
  const failure = submission.error ? errorMessage(submission.error) : null;

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            value={method}
            onChange={(value) => setMethod(value as Method)}
            data={[
              { value: 'card', label: t`Credit card` },
              { value: 'paypal', label: PAYPAL },
            ]}
            aria-label={t`Payment method`}
          />
          {method === 'card' ? (
            <>
              <Group grow align="flex-start">
                <TextInput
                  label={t`First name on card`}
                  autoComplete="cc-given-name"
                  {...form.getInputProps('firstName')}
                />
                <TextInput
                  label={t`Last name on card`}
                  autoComplete="cc-family-name"
                  {...form.getInputProps('lastName')}
                />
              </Group>
              <CardFields onReady={setCard} />
            </>
          ) : (
            <Text size="sm">
              <Trans>
                You will confirm a billing agreement with PayPal; we never see your PayPal password.
              </Trans>
            </Text>
          )}
          {failure ? (
            <Alert color="red" role="alert" ref={revealOnAppear}>
              {failure}
            </Alert>
          ) : null}
          {placeSubmit(
            <Button type="submit" loading={submission.isPending || busy}>
              {submitLabel}
            </Button>,
          )}
        </Stack>
      </form>
      <ThreeDSecureHost provider={provider} />
    </>
  );
}
