import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import {
  getGetBillingAccountQueryOptions,
  useGetBillingAccount,
} from '@sdk/subscription/operations/getBillingAccount.ts';
import type { BillingInfo } from '@sdk/subscription/model';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import { lazyPart } from '@/shared/scheduling/lazyPart.ts';
import { onIntent } from '@/shared/scheduling/onIntent.ts';
import { useConfirmations } from '@/shared/ui/useConfirmations.ts';
import { formatCardExpiry, formatDate } from '@/shared/format/format.ts';
import { SectionLoader } from '@/shared/screens/SectionLoader.tsx';
import looks from '@/shared/ui/mantineLooks.module.css';
import { isPaymentMethodValid } from './rules/paymentMethod.ts';
import { paymentMethodLabel, paymentMethodProblem } from './rules/paymentMethodLabel.ts';

// The confirmations (and with them the card form, the Modal, the payment area) are a chunk of
// their own, fetched on the customer's intent to use them (at the latest when chosen): a link to
// this tab shows the payment method without about 30 KB of code it may never need.
const MODALS = {
  update: lazyPart(
    () => import('./PaymentMethodModals.tsx'),
    (m) => m.UpdatePaymentMethodModal,
  ),
  remove: lazyPart(
    () => import('./PaymentMethodModals.tsx'),
    (m) => m.RemovePaymentMethodModal,
  ),
};

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
  const { open, chosen, choose, close } = useConfirmations<keyof typeof MODALS>();
  const headingId = useId();

  if (account.error) {
    return <LoadFailure title={t`Your payment method could not be loaded`} query={account} />;
  }
  if (account.isPending) return <SectionLoader label={t`Loading your payment method`} />;

  const info = account.data.billingInfo;
  const valid = isPaymentMethodValid(info, new Date());
  const problem = paymentMethodProblem(info, valid);
  const modal = { onClose: close, userId, current: info };

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
            <Button onClick={() => choose('update')} {...onIntent(MODALS.update.preload)}>
              {!info
                ? t`Add payment method`
                : mustKeep
                  ? t`Update payment method`
                  : t`Replace payment method`}
            </Button>
            {info && !mustKeep ? (
              <Button
                variant="light"
                color="red"
                onClick={() => choose('remove')}
                {...onIntent(MODALS.remove.preload)}
              >
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
      <Suspense fallback={null}>
        {chosen.has('update') ? (
          <MODALS.update.Part {...modal} opened={open === 'update'} cardholder={cardholder} />
        ) : null}
        {chosen.has('remove') ? <MODALS.remove.Part {...modal} opened={open === 'remove'} /> : null}
      </Suspense>
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
          <span className={looks.badge} data-variant="filled" data-color="red">
            <Trans context="card">Expired</Trans>
          </span>
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
