import { Text } from '@mantine/core';
import { notifications } from '@/shared/ui/notifications.ts';
import { getTerminateSubscriptionMutationKey } from '@sdk/subscription/operations/terminateSubscription.ts';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { useTerminateSubscriptionMutation } from '../api.ts';
import { terminateConsequence } from '../rules/consequences.ts';
import type { ActionModalBaseProps } from './types.ts';
import { subscriptionActionFailure } from './useSubscriptionAction.ts';

export function TerminateModal({ opened, onClose, userId, subscription }: ActionModalBaseProps) {
  const terminateSubscription = useTerminateSubscriptionMutation(userId);

  const terminate = async () => {
    await terminateSubscription.mutateAsync({ userId, id: subscription.id });
    notifications.show({ message: 'Your subscription has ended.' });
  };

  return (
    <ConfirmationModal
      opened={opened}
      onClose={onClose}
      title="End your subscription now"
      failureMessage={subscriptionActionFailure}
      actions={[
        {
          label: 'End subscription now',
          color: 'red',
          sends: getTerminateSubscriptionMutationKey(),
          run: terminate,
        },
      ]}
    >
      <Text size="sm">{terminateConsequence(subscription)}</Text>
    </ConfirmationModal>
  );
}
