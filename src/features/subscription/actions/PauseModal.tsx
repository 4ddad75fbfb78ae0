import { NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@/shared/ui/notifications.ts';
import { getPauseSubscriptionMutationKey } from '@sdk/subscription/operations/pauseSubscription.ts';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { formatDate, formatDuration } from '@/shared/format/format.ts';
import { usePauseSubscriptionMutation } from '../api.ts';
import { PAUSE_CYCLES, pauseCyclesError } from '../rules/actions.ts';
import { pauseConsequence } from '../rules/pause.ts';
import { billingPeriod } from '../rules/planChange.ts';
import type { ActionModalBaseProps } from './types.ts';
import { subscriptionActionFailure } from './actionFailureMessage.tsx';
import { useActionDialog } from './useActionDialog.ts';

const asCycles = (value: number | string): number =>
  typeof value === 'number' ? value : Number.NaN;

export function PauseModal({ opened, onClose, userId, subscription }: ActionModalBaseProps) {
  const pauseSubscription = usePauseSubscriptionMutation(userId);
  const { confirm, notice } = useActionDialog({
    userId,
    subscription,
    opened,
    onClose,
    action: 'pause',
  });
  const period = billingPeriod(subscription.planCode);
  const form = useForm<{ cycles: number | string }>({
    mode: 'controlled',
    initialValues: { cycles: 1 },
    validate: { cycles: (value) => pauseCyclesError(asCycles(value)) },
  });
  const cycles = asCycles(form.values.cycles);
  const valid = pauseCyclesError(cycles) === null;

  const pause = async () => {
    if (form.validate().hasErrors) return false;
    return confirm({
      write: () =>
        pauseSubscription.mutateAsync({
          userId,
          id: subscription.id,
          data: { remainingPauseCycles: cycles },
        }),
      reached: (sub) =>
        sub.subscriptionStatus === 'scheduledPause' && sub.remainingPauseCycles === cycles,
      done: (updated) => {
        // Both dates are proposed, optional: without one, the end of the billing period.
        const pausesOn = updated.pausedAt ?? updated.currentPeriodEndsAt;
        const when = pausesOn ? `on ${formatDate(pausesOn)}` : 'at the end of the billing period';
        notifications.show({
          color: 'green',
          message: `Your subscription pauses ${when} for ${formatDuration(cycles, period)}.`,
        });
      },
    });
  };

  return (
    <ConfirmationModal
      opened={opened}
      onClose={onClose}
      title="Pause your subscription"
      failureMessage={subscriptionActionFailure}
      notice={notice}
      actions={[
        { label: 'Pause subscription', sends: getPauseSubscriptionMutationKey(), run: pause },
      ]}
    >
      <NumberInput
        label="Billing cycles to pause for"
        description={`From ${PAUSE_CYCLES.min} to ${PAUSE_CYCLES.max}; one cycle is one ${period}.`}
        min={PAUSE_CYCLES.min}
        max={PAUSE_CYCLES.max}
        allowDecimal={false}
        allowNegative={false}
        // Out-of-range numbers stay as typed and are refused beside the field: clamping on blur
        // would pause for a number of cycles the user never chose.
        clampBehavior="none"
        data-autofocus
        {...form.getInputProps('cycles')}
      />
      <Text size="sm">
        {valid
          ? pauseConsequence(subscription, cycles)
          : `You keep your subscription as it is until ${subscription.currentPeriodEndsAt ? formatDate(subscription.currentPeriodEndsAt) : 'the end of the billing period'}; it then pauses for the cycles you choose.`}
      </Text>
    </ConfirmationModal>
  );
}
