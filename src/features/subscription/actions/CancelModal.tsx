import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Text } from '@mantine/core';
import { getApplyAntichurnCouponMutationKey } from '@sdk/subscription/operations/applyAntichurnCoupon.ts';
import { getCancelSubscriptionMutationKey } from '@sdk/subscription/operations/cancelSubscription.ts';
import { useGetAntichurnOffer } from '@sdk/subscription/operations/getAntichurnOffer.ts';
import { useExitSurvey } from '@/features/subscription/exitSurvey/ExitSurveyProvider.tsx';
import { ASKED_FOR_A_STATE } from '@/api/queryMeta.ts';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { formatDate } from '@/shared/format/format.ts';
import {
  ANTICHURN_OFFER_PRICE,
  useApplyAntichurnCouponMutation,
  useCancelSubscriptionMutation,
} from '../api.ts';
import { offersAntichurnCoupon } from '../rules/actions.ts';
import { cancelConsequence } from '../rules/consequences.ts';
import { ActionPrice } from './ActionPrice.tsx';
import type { ActionModalBaseProps } from './types.ts';
import { subscriptionActionFailure } from './actionFailureMessage.tsx';
import { showOutcome, useActionDialog } from './useActionDialog.ts';

/** The anti-churn offer's card. */
const OFFER_BACKGROUND = 'var(--mantine-color-grape-light)';

/**
 * The cancel flow: the anti-churn offer comes first. Accepting applies it and keeps the
 * subscription; declining cancels, and the exit survey follows.
 */
export function CancelModal({ opened, onClose, userId, subscription }: ActionModalBaseProps) {
  const { t } = useLingui();
  const applyAntichurnCoupon = useApplyAntichurnCouponMutation(userId);
  const cancelSubscription = useCancelSubscriptionMutation(userId);
  const { openExitSurvey } = useExitSurvey();
  const { confirm, notice } = useActionDialog({
    userId,
    subscription,
    opened,
    onClose,
    action: 'cancel',
  });
  const eligible = offersAntichurnCoupon(subscription);
  // The offer as the service would make it. Until it answers (or if it fails) the offer is made in
  // general terms and the service decides on accepting; `null` means this account has none left.
  const offered = useGetAntichurnOffer(userId, subscription.id, {
    // Made for the state the dialog opened on: not asked again by a focus or another tab's change.
    query: { enabled: opened && eligible, meta: ASKED_FOR_A_STATE, refetchOnWindowFocus: false },
  });
  const coupon = offered.data?.coupon;
  const offer = eligible && coupon !== null;
  // A paused customer has no Reason+ to keep: the toast does not say they do.
  const pausedNow = subscription.subscriptionStatus === 'paused';
  const offerText = coupon?.displayText;
  const offerLowercase = offerText?.toLowerCase();
  const consequence = cancelConsequence(subscription);
  // Declined, the offer's price is no longer wanted: one still on its way would reach the service
  // after the cancel and be refused (a 400 in the console and the error reports).
  const declined = !cancelSubscription.isIdle && !cancelSubscription.isError;

  const acceptOffer = () => {
    let offerName = coupon?.displayText ?? null;
    return confirm({
      write: async () => {
        const result = await applyAntichurnCoupon.mutateAsync({
          userId,
          data: { subscriptionId: subscription.id },
        });
        offerName = result.coupon.displayText;
        return result.subscription;
      },
      reached: (sub) => coupon?.code !== undefined && sub.couponCode === coupon.code,
      done: () =>
        showOutcome({
          color: 'green',
          title: t`Thanks for staying!`,
          message: offerName
            ? t`${offerName}: the discount applies from your next renewal.`
            : t`The discount: the discount applies from your next renewal.`,
        }),
    });
  };

  const cancel = () =>
    confirm({
      write: () => cancelSubscription.mutateAsync({ userId, id: subscription.id }),
      reached: (sub) => sub.state === 'canceled',
      done: (canceled) => {
        // Both dates are proposed, optional: without one, the end of the billing period.
        const endsAt = canceled.expiresAt ?? canceled.currentPeriodEndsAt;
        const endsOn = endsAt ? formatDate(endsAt) : null;
        showOutcome({
          message: pausedNow
            ? endsOn
              ? t`Your subscription is canceled. It ends on ${endsOn} and will not resume.`
              : t`Your subscription is canceled. It ends at the end of the billing period and will not resume.`
            : endsOn
              ? t`Your subscription is canceled. You keep Reason+ until ${endsOn}.`
              : t`Your subscription is canceled. You keep Reason+ until the end of the billing period.`,
        });
        openExitSurvey();
      },
    });

  return (
    <ConfirmationModal
      opened={opened}
      onClose={onClose}
      title={t`Cancel your subscription`}
      dismissLabel={t`Keep my subscription`}
      failureMessage={subscriptionActionFailure}
      notice={notice}
      actions={
        offer
          ? [
              {
                label: t`No thanks, cancel`,
                color: 'red',
                variant: 'subtle',
                sends: getCancelSubscriptionMutationKey(),
                run: cancel,
              },
              {
                label: t`Accept the offer`,
                sends: getApplyAntichurnCouponMutationKey(),
                run: acceptOffer,
              },
            ]
          : [
              {
                label: t`Cancel subscription`,
                color: 'red',
                sends: getCancelSubscriptionMutationKey(),
                run: cancel,
              },
            ]
      }
    >
      {offer ? (
        <Paper withBorder p="md" bg={OFFER_BACKGROUND}>
          <Text fw={700}>
            {offerText ? (
              <Trans>Before you go: {offerText}</Trans>
            ) : (
              <Trans>Before you go: a discount to stay</Trans>
            )}
          </Text>
          <Text size="sm">
            {offerLowercase ? (
              <Trans>
                Stay with us and get {offerLowercase} from your next renewal. Your subscription
                carries on as it is.
              </Trans>
            ) : (
              <Trans>
                Stay with us and we will take a discount off your next renewals. Your subscription
                carries on as it is.
              </Trans>
            )}
          </Text>
          {/* Priced once the service has made the offer: without one it would refuse the preview. */}
          {coupon ? (
            <ActionPrice
              userId={userId}
              subscriptionId={subscription.id}
              action={ANTICHURN_OFFER_PRICE}
              opened={opened && !declined}
              heading={t`What you will pay with the offer`}
            />
          ) : null}
        </Paper>
      ) : null}
      <Text size="sm">
        {offer ? <Trans>If you cancel instead: {consequence}</Trans> : consequence}
      </Text>
    </ConfirmationModal>
  );
}
