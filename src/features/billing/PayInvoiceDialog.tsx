import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useGetBillingAccount } from '@sdk/subscription/operations/getBillingAccount.ts';
import { getPayInvoiceMutationKey } from '@sdk/subscription/operations/payInvoice.ts';
import { getUpdatePaymentMethodMutationKey } from '@sdk/subscription/operations/updatePaymentMethod.ts';
import { errorMessage } from '@/api/errorMessages.ts';
import { PaymentMethodForm, useUpdatePaymentMethodMutation } from '@/features/payment/index.ts';
import { formatDate, formatMoney } from '@/shared/format/format.ts';
import { SectionLoader } from '@/shared/screens/SectionLoader.tsx';
import { useSession } from '@/shared/session/useSession.ts';
import { notifications } from '@/shared/ui/notifications.ts';
import { useSendOnce } from '@/shared/ui/useSendOnce.ts';
import { usePayInvoiceMutation } from './api.ts';
import type { PayableInvoice } from './rules/invoicePayment.ts';
import { isPaymentMethodValid } from './rules/paymentMethod.ts';
import { paymentMethodLabel } from './rules/paymentMethodLabel.ts';

interface PayInvoiceDialogProps {
  userId: number;
  /** The invoice to pay, with the service's amount and date; the dialog shows nothing without. */
  invoice: PayableInvoice | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * Paying an invoice whose charge failed: priced first (the invoice's own total), then paid with
 * the saved payment method, or with another card or PayPal, saved first through the payment form
 * (3-D Secure included) and then charged. One payment at a time (`useSendOnce`); a failure is
 * said beside the button, and the dialog stays open with the customer's choice.
 */
export function PayInvoiceDialog({ userId, invoice, opened, onClose }: PayInvoiceDialogProps) {
  const { t } = useLingui();
  const { profile } = useSession();
  const account = useGetBillingAccount(userId, { query: { enabled: opened } });
  const pay = usePayInvoiceMutation(userId);
  const save = useUpdatePaymentMethodMutation(userId);
  const { once, sending } = useSendOnce(
    getPayInvoiceMutationKey(),
    getUpdatePaymentMethodMutationKey(),
  );
  const [anotherMethod, setAnotherMethod] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;

  const billingInfo = account.data?.billingInfo ?? null;
  const saved = billingInfo && isPaymentMethodValid(billingInfo, new Date()) ? billingInfo : null;
  // Nothing saved that can be charged: the payment form is the only way to pay.
  const withForm = anotherMethod || (account.data !== undefined && saved === null);
  const busy = pay.isPending || save.isPending;

  const close = () => {
    if (sending()) return;
    onClose();
  };
  if (!invoice) return null;

  const amount = formatMoney(invoice.amount, invoice.currency);
  const failedOn = formatDate(invoice.failedAt);
  const paid = () => {
    notifications.show({
      color: 'green',
      message: t`Thank you: ${amount} is paid. Your Reason+ subscription continues.`,
    });
    onClose();
  };

  const payWithSaved = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      if (!saved) return;
      setFailure(null);
      try {
        await pay.mutateAsync(invoice.id);
        paid();
      } catch (error) {
        setFailure(errorMessage(error));
      }
    });
  };

  // The form shows a rejection itself, beside its button, and keeps what was entered.
  const payWithNew = (tokenId: string) =>
    once(async () => {
      await save.mutateAsync(tokenId);
      await pay.mutateAsync(invoice.id);
      paid();
    });

  const savedLabel = saved ? paymentMethodLabel(saved) : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={() => {
        setAnotherMethod(false);
        setFailure(null);
      }}
      title={t`Pay ${amount} now`}
      size="lg"
      centered
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Your payment of {amount} on {failedOn} failed. Pay it now to keep Reason+.
          </Trans>
        </Text>
        {withForm ? (
          <>
            <Text size="sm">
              <Trans>
                The new payment method is saved for future charges, and {amount} is charged to it
                now. Your bank may ask you to confirm the card.
              </Trans>
            </Text>
            <PaymentMethodForm
              onToken={payWithNew}
              submitLabel={t`Save and pay ${amount}`}
              busy={busy}
              defaultName={{ firstName: profile.firstName, lastName: profile.lastName }}
            />
            {saved ? (
              <Group>
                <Button variant="subtle" onClick={() => setAnotherMethod(false)} disabled={busy}>
                  {t`Pay with ${savedLabel} instead`}
                </Button>
              </Group>
            ) : null}
          </>
        ) : (
          <form onSubmit={payWithSaved} noValidate>
            <Stack gap="md">
              {account.error ? (
                <Alert color="red" role="alert" title={t`Your payment method could not be loaded`}>
                  {errorMessage(account.error)}
                </Alert>
              ) : savedLabel ? (
                <Text size="sm" fw={600}>
                  <Trans>
                    {amount} will be charged to {savedLabel} now.
                  </Trans>
                </Text>
              ) : (
                <SectionLoader size="sm" label={t`Loading your payment method`} />
              )}
              {failure ? (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="subtle"
                  onClick={() => {
                    setFailure(null);
                    setAnotherMethod(true);
                  }}
                  disabled={busy}
                >
                  <Trans>Use another card or PayPal</Trans>
                </Button>
                <Button type="submit" loading={pay.isPending} disabled={!saved}>
                  {t`Pay ${amount}`}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
