import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@/shared/ui/notifications.ts';
import { useId, useState } from 'react';
import { getDeletePaymentMethodMutationKey } from '@sdk/subscription/operations/deletePaymentMethod.ts';
import { useGetBillingAccount } from '@sdk/subscription/operations/getBillingAccount.ts';
import type { BillingInfo } from '@sdk/subscription/model';
import { PaymentMethodForm, useSavePaymentMethod } from '@/features/payment/index.ts';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import { useDeletePaymentMethodMutation } from './api.ts';
import { formatCardExpiry, formatDate } from '@/shared/format/format.ts';
import { isPaymentMethodValid } from './rules/paymentMethod.ts';
import { paymentMethodLabel, paymentMethodProblem } from './rules/paymentMethodLabel.ts';

interface PaymentMethodSectionProps {
  userId: number;
  /** False for the special free accounts: nothing is billed, so there is nothing to manage. */
  canManage: boolean;
  /**
   * True while a subscription will charge it again: the service refuses to remove it then, so
   * removing is not offered, and the section says why.
   */
  mustKeep: boolean;
  cardholder: { firstName: string; lastName: string };
}

/** The saved payment method: what it is, whether it can be charged, and replacing or removing it. */
export function PaymentMethodSection({
  userId,
  canManage,
  mustKeep,
  cardholder,
}: PaymentMethodSectionProps) {
  const account = useGetBillingAccount(userId);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const headingId = useId();

  if (account.error) {
    return (
      <LoadFailure
        title="Your payment method could not be loaded"
        error={account.error}
        onRetry={() => void account.refetch()}
        retrying={account.isFetching}
      />
    );
  }
  if (account.isPending) return <Loader aria-label="Loading your payment method" />;

  const info = account.data.billingInfo;
  const valid = isPaymentMethodValid(info, new Date());
  const problem = paymentMethodProblem(info, valid);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          Payment method
        </Title>
        {info ? <PaymentMethodDetails info={info} valid={valid} /> : null}
        {problem ? (
          <Alert color={info ? 'red' : 'gray'} title={info ? 'Payment method invalid' : undefined}>
            {problem}
            {canManage ? ' Add a valid payment method so future charges go through.' : null}
          </Alert>
        ) : null}
        {canManage && info && mustKeep ? (
          <Text size="sm">
            Your subscription renews, so it needs a payment method: you can update this one, not
            remove it. To stop future charges, cancel the subscription.
          </Text>
        ) : null}
        {canManage ? (
          <Group>
            <Button onClick={() => setEditing(true)}>
              {!info
                ? 'Add payment method'
                : mustKeep
                  ? 'Update payment method'
                  : 'Replace payment method'}
            </Button>
            {info && !mustKeep ? (
              <Button variant="light" color="red" onClick={() => setRemoving(true)}>
                Remove payment method
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Your account is free: nothing is charged to a payment method.
          </Text>
        )}
      </Stack>
      <UpdatePaymentMethodModal
        opened={editing}
        onClose={() => setEditing(false)}
        userId={userId}
        current={info}
        cardholder={cardholder}
      />
      <RemovePaymentMethodModal
        opened={removing}
        onClose={() => setRemoving(false)}
        userId={userId}
        current={info}
      />
    </Paper>
  );
}

function PaymentMethodDetails({ info, valid }: { info: BillingInfo; valid: boolean }) {
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Text fw={600}>{paymentMethodLabel(info)}</Text>
        {valid ? null : <Badge color="red">Expired</Badge>}
      </Group>
      {info.ccDetails ? (
        <Text size="sm">
          Expires {formatCardExpiry(info.ccDetails.expiryMonth, info.ccDetails.expiryYear)}
        </Text>
      ) : null}
      {info.updatedAt ? (
        <Text size="sm" c="dimmed">
          Saved on {formatDate(info.updatedAt)}
        </Text>
      ) : null}
    </Stack>
  );
}

function UpdatePaymentMethodModal({
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
  const save = useSavePaymentMethod(userId);

  const onToken = async (tokenId: string) => {
    const saved = await save.mutateAsync(tokenId);
    notifications.show({ color: 'green', message: `${paymentMethodLabel(saved)} is saved.` });
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!save.isPending) onClose();
      }}
      title={current ? 'Replace your payment method' : 'Add a payment method'}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          {current
            ? `The new payment method replaces ${paymentMethodLabel(current)} for every future charge. `
            : 'Future charges go to this payment method. '}
          Nothing is charged now; your bank may ask you to confirm the card.
        </Text>
        <PaymentMethodForm
          onToken={onToken}
          submitLabel="Save payment method"
          busy={save.isPending}
          defaultName={cardholder}
        />
      </Stack>
    </Modal>
  );
}

function RemovePaymentMethodModal({
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
  const deletePaymentMethod = useDeletePaymentMethodMutation(userId);
  const remove = async () => {
    await deletePaymentMethod.mutateAsync({ userId });
    notifications.show({ color: 'green', message: 'Your payment method is removed.' });
  };
  return (
    <ConfirmationModal
      opened={opened}
      onClose={onClose}
      title="Remove your payment method"
      dismissLabel="Keep it"
      actions={[
        {
          label: 'Remove payment method',
          color: 'red',
          sends: getDeletePaymentMethodMutationKey(),
          run: remove,
        },
      ]}
    >
      <Text size="sm">
        {current ? `${paymentMethodLabel(current)} will be removed from your account. ` : null}
        Nothing is charged to it any more; subscribing again will ask for a payment method.
      </Text>
    </ConfirmationModal>
  );
}
