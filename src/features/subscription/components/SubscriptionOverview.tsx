import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useGetBillingAccount } from '@sdk/subscription/subscription.ts';
import type { BillingInfo, Subscription } from '@sdk/subscription/model';
import { paths } from '@/config/paths.ts';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import { isPaymentMethodValid, paymentMethodProblem } from '@/features/billing/index.ts';
import { hasSubscription, planKind } from '../rules/subscriptionState.ts';
import { useCurrentSubscription } from '../useSubscriptions.ts';
import { SubscriptionActions } from './SubscriptionActions.tsx';
import { SubscriptionSummary } from './SubscriptionSummary.tsx';

/** The subscription tab: the subscription the portal picked, its state and its actions. */
export function SubscriptionOverview({
  userId,
  onUpdatePaymentMethod,
}: {
  userId: number;
  onUpdatePaymentMethod: () => void;
}) {
  const { query, subscription } = useCurrentSubscription(userId);
  const billingAccount = useGetBillingAccount(userId);

  if (query.error) {
    return (
      <LoadFailure
        title="Your subscription could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.isPending) return <Loader aria-label="Loading your subscription" />;

  if (!subscription) return <NoSubscription hadOne={false} />;

  const current = hasSubscription(subscription);
  const billingInfo = billingAccount.data?.billingInfo;
  return (
    <Stack gap="lg">
      <SubscriptionSummary userId={userId} subscription={subscription} />
      {current && billingAccount.error ? (
        // Without the billing account the overview cannot tell whether the card will be charged.
        <LoadFailure
          title="Your payment method could not be checked"
          error={billingAccount.error}
          onRetry={() => void billingAccount.refetch()}
          retrying={billingAccount.isFetching}
        />
      ) : null}
      {current && billingInfo !== undefined ? (
        <PaymentMethodNotice
          subscription={subscription}
          billingInfo={billingInfo}
          onUpdatePaymentMethod={onUpdatePaymentMethod}
        />
      ) : null}
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
    <Card withBorder padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          No current subscription
        </Title>
        <Text>
          Subscribe to Reason+ to get every instrument and effect, with new ones every month.
        </Text>
        <Button component={Link} to={paths.signup}>
          {hadOne ? 'Subscribe again' : 'Subscribe to Reason+'}
        </Button>
      </Stack>
    </Card>
  );
}

/** A billed subscription whose payment method cannot be charged: say so where it matters. */
function PaymentMethodNotice({
  subscription,
  billingInfo,
  onUpdatePaymentMethod,
}: {
  subscription: Subscription;
  billingInfo: BillingInfo | null;
  onUpdatePaymentMethod: () => void;
}) {
  if (planKind(subscription.planCode) === 'free') return null;
  const problem = paymentMethodProblem(billingInfo, isPaymentMethodValid(billingInfo, new Date()));
  if (!problem) return null;
  // A canceled subscription has no charges ahead: the payment method only matters to reactivate.
  const canceled = subscription.state === 'canceled';
  return (
    <Alert
      color={canceled ? 'yellow' : 'red'}
      title={
        canceled ? 'Reactivating needs a payment method' : 'Your payment method needs attention'
      }
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {problem}{' '}
          {canceled
            ? 'Add a valid one to reactivate your subscription.'
            : 'Update it so future charges go through.'}
        </Text>
        <Button size="xs" color={canceled ? 'yellow' : 'red'} onClick={onUpdatePaymentMethod}>
          Update payment method
        </Button>
      </Stack>
    </Alert>
  );
}
