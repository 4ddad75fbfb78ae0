import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { resumeSubscription } from '@sdk/subscription/subscription.ts';
import { ActionModal } from '@/features/billing/components/ActionModal.tsx';
import { resumeConsequence } from '../rules/consequences.ts';
import { useApplySubscription } from '../useSubscriptions.ts';
import type { ActionModalBaseProps } from './types.ts';
import { useSubscriptionAction } from './useSubscriptionAction.ts';

export function ResumeModal({ opened, onClose, userId, subscription }: ActionModalBaseProps) {
  const apply = useApplySubscription(userId);
  const send = useSubscriptionAction(userId);
  const scheduled = subscription.subscriptionStatus === 'scheduledPause';

  const resume = async () => {
    apply(await send(() => resumeSubscription(userId, subscription.id)));
    notifications.show({
      color: 'green',
      message: scheduled
        ? 'The scheduled pause is called off.'
        : 'Your subscription is active again.',
    });
  };

  return (
    <ActionModal
      opened={opened}
      onClose={onClose}
      title={scheduled ? 'Call off the scheduled pause' : 'Resume your subscription'}
      actions={[{ label: scheduled ? 'Call off the pause' : 'Resume subscription', run: resume }]}
    >
      <Text size="sm">{resumeConsequence(subscription)}</Text>
    </ActionModal>
  );
}
