import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useId, useRef } from 'react';
import { usePreviewRenewal } from '@sdk/subscription/operations/previewRenewal.ts';
import type { BillingInfo, Subscription } from '@sdk/subscription/model';
import { lazyPart } from '@/shared/scheduling/lazyPart.ts';
import { onIntent } from '@/shared/scheduling/onIntent.ts';
import { useConfirmations } from '@/shared/ui/useConfirmations.ts';
import { allowedActions, type SubscriptionAction } from '../rules/actions.ts';
import { planChangeLabel } from '../rules/planChange.ts';
import { hasRenewal } from '../rules/status.ts';

type ConfirmedAction = Exclude<SubscriptionAction, 'updatePaymentMethod'>;

/** The billing-date dialog, once its calendar can name months and days in the active language. */
async function withCalendarLocale() {
  const dialog = await import('../actions/ChangeBillingDateModal.tsx');
  await dialog.datesLocaleReady();
  return dialog;
}

// Each confirmation is its own chunk, fetched on the customer's intent to choose its action (at
// the latest when it is chosen): the overview shows without the modals' code (and the date
// picker's).
const MODALS = {
  pause: lazyPart(
    () => import('../actions/PauseModal.tsx'),
    (m) => m.PauseModal,
  ),
  resume: lazyPart(
    () => import('../actions/ResumeModal.tsx'),
    (m) => m.ResumeModal,
  ),
  cancel: lazyPart(
    () => import('../actions/CancelModal.tsx'),
    (m) => m.CancelModal,
  ),
  reactivate: lazyPart(
    () => import('../actions/ReactivateModal.tsx'),
    (m) => m.ReactivateModal,
  ),
  terminate: lazyPart(
    () => import('../actions/TerminateModal.tsx'),
    (m) => m.TerminateModal,
  ),
  changePlan: lazyPart(
    () => import('../actions/ChangePlanModal.tsx'),
    (m) => m.ChangePlanModal,
  ),
  changeBillingDate: lazyPart(withCalendarLocale, (m) => m.ChangeBillingDateModal),
} satisfies Record<ConfirmedAction, { preload: () => Promise<unknown> }>;

const DESTRUCTIVE: ReadonlySet<SubscriptionAction> = new Set(['cancel', 'terminate']);

interface SubscriptionActionsProps {
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
  const { t } = useLingui();
  const { open, chosen, choose, close } = useConfirmations<ConfirmedAction>();
  const headingId = useId();
  // The renewal preview is the one place the contract says a plan change waits for the renewal.
  const preview = usePreviewRenewal(userId, sub.id, { query: { enabled: hasRenewal(sub) } });
  const pendingPlanCode =
    preview.data && preview.data.planCode !== sub.planCode ? preview.data.planCode : null;
  const actions = allowedActions(sub, { billingInfo });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const shownActions = actions.join();
  // An action can take its own button away (cancel → reactivate), whether before or after its
  // modal closes: the focus would fall to the page's start, so it goes to this section's heading.
  useEffect(() => {
    const opener = openerRef.current;
    if (open !== null || !opener || opener.isConnected) return;
    openerRef.current = null;
    const focus = document.activeElement;
    const elsewhere =
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
      focus && focus !== document.body && focus.isConnected && !focus.closest('[role="dialog"]');
    if (!elsewhere) headingRef.current?.focus();
  }, [open, shownActions]);

  const label = (action: SubscriptionAction): string => {
    switch (action) {
      case 'pause':
        return t`Pause`;
      case 'resume':
        return sub.subscriptionStatus === 'scheduledPause' ? t`Call off the pause` : t`Resume`;
      case 'cancel':
        return t`Cancel subscription`;
      case 'reactivate':
        return t`Reactivate`;
      case 'terminate':
        return t`End now`;
      case 'changePlan':
        return planChangeLabel(sub.planCode, pendingPlanCode);
      case 'changeBillingDate':
        return t`Change billing date`;
      case 'updatePaymentMethod':
        return t`Update payment method`;
    }
  };

  const modal = { userId, subscription: sub, onClose: close };

  return (
    <>
      {actions.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby={headingId}>
          <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1}>
            <Trans>Manage your subscription</Trans>
          </Title>
          {sub.state === 'canceled' && billingInfo === null ? (
            <Text size="sm">
              <Trans>To reactivate your subscription, first add a payment method.</Trans>
            </Text>
          ) : null}
          <Group gap="sm">
            {actions.map((action) => (
              <Button
                key={action}
                variant={DESTRUCTIVE.has(action) ? 'light' : 'default'}
                color={DESTRUCTIVE.has(action) ? 'red' : undefined}
                onClick={(event) => {
                  openerRef.current = event.currentTarget;
                  if (action === 'updatePaymentMethod') onUpdatePaymentMethod();
                  else choose(action);
                }}
                {...(action === 'updatePaymentMethod' ? {} : onIntent(MODALS[action].preload))}
              >
                {label(action)}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : null}
      <Suspense fallback={null}>
        {chosen.has('pause') ? <MODALS.pause.Part {...modal} opened={open === 'pause'} /> : null}
        {chosen.has('resume') ? <MODALS.resume.Part {...modal} opened={open === 'resume'} /> : null}
        {chosen.has('cancel') ? <MODALS.cancel.Part {...modal} opened={open === 'cancel'} /> : null}
        {chosen.has('reactivate') ? (
          <MODALS.reactivate.Part {...modal} opened={open === 'reactivate'} />
        ) : null}
        {chosen.has('terminate') ? (
          <MODALS.terminate.Part {...modal} opened={open === 'terminate'} />
        ) : null}
        {chosen.has('changePlan') ? (
          <MODALS.changePlan.Part
            {...modal}
            opened={open === 'changePlan'}
            pendingPlanCode={pendingPlanCode}
          />
        ) : null}
        {chosen.has('changeBillingDate') ? (
          <MODALS.changeBillingDate.Part {...modal} opened={open === 'changeBillingDate'} />
        ) : null}
      </Suspense>
    </>
  );
}
