import { Trans, useLingui } from '@lingui/react/macro';
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
import type { QueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getDeletePaymentMethodMutationKey } from '@sdk/subscription/operations/deletePaymentMethod.ts';
import {
  getGetBillingAccountQueryOptions,
  useGetBillingAccount,
} from '@sdk/subscription/operations/getBillingAccount.ts';
import { getUpdatePaymentMethodMutationKey } from '@sdk/subscription/operations/updatePaymentMethod.ts';
import type { BillingInfo } from '@sdk/subscription/model';
import { PaymentMethodForm, useUpdatePaymentMethodMutation } from '@/features/payment/index.ts';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { useSendOnce } from '@/shared/ui/useSendOnce.ts';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import { useDeletePaymentMethodMutation } from './api.ts';
import { formatCardExpiry, formatDate } from '@/shared/format/format.ts';
import { isPaymentMethodValid } from './rules/paymentMethod.ts';
import { paymentMethodLabel, paymentMethodProblem } from './rules/paymentMethodLabel.ts';

/** As the landing tab: the billing account is asked before the first render. */
export const prefetchPaymentMethod = (queryClient: QueryClient, userId: number) =>
  queryClient.prefetchQuery(getGetBillingAccountQueryOptions(userId));

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
  const { t } = useLingui();
  const account = useGetBillingAccount(userId);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const headingId = useId();

  if (account.error) {
    return (
      <LoadFailure
        title={t`Your payment method could not be loaded`}
        error={account.error}
        onRetry={() => void account.refetch()}
        retrying={account.isFetching}
      />
    );
  }
  if (account.isPending) return <Loader aria-label={t`Loading your payment method`} />;

  const info = account.data.billingInfo;
  const valid = isPaymentMethodValid(info, new Date());
  const problem = paymentMethodProblem(info, valid);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          <Trans>Payment method</Trans>
        </Title>
        {info ? <PaymentMethodDetails info={info} valid={valid} /> : null}
        {problem ? (
          <Alert color={info ? 'red' : 'gray'} title={info ? t`Payment method invalid` : undefined}>
            {canManage
              ? t`${problem} Add a valid payment method so future charges go through.`
              : problem}
          </Alert>
        ) : null}
        {canManage && info && mustKeep ? (
          <Text size="sm">
            <Trans>
              Your subscription renews, so it needs a payment method: you can update this one, not
              remove it. To stop future charges, cancel the subscription.
            </Trans>
          </Text>
        ) : null}
        {canManage ? (
          <Group>
            <Button onClick={() => setEditing(true)}>
              {!info
                ? t`Add payment method`
                : mustKeep
                  ? t`Update payment method`
                  : t`Replace payment method`}
            </Button>
            {info && !mustKeep ? (
              <Button variant="light" color="red" onClick={() => setRemoving(true)}>
                <Trans>Remove payment method</Trans>
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Your account is free: nothing is charged to a payment method.</Trans>
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
  const expiry = info.ccDetails
    ? formatCardExpiry(info.ccDetails.expiryMonth, info.ccDetails.expiryYear)
    : null;
  const savedOn = info.updatedAt ? formatDate(info.updatedAt) : null;
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Text fw={600}>{paymentMethodLabel(info)}</Text>
        {valid ? null : (
          <Badge color="red">
            <Trans context="card">Expired</Trans>
          </Badge>
        )}
      </Group>
      {expiry ? (
        <Text size="sm">
          <Trans>Expires {expiry}</Trans>
        </Text>
      ) : null}
      {savedOn ? (
        <Text size="sm" c="dimmed">
          <Trans>Saved on {savedOn}</Trans>
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
