import { useLingui } from '@lingui/react/macro';
import { Modal, Stack, Text } from '@mantine/core';
import { getDeletePaymentMethodMutationKey } from '@sdk/subscription/operations/deletePaymentMethod.ts';
import { getUpdatePaymentMethodMutationKey } from '@sdk/subscription/operations/updatePaymentMethod.ts';
import type { BillingInfo } from '@sdk/subscription/model';
import { PaymentMethodForm, useUpdatePaymentMethodMutation } from '@/features/payment/index.ts';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { notifications } from '@/shared/ui/notifications.ts';
import { useSendOnce } from '@/shared/ui/useSendOnce.ts';
import { useDeletePaymentMethodMutation } from './api.ts';
import { paymentMethodLabel } from './rules/paymentMethodLabel.ts';

/**
 * Replacing and removing the saved payment method: the payment tab's confirmations, a chunk of
 * their own with the card form (Modal, the form, the payment area), fetched on the customer's
 * intent to use them and not with the tab (PaymentMethodSection.tsx).
 */
export function UpdatePaymentMethodModal({
  opened,
  onClose,
  userId,
  current,
  cardholder,
}: {
  opened: boolean;
  onClose: () => void;
  userId: number;
  current: BillingInfo | null;
  cardholder: { firstName: string; lastName: string };
}) {
  const { t } = useLingui();
  const save = useUpdatePaymentMethodMutation(userId);
  const { sending } = useSendOnce(getUpdatePaymentMethodMutationKey());

  const currentMethod = current ? paymentMethodLabel(current) : null;

  const onToken = async (tokenId: string) => {
    const saved = await save.mutateAsync(tokenId);
    const method = paymentMethodLabel(saved);
    notifications.show({ color: 'green', message: t`${method} is saved.` });
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        // Not while the card is being saved: its 3-D Secure challenge shows inside.
        if (!sending()) onClose();
      }}
      title={current ? t`Replace your payment method` : t`Add a payment method`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          {currentMethod
            ? t`The new payment method replaces ${currentMethod} for every future charge. Nothing is charged now; your bank may ask you to confirm the card.`
            : t`Future charges go to this payment method. Nothing is charged now; your bank may ask you to confirm the card.`}
        </Text>
        <PaymentMethodForm
          onToken={onToken}
          submitLabel={t`Save payment method`}
          busy={save.isPending}
          defaultName={cardholder}
        />
      </Stack>
    </Modal>
  );
}

export function RemovePaymentMethodModal({
  opened,
  onClose,
  userId,
  current,
}: {
  opened: boolean;
  onClose: () => void;
  userId: number;
  current: BillingInfo | null;
}) {
  const { t } = useLingui();
  const deletePaymentMethod = useDeletePaymentMethodMutation(userId);
  const remove = async () => {
    await deletePaymentMethod.mutateAsync({ userId });
    notifications.show({ color: 'green', message: t`Your payment method is removed.` });
  };
  const currentMethod = current ? paymentMethodLabel(current) : null;
  return (
    <ConfirmationModal
      opened={opened}
      onClose={onClose}
      title={t`Remove your payment method`}
      dismissLabel={t`Keep it`}
      actions={[
        {
          label: t`Remove payment method`,
          color: 'red',
          sends: getDeletePaymentMethodMutationKey(),
          run: remove,
        },
      ]}
    >
      <Text size="sm">
        {currentMethod
          ? t`${currentMethod} will be removed from your account. Nothing is charged to it any more; subscribing again will ask for a payment method.`
          : t`Nothing is charged to it any more; subscribing again will ask for a payment method.`}
      </Text>
    </ConfirmationModal>
  );
}
