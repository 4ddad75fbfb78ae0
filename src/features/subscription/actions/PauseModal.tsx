import { NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { pauseSubscription } from '@sdk/subscription/subscription.ts';
import { ActionModal } from '@/features/billing/components/ActionModal.tsx';
import { formatDate, formatDuration } from '@/app/format/format.ts';
import { PAUSE_CYCLES, pauseCyclesError } from '../rules/actions.ts';
import { pauseConsequence } from '../rules/consequences.ts';
import { billingPeriod } from '../rules/planChange.ts';
import { useApplySubscription } from '../useSubscriptions.ts';
import type { ActionModalBaseProps } from './types.ts';
import { useSubscriptionAction } from './useSubscriptionAction.ts';

const asCycles = (value: number | string): number =>
  typeof value === 'number' ? value : Number.NaN;

export function PauseModal({ opened, onClose, userId, subscription }: ActionModalBaseProps) {
  const apply = useApplySubscription(userId);
  const send = useSubscriptionAction(userId);
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
    const updated = await send(() =>
      pauseSubscription(userId, subscription.id, { remainingPauseCycles: cycles }),
    );
    apply(updated);
    notifications.show({
      color: 'green',
      message: `Your subscription pauses on ${formatDate(updated.pausedAt ?? updated.currentPeriodEndsAt)} for ${formatDuration(cycles, period)}.`,
    });
  };

  return (
    <ActionModal
      opened={opened}
      onClose={onClose}
      title="Pause your subscription"
      actions={[{ label: 'Pause subscription', run: pause }]}
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
          : `You keep your subscription as it is until ${formatDate(subscription.currentPeriodEndsAt)}; it then pauses for the cycles you choose.`}
      </Text>
    </ActionModal>
  );
}
