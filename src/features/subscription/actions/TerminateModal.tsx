import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { usePreviewTermination } from '@sdk/subscription/operations/previewTermination.ts';
import { getTerminateSubscriptionMutationKey } from '@sdk/subscription/operations/terminateSubscription.ts';
import type { TerminationPreview } from '@sdk/subscription/model';
import { errorMessage } from '@/api/errorMessages.ts';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { useTerminateSubscriptionMutation } from '../api.ts';
import { terminateConsequence } from '../rules/consequences.ts';
import { terminatedMessage, terminationMoney } from '../rules/termination.ts';
import { subscriptionActionFailure } from './actionFailureMessage.tsx';
import type { ActionModalBaseProps } from './types.ts';
import { showOutcome, useActionDialog } from './useActionDialog.ts';

/**
 * Ending now, with what it does to access and money before the customer confirms: the service's
 * termination preview (the paid time given up; refunded, kept as credit, or not returned). Nothing
 * is sent until the preview has answered; paid time given up for nothing must be acknowledged.
 */
export function TerminateModal({ opened, onClose, userId, subscription }: ActionModalBaseProps) {
  const { t } = useLingui();
  const terminateSubscription = useTerminateSubscriptionMutation(userId);
  const { confirm, notice } = useActionDialog({
    userId,
    subscription,
    opened,
    onClose,
    action: 'terminate',
  });
  // Asked afresh each time the dialog opens: a refund shrinks by the day.
  const preview = usePreviewTermination(userId, subscription.id, {
    query: { enabled: opened, gcTime: 0, staleTime: 0 },
  });
  const money = preview.data ? terminationMoney(subscription, preview.data) : null;
  const [acknowledged, setAcknowledged] = useState(false);
  const [acknowledgementMissing, setAcknowledgementMissing] = useState(false);
  const needsAcknowledgement = money?.forfeitAcknowledgement != null;

  const terminate = async () => {
    const terms = preview.data;
    if (!terms) return false;
    if (needsAcknowledgement && !acknowledged) {
      setAcknowledgementMissing(true);
      return false;
    }
    return confirm({
      write: () => terminateSubscription.mutateAsync({ userId, id: subscription.id }),
      reached: (sub) => sub.state === 'expired',
      done: () => showOutcome({ message: terminatedMessage(terms) }),
    });
  };

  return (
    <ConfirmationModal
      opened={opened}
      onClose={onClose}
      // Each opening asks anew: an earlier tick does not carry over to a later decision.
      onClosed={() => {
        setAcknowledged(false);
        setAcknowledgementMissing(false);
      }}
      title={t`End your subscription now`}
      failureMessage={subscriptionActionFailure}
      notice={notice}
      actions={[
        {
          label: t`End subscription now`,
          color: 'red',
          sends: getTerminateSubscriptionMutationKey(),
          run: terminate,
          disabled: !preview.data || preview.isError,
        },
      ]}
    >
      <Text size="sm">{terminateConsequence(subscription)}</Text>
      <MoneySection
        preview={preview.data}
        error={preview.error}
        retrying={preview.isFetching}
        onRetry={() => void preview.refetch()}
        text={money?.text ?? null}
      />
      {money?.forfeitAcknowledgement ? (
        <Checkbox
          label={money.forfeitAcknowledgement}
          checked={acknowledged}
          onChange={(event) => {
            setAcknowledged(event.currentTarget.checked);
            setAcknowledgementMissing(false);
          }}
          error={
            acknowledgementMissing
              ? t`Tick this to end your subscription now, or keep your subscription.`
              : undefined
          }
        />
      ) : null}
    </ConfirmationModal>
  );
}

/** What ending now does to the money, as the service previews it; while unknown, says so. */
function MoneySection({
  preview,
  error,
  retrying,
  onRetry,
  text,
}: {
  preview: TerminationPreview | undefined;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  text: string | null;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const reason = error ? errorMessage(error) : '';
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        <Trans>Your money</Trans>
      </Title>
      {error ? (
        <Alert
          color="red"
          title={t`What ending now does to your money could not be loaded`}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>
                {reason} Nothing has changed; your subscription can be ended once this is known.
              </Trans>
            </Text>
            <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : !preview || text === null ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-label={t`Loading what ending now does to your money`} />
          <Text size="sm" c="dimmed">
            <Trans>Checking what ending now does to your money…</Trans>
          </Text>
        </Group>
      ) : (
        <Text size="sm">{text}</Text>
      )}
    </Stack>
  );
}
