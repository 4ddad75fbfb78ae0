import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { usePreviewRenewal } from '@sdk/subscription/subscription.ts';
import type { BillingInfo, Subscription } from '@sdk/subscription/model';
import { CancelModal } from '../actions/CancelModal.tsx';
import { ChangeBillingDateModal } from '../actions/ChangeBillingDateModal.tsx';
import { ChangePlanModal } from '../actions/ChangePlanModal.tsx';
import { PauseModal } from '../actions/PauseModal.tsx';
import { ReactivateModal } from '../actions/ReactivateModal.tsx';
import { ResumeModal } from '../actions/ResumeModal.tsx';
import { TerminateModal } from '../actions/TerminateModal.tsx';
import { allowedActions, type SubscriptionAction } from '../rules/actions.ts';
import { planChangeLabel } from '../rules/planChange.ts';
import { hasRenewal } from '../rules/status.ts';

type ConfirmedAction = Exclude<SubscriptionAction, 'updatePaymentMethod'>;

const DESTRUCTIVE: ReadonlySet<SubscriptionAction> = new Set(['cancel', 'terminate']);

export interface SubscriptionActionsProps {
  userId: number;
  subscription: Subscription;
  /** The saved payment method: null when none is on file, undefined while unknown. */
  billingInfo: BillingInfo | null | undefined;
  onUpdatePaymentMethod: () => void;
}

/** The actions the subscription's state allows, each behind its confirmation. */
export function SubscriptionActions({
  userId,
  subscription: sub,
  billingInfo,
  onUpdatePaymentMethod,
}: SubscriptionActionsProps) {
  const [open, setOpen] = useState<ConfirmedAction | null>(null);
  const headingId = useId();
  // The renewal preview is the one place the contract says a plan change waits for the renewal.
  const preview = usePreviewRenewal(userId, sub.id, { query: { enabled: hasRenewal(sub) } });
  const pendingPlanCode =
    preview.data && preview.data.planCode !== sub.planCode ? preview.data.planCode : null;
  const actions = allowedActions(sub, { billingInfo });

  const label = (action: SubscriptionAction): string => {
    switch (action) {
      case 'pause':
        return 'Pause';
      case 'resume':
        return sub.subscriptionStatus === 'scheduledPause' ? 'Call off the pause' : 'Resume';
      case 'cancel':
        return 'Cancel subscription';
      case 'reactivate':
        return 'Reactivate';
      case 'terminate':
        return 'End now';
      case 'changePlan':
        return planChangeLabel(sub.planCode, pendingPlanCode);
      case 'changeBillingDate':
        return 'Change billing date';
      case 'updatePaymentMethod':
        return 'Update payment method';
    }
  };

  const modal = { userId, subscription: sub, onClose: () => setOpen(null) };

  return (
    <>
      {actions.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby={headingId}>
          <Title order={2} size="h3" id={headingId}>
            Manage your subscription
          </Title>
          {sub.state === 'canceled' && billingInfo === null ? (
            <Text size="sm">To reactivate your subscription, first add a payment method.</Text>
          ) : null}
          <Group gap="sm">
            {actions.map((action) => (
              <Button
                key={action}
                variant={DESTRUCTIVE.has(action) ? 'light' : 'default'}
                color={DESTRUCTIVE.has(action) ? 'red' : undefined}
                onClick={() =>
                  action === 'updatePaymentMethod' ? onUpdatePaymentMethod() : setOpen(action)
                }
              >
                {label(action)}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : null}
      {/* Always mounted: an action that ends the last allowed one still closes its modal gently. */}
      <PauseModal {...modal} opened={open === 'pause'} />
      <ResumeModal {...modal} opened={open === 'resume'} />
      <CancelModal {...modal} opened={open === 'cancel'} />
      <ReactivateModal {...modal} opened={open === 'reactivate'} />
      <TerminateModal {...modal} opened={open === 'terminate'} />
      <ChangePlanModal
        {...modal}
        opened={open === 'changePlan'}
        pendingPlanCode={pendingPlanCode}
      />
      <ChangeBillingDateModal {...modal} opened={open === 'changeBillingDate'} />
    </>
  );
}
