import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getChangeSubscriptionPlanMutationKey } from '@sdk/subscription/operations/changeSubscriptionPlan.ts';
import { useGetPlan } from '@sdk/subscription/operations/getPlan.ts';
import type { PlanChangeTimeframe, PlanCode } from '@sdk/subscription/model';
import { errorMessage } from '@/api/errorMessages.ts';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { formatDate } from '@/shared/format/format.ts';
import { useChangeSubscriptionPlanMutation } from '../api.ts';
import {
  keepPlanConsequence,
  planChangeConsequence,
  planChangeNowConsequence,
} from '../rules/consequences.ts';
import {
  planByPeriodName,
  planChangeLabel,
  planChangeTarget,
  planChangeTimeframes,
} from '../rules/planChange.ts';
import { ActionPrice } from './ActionPrice.tsx';
import type { ActionModalBaseProps } from './types.ts';
import { subscriptionActionFailure } from './actionFailureMessage.tsx';
import { showOutcome, useActionDialog } from './useActionDialog.ts';
import { useActionPreview } from './useActionPreview.ts';
import { planNameOf } from '@/shared/plans/catalogue.ts';

/**
 * Monthly ↔ annual at the next renewal, with what the next charge will be; or, when a change
 * already waits for the renewal, keeping the current plan (and its next charge). Monthly → annual
 * may also happen now (`planChangeTimeframes`): the confirmation then shows the service's
 * proration (the credit for the unused part of the month, what is due today, the first renewal)
 * and cannot be confirmed before it has it.
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
  const timeframes = planChangeTimeframes(subscription, pendingPlanCode);
  // At renewal unless the customer chooses now; each opening starts from the renewal again.
  const [chosen, setChosen] = useState<PlanChangeTimeframe>('renewal');
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setChosen('renewal');
  }
  const timeframe = timeframes.includes(chosen) ? chosen : 'renewal';
  const now = timeframe === 'now';
  const previewed = { action: 'changePlan', planCode: target ?? undefined, timeframe } as const;
  // The same query as the price shown below: a change now is confirmed only on its figures.
  const preview = useActionPreview(userId, subscription.id, previewed, {
    enabled: opened && target !== null,
  });

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
          data: { planCode: target, timeframe },
        }),
      // Now: the plan itself is the new one. At renewal: only a service that says which plan
      // waits for the renewal tells it went through.
      reached: (sub) =>
        now
          ? sub.planCode === target
          : sub.scheduledPlanCode !== undefined &&
            (sub.scheduledPlanCode ?? sub.planCode) === target,
      done: (sub) => {
        const renewsOn = sub.currentPeriodEndsAt ? formatDate(sub.currentPeriodEndsAt) : null;
        showOutcome({
          color: 'green',
          message: now
            ? renewsOn
              ? t`Your subscription is now on ${otherName}. It renews on ${renewsOn}.`
              : t`Your subscription is now on ${otherName}.`
            : keeping
              ? t`Your subscription stays on ${currentName}.`
              : renewalDate
                ? t`Your subscription moves to ${otherName} on ${renewalDate}.`
                : t`Your subscription moves to ${otherName} at the next renewal.`,
        });
      },
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
          disabled: (other !== null && plan.isPending) || (now && !preview.data),
        },
      ]}
    >
      {plan.error ? (
        <Alert color="yellow">
          <Trans>The other plan could not be loaded: {planErrorMessage}</Trans>
        </Alert>
      ) : null}
      {timeframes.includes('now') ? (
        <Radio.Group
          label={t`When should the change happen?`}
          value={timeframe}
          onChange={(value) => setChosen(value === 'now' ? 'now' : 'renewal')}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="renewal"
              label={t`At renewal`}
              description={t`Nothing to pay today: the new plan starts when this period ends.`}
            />
            <Radio
              value="now"
              label={t`Switch now`}
              description={t`The new plan starts today; the unused part of this period is credited.`}
            />
          </Stack>
        </Radio.Group>
      ) : null}
      <Text size="sm">
        {keeping
          ? keepPlanConsequence(subscription, otherName)
          : now
            ? planChangeNowConsequence(subscription, otherName)
            : planChangeConsequence(subscription, otherName)}
      </Text>
      {target ? (
        <ActionPrice
          userId={userId}
          subscriptionId={subscription.id}
          action={previewed}
          opened={opened}
        />
      ) : null}
    </ConfirmationModal>
  );
}
