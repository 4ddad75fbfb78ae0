import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import { notifications } from '@/shared/ui/notifications.ts';
import { getChangeSubscriptionPlanMutationKey } from '@sdk/subscription/operations/changeSubscriptionPlan.ts';
import { useGetPlan } from '@sdk/subscription/operations/getPlan.ts';
import type { PlanCode } from '@sdk/subscription/model';
import { errorMessage } from '@/api/errorMessages.ts';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { formatDate } from '@/shared/format/format.ts';
import { useChangeSubscriptionPlanMutation } from '../api.ts';
import { keepPlanConsequence, planChangeConsequence } from '../rules/consequences.ts';
import { planByPeriodName, planChangeLabel, planChangeTarget } from '../rules/planChange.ts';
import { ActionPrice } from './ActionPrice.tsx';
import type { ActionModalBaseProps } from './types.ts';
import { subscriptionActionFailure } from './actionFailureMessage.tsx';
import { useActionDialog } from './useActionDialog.ts';
import { planNameOf } from '@/shared/plans/catalogue.ts';

/**
 * Monthly ↔ annual at the next renewal, with what the next charge will be; or, when a change
 * already waits for the renewal, keeping the current plan (and its next charge).
 */
export function ChangePlanModal({
  opened,
  onClose,
  userId,
  subscription,
  pendingPlanCode,
}: ActionModalBaseProps & { pendingPlanCode: PlanCode | null }) {
  const { t } = useLingui();
  const changeSubscriptionPlan = useChangeSubscriptionPlanMutation(userId);
  const { confirm, notice } = useActionDialog({
    userId,
    subscription,
    opened,
    onClose,
    action: 'changePlan',
  });
  const target = planChangeTarget(subscription.planCode, pendingPlanCode);
  const keeping = target === subscription.planCode;
  // The plan whose name and price the confirmation needs: the new one, or the one called off.
  const other = keeping ? pendingPlanCode : target;
  const plan = useGetPlan(other ?? subscription.planCode, {
    query: { enabled: opened && other !== null },
  });
  const otherName = plan.data?.name ?? (other ? planByPeriodName(other) : '');

  const change = async () => {
    if (!target) return false;
    const renewalDate = subscription.currentPeriodEndsAt
      ? formatDate(subscription.currentPeriodEndsAt)
      : null;
    const currentName = planNameOf(subscription);
    return confirm({
      write: () =>
        changeSubscriptionPlan.mutateAsync({
          userId,
          id: subscription.id,
          data: { planCode: target, timeframe: 'renewal' },
        }),
      // Only a service that says which plan waits for the renewal tells it went through.
      reached: (sub) =>
        sub.scheduledPlanCode !== undefined && (sub.scheduledPlanCode ?? sub.planCode) === target,
      done: () =>
        notifications.show({
          color: 'green',
          message: keeping
            ? t`Your subscription stays on ${currentName}.`
            : renewalDate
              ? t`Your subscription moves to ${otherName} on ${renewalDate}.`
              : t`Your subscription moves to ${otherName} at the next renewal.`,
        }),
    });
  };

  const label = planChangeLabel(subscription.planCode, pendingPlanCode);
  const planErrorMessage = plan.error ? errorMessage(plan.error) : '';
  return (
    <ConfirmationModal
      opened={opened}
      onClose={onClose}
      title={label}
      failureMessage={subscriptionActionFailure}
      notice={notice}
      actions={[
        {
          label,
          sends: getChangeSubscriptionPlanMutationKey(),
          run: change,
          disabled: other !== null && plan.isPending,
        },
      ]}
    >
      {plan.error ? (
        <Alert color="yellow">
          <Trans>The other plan could not be loaded: {planErrorMessage}</Trans>
        </Alert>
      ) : null}
      <Text size="sm">
        {keeping
          ? keepPlanConsequence(subscription, otherName)
          : planChangeConsequence(subscription, otherName)}
      </Text>
      {target ? (
        <ActionPrice
          userId={userId}
          subscriptionId={subscription.id}
          action={{ action: 'changePlan', planCode: target, timeframe: 'renewal' }}
          opened={opened}
        />
      ) : null}
    </ConfirmationModal>
  );
}
