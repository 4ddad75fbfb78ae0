import { useLingui } from '@lingui/react/macro';
import { NumberInput, Text } from '@mantine/core';
import { useField } from '@mantine/form';
import { fieldsForm } from '@/shared/forms/fieldsForm.ts';
import { getPauseSubscriptionMutationKey } from '@sdk/subscription/operations/pauseSubscription.ts';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { formatDate } from '@/shared/format/format.ts';
import { formatDuration } from '@/shared/format/durations.ts';
import { usePauseSubscriptionMutation } from '../api.ts';
import { PAUSE_CYCLES, pauseCyclesError } from '../rules/actions.ts';
import { pauseConsequence } from '../rules/pause.ts';
import { billingPeriod } from '../rules/planChange.ts';
import type { ActionModalBaseProps } from './types.ts';
import { subscriptionActionFailure } from './actionFailureMessage.tsx';
import { showOutcome, useActionDialog } from './useActionDialog.ts';

const asCycles = (value: number | string): number =>
  typeof value === 'number' ? value : Number.NaN;

export function PauseModal({ opened, onClose, userId, subscription }: ActionModalBaseProps) {
  const { t } = useLingui();
  const pauseSubscription = usePauseSubscriptionMutation(userId);
  const { confirm, notice } = useActionDialog({
    userId,
    subscription,
    opened,
    onClose,
    action: 'pause',
  });
  const period = billingPeriod(subscription.planCode);
  const form = fieldsForm(
    'pause',
    { cycles: useField<number | string>({ initialValue: 1 }) },
    { cycles: (value) => pauseCyclesError(asCycles(value)) },
  );
  const cycles = asCycles(form.getValues().cycles);
  const valid = pauseCyclesError(cycles) === null;
  const { min, max } = PAUSE_CYCLES;
  const renewalDate = subscription.currentPeriodEndsAt
    ? formatDate(subscription.currentPeriodEndsAt)
    : null;

  const pause = async () => {
    if (!form.validate()) return false;
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
        const date = pausesOn ? formatDate(pausesOn) : null;
        const duration = formatDuration(cycles, period);
        showOutcome({
          color: 'green',
          message: date
            ? t`Your subscription pauses on ${date} for ${duration}.`
            : t`Your subscription pauses at the end of the billing period for ${duration}.`,
        });
      },
    });
  };

  return (
    <ConfirmationModal
      opened={opened}
      onClose={onClose}
      title={t`Pause your subscription`}
      failureMessage={subscriptionActionFailure}
      notice={notice}
      actions={[
        { label: t`Pause subscription`, sends: getPauseSubscriptionMutationKey(), run: pause },
      ]}
    >
      <NumberInput
        label={t`Billing cycles to pause for`}
        description={
          period === 'year'
            ? t`From ${min} to ${max}; one cycle is one year.`
            : t`From ${min} to ${max}; one cycle is one month.`
        }
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
          : renewalDate
            ? t`You keep your subscription as it is until ${renewalDate}; it then pauses for the cycles you choose.`
            : t`You keep your subscription as it is until the end of the billing period; it then pauses for the cycles you choose.`}
      </Text>
    </ConfirmationModal>
  );
}
