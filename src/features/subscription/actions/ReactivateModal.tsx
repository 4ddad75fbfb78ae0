import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { reactivateSubscription } from '@sdk/subscription/subscription.ts';
import { ActionModal } from '@/features/billing/components/ActionModal.tsx';
import { reactivateConsequence } from '../rules/consequences.ts';
import { useApplySubscription } from '../useSubscriptions.ts';
import type { ActionModalBaseProps } from './types.ts';
import { useSubscriptionAction } from './useSubscriptionAction.ts';

export function ReactivateModal({ opened, onClose, userId, subscription }: ActionModalBaseProps) {
  const apply = useApplySubscription(userId);
  const send = useSubscriptionAction(userId);

  const reactivate = async () => {
    apply(await send(() => reactivateSubscription(userId, subscription.id)));
    notifications.show({ color: 'green', message: 'Your subscription is reactivated.' });
  };

  return (
    <ActionModal
      opened={opened}
      onClose={onClose}
      title="Reactivate your subscription"
      actions={[{ label: 'Reactivate subscription', run: reactivate }]}
    >
      <Text size="sm">{reactivateConsequence(subscription)}</Text>
    </ActionModal>
  );
}
