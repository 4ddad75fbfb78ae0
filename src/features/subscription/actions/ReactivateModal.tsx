import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { getReactivateSubscriptionMutationKey } from '@sdk/subscription/operations/reactivateSubscription.ts';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { useReactivateSubscriptionMutation } from '../api.ts';
import { reactivateConsequence } from '../rules/consequences.ts';
import { ActionPrice } from './ActionPrice.tsx';
import type { ActionModalBaseProps } from './types.ts';
import { subscriptionActionFailure } from './actionFailureMessage.tsx';
import { showOutcome, useActionDialog } from './useActionDialog.ts';

export function ReactivateModal({ opened, onClose, userId, subscription }: ActionModalBaseProps) {
  const { t } = useLingui();
  const reactivateSubscription = useReactivateSubscriptionMutation(userId);

  const { confirm, notice } = useActionDialog({
    userId,
    subscription,
    opened,
    onClose,
    action: 'reactivate',
  });

  const reactivate = () =>
    confirm({
      write: () => reactivateSubscription.mutateAsync({ userId, id: subscription.id }),
      reached: (sub) => sub.state === 'active',
      done: () => showOutcome({ color: 'green', message: t`Your subscription is reactivated.` }),
    });

  return (
    <ConfirmationModal
      opened={opened}
      onClose={onClose}
      title={t`Reactivate your subscription`}
      failureMessage={subscriptionActionFailure}
      notice={notice}
      actions={[
        {
          label: t`Reactivate subscription`,
          sends: getReactivateSubscriptionMutationKey(),
          run: reactivate,
        },
      ]}
    >
      <Text size="sm">{reactivateConsequence(subscription)}</Text>
      <ActionPrice
        userId={userId}
        subscriptionId={subscription.id}
        action={{ action: 'reactivate' }}
        opened={opened}
      />
    </ConfirmationModal>
  );
}
