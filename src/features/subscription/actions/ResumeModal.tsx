import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { getResumeSubscriptionMutationKey } from '@sdk/subscription/operations/resumeSubscription.ts';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { useResumeSubscriptionMutation } from '../api.ts';
import { resumeConsequence } from '../rules/consequences.ts';
import { ActionPrice } from './ActionPrice.tsx';
import type { ActionModalBaseProps } from './types.ts';
import { subscriptionActionFailure } from './actionFailureMessage.tsx';
import { showOutcome, useActionDialog } from './useActionDialog.ts';

export function ResumeModal({ opened, onClose, userId, subscription }: ActionModalBaseProps) {
  const { t } = useLingui();
  const resumeSubscription = useResumeSubscriptionMutation(userId);
  const { confirm, notice } = useActionDialog({
    userId,
    subscription,
    opened,
    onClose,
    action: 'resume',
  });
  const scheduled = subscription.subscriptionStatus === 'scheduledPause';

  const resume = () =>
    confirm({
      write: () => resumeSubscription.mutateAsync({ userId, id: subscription.id }),
      reached: (sub) => sub.state === 'active' && sub.subscriptionStatus === 'unpaused',
      done: () =>
        showOutcome({
          color: 'green',
          message: scheduled
            ? t`The scheduled pause is called off.`
            : t`Your subscription is active again.`,
        }),
    });

  return (
    <ConfirmationModal
      opened={opened}
      onClose={onClose}
      title={scheduled ? t`Call off the scheduled pause` : t`Resume your subscription`}
      failureMessage={subscriptionActionFailure}
      notice={notice}
      actions={[
        {
          label: scheduled ? t`Call off the pause` : t`Resume subscription`,
          sends: getResumeSubscriptionMutationKey(),
          run: resume,
        },
      ]}
    >
      <Text size="sm">{resumeConsequence(subscription)}</Text>
      <ActionPrice
        userId={userId}
        subscriptionId={subscription.id}
        action={{ action: 'resume' }}
        opened={opened}
        // Resuming charges today and then every period: the customer is told both.
        followingCharge={!scheduled}
      />
    </ConfirmationModal>
  );
}
