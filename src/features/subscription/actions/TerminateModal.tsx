import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { terminateSubscription } from '@sdk/subscription/subscription.ts';
import { ActionModal } from '@/features/billing/components/ActionModal.tsx';
import { terminateConsequence } from '../rules/consequences.ts';
import { useApplySubscription } from '../useSubscriptions.ts';
import type { ActionModalBaseProps } from './types.ts';
import { useSubscriptionAction } from './useSubscriptionAction.ts';

export function TerminateModal({ opened, onClose, userId, subscription }: ActionModalBaseProps) {
  const apply = useApplySubscription(userId);
  const send = useSubscriptionAction(userId);

  const terminate = async () => {
    apply(await send(() => terminateSubscription(userId, subscription.id)));
    notifications.show({ message: 'Your subscription has ended.' });
  };

  return (
    <ActionModal
      opened={opened}
      onClose={onClose}
      title="End your subscription now"
      actions={[{ label: 'End subscription now', color: 'red', run: terminate }]}
    >
      <Text size="sm">{terminateConsequence(subscription)}</Text>
    </ActionModal>
  );
}
