import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@/shared/ui/notifications.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { logoutUrl } from '@/api/http.ts';
import { refetchFailedReads } from '@/api/queryClient.ts';
import { allSubscriptionsQuery, type Session } from '@/shared/session/session.ts';
import { useOptionalSession } from '@/shared/session/useSession.ts';
import { paths } from '@/config/paths.ts';
import { SectionLoader } from '@/shared/screens/SectionLoader.tsx';
import { Checkout } from './Checkout.tsx';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import { PlanChoice } from './PlanChoice.tsx';
import { SubscriptionConfirmation } from './SubscriptionConfirmation.tsx';
import { mayStartSubscription } from './rules/access.ts';
import { DEFAULT_CURRENCY, planTrialText } from './rules/pricing.ts';
import { MONTHLY_PLAN_CODE, type SelectablePlanCode } from './rules/selectablePlans.ts';
import { useCheckout } from './useCheckout.ts';
import { useSelectablePlans } from './useSelectablePlans.ts';

export { prefetchSignupForm } from './prefetch.ts';

/** The signup form: plans for everyone; checkout for a signed-in user without a subscription. */
export function SignupForm() {
  const session = useOptionalSession();
  return session ? <SignedInSignup session={session} /> : <AnonymousSignup />;
}

function PlansLoading() {
  const { t } = useLingui();
  return <SectionLoader label={t`Loading the plans`} />;
}

/** An anonymous visitor sees the plans in USD and is asked to sign in to subscribe. */
function AnonymousSignup() {
  const { t } = useLingui();
  const { plans, error, retry } = useSelectablePlans();
  const [planCode, setPlanCode] = useState<SelectablePlanCode>(MONTHLY_PLAN_CODE);
  if (error)
    return <LoadFailure title={t`The plans could not be loaded`} error={error} onRetry={retry} />;
  if (!plans) return <PlansLoading />;
  const trial = planTrialText(plans[MONTHLY_PLAN_CODE]);
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Choose your plan</Trans>
        </Title>
        <PlanChoice
          plans={plans}
          currency={DEFAULT_CURRENCY}
          value={planCode}
          onChange={setPlanCode}
          badge={trial ? { plan: MONTHLY_PLAN_CODE, label: t`${trial} free` } : null}
        />
        {trial ? (
          <Text size="sm" c="dimmed">
            <Trans>New subscribers to Monthly get their first {trial} free.</Trans>
          </Text>
        ) : null}
      </Stack>
      <Alert title={t`Sign in to subscribe`}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            <Trans>
              Sign in with your account, or create one, to choose a plan, apply a coupon and pay.
            </Trans>
          </Text>
          <Button component="a" href={logoutUrl()}>
            <Trans>Sign in to subscribe</Trans>
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}

/** A signed-in user who already has a subscription (even a paused one) has nothing to sign up for. */
function AlreadySubscribed() {
  const { t } = useLingui();
  useEffect(() => {
    notifications.show({
      id: 'signup-already-subscribed',
      title: t`You already have Reason+`,
      message: t`Here is your subscription.`,
    });
  }, [t]);
  return <Navigate to={paths.subscription} replace />;
}

function SignedInSignup({ session }: { session: Session }) {
  const { t } = useLingui();
  const { userId } = session.user;
  const queryClient = useQueryClient();
  const subscriptions = useQuery(allSubscriptionsQuery(userId));
  const { plans, error, retry } = useSelectablePlans();
  const checkout = useCheckout(userId);

  // Before the loads below: the new subscription refetches them, and that is no reason to hide this.
  if (checkout.isSuccess) {
    return (
      <SubscriptionConfirmation
        subscription={checkout.data}
        breakdown={checkout.variables.breakdown}
      />
    );
  }

  if (subscriptions.error) {
    return (
      <LoadFailure
        title={t`Your subscriptions could not be loaded`}
        error={subscriptions.error}
        // Everything that failed: the plans, asked meanwhile, failed with the same service.
        onRetry={() => void refetchFailedReads(queryClient)}
      />
    );
  }
  if (error)
    return <LoadFailure title={t`The plans could not be loaded`} error={error} onRetry={retry} />;
  if (subscriptions.isPending || !plans) return <PlansLoading />;
  // Only before checkout: the subscription it creates must not send the user off with this notice.
  if (!checkout.isPending && !mayStartSubscription(subscriptions.data))
    return <AlreadySubscribed />;
  return <Checkout session={session} plans={plans} checkout={checkout} />;
}
