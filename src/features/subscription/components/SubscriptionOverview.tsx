import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@/shared/ui/Link.tsx';
import { useGetBillingAccount } from '@sdk/subscription/operations/getBillingAccount.ts';
import { usePreviewRenewal } from '@sdk/subscription/operations/previewRenewal.ts';
import type { BillingInfo, Subscription } from '@sdk/subscription/model';
import { refetchFailedReads } from '@/api/queryClient.ts';
import { paths } from '@/config/paths.ts';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import { isPaymentMethodValid, paymentMethodProblem } from '@/features/billing/index.ts';
import { SectionLoader } from '@/shared/screens/SectionLoader.tsx';
import { paymentMethodNotice } from '../rules/paymentMethodNotice.ts';
import { hasRenewal } from '../rules/status.ts';
import { hasSubscription } from '../rules/subscriptionState.ts';
import { useCurrentSubscription } from '../useSubscriptions.ts';
import { PastDueNotice } from './PastDueNotice.tsx';
import { SubscriptionActions } from './SubscriptionActions.tsx';
import { SubscriptionSummary } from './SubscriptionSummary.tsx';

/**
 * The subscription tab: what needs the customer's action first (a renewal whose payment failed, a
 * payment method that cannot be charged, or could not be checked), then the subscription the
 * portal picked, and its actions.
 */
export function SubscriptionOverview({
  userId,
  onUpdatePaymentMethod,
}: {
  userId: number;
  onUpdatePaymentMethod: () => void;
}) {
  const { t } = useLingui();
  const { query, subscription } = useCurrentSubscription(userId);
  const billingAccount = useGetBillingAccount(userId);
  const queryClient = useQueryClient();

  if (query.error) {
    return (
      <LoadFailure
        title={t`Your subscription could not be loaded`}
        error={query.error}
        // Everything that failed: the billing account, asked meanwhile, failed with the same
        // service, and would otherwise show its own failure once the subscription is here.
        onRetry={() => void refetchFailedReads(queryClient)}
        retrying={query.isFetching}
      />
    );
  }
  if (query.isPending) return <SectionLoader label={t`Loading your subscription`} />;

  if (!subscription) return <NoSubscription hadOne={false} />;

  const current = hasSubscription(subscription);
  const billingInfo = billingAccount.data?.billingInfo;
  return (
    <Stack gap="lg">
      <PastDueNotice userId={userId} subscription={subscription} />
      {current && billingAccount.error ? (
        // Without the billing account the overview cannot tell whether the card will be charged.
        <LoadFailure title={t`Your payment method could not be checked`} query={billingAccount} />
      ) : null}
      {current && billingInfo !== undefined ? (
        <PaymentMethodNotice
          userId={userId}
          subscription={subscription}
          billingInfo={billingInfo}
          onUpdatePaymentMethod={onUpdatePaymentMethod}
        />
      ) : null}
      <SubscriptionSummary userId={userId} subscription={subscription} billingInfo={billingInfo} />
      {current ? null : <NoSubscription hadOne />}
      <SubscriptionActions
        userId={userId}
        subscription={subscription}
        billingInfo={billingInfo}
        onUpdatePaymentMethod={onUpdatePaymentMethod}
      />
    </Stack>
  );
}

function NoSubscription({ hadOne }: { hadOne: boolean }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          <Trans>No current subscription</Trans>
        </Title>
        <Text>
          <Trans>
            Subscribe to Reason+ to get every instrument and effect, with new ones every month.
          </Trans>
        </Text>
        <Button component={Link} to={paths.signup}>
          {hadOne ? <Trans>Subscribe again</Trans> : <Trans>Subscribe to Reason+</Trans>}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A billed subscription whose payment method cannot be charged: say so where it matters. */
function PaymentMethodNotice({
  userId,
  subscription,
  billingInfo,
  onUpdatePaymentMethod,
}: {
  userId: number;
  subscription: Subscription;
  billingInfo: BillingInfo | null;
  onUpdatePaymentMethod: () => void;
}) {
  // The summary asks for the same preview: one request, and the reminder names its date. A failed
  // one is retried from the summary's own message, not again because this notice appeared.
  const preview = usePreviewRenewal(userId, subscription.id, {
    query: { enabled: hasRenewal(subscription), retryOnMount: false },
  });
  const notice = paymentMethodNotice(subscription, {
    problem: paymentMethodProblem(billingInfo, isPaymentMethodValid(billingInfo, new Date())),
    hasPaymentMethod: billingInfo !== null,
    nextChargeOn: preview.data?.billingDate ?? null,
  });
  if (!notice) return null;
  return (
    <Alert color={notice.tone} title={notice.title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{notice.text}</Text>
        <Button size="xs" color={notice.tone} onClick={onUpdatePaymentMethod}>
          {billingInfo ? <Trans>Update payment method</Trans> : <Trans>Add payment method</Trans>}
        </Button>
      </Stack>
    </Alert>
  );
}
