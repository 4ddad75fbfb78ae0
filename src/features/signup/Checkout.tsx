import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetCouponQueryOptions } from '@sdk/subscription/subscription.ts';
import { type CouponProblem, couponProblemMessage, errorMessage } from '@/api/errorMessages.ts';
import { showFieldErrors } from '@/shared/forms/focusFirstError.ts';
import type { Session } from '@/shared/session/session.ts';
import { PaymentMethodForm } from '@/features/payment/index.ts';
import { useSendOnce } from '@/shared/ui/useSendOnce.ts';
import type { CouponFormValues } from './CouponField.tsx';
import { CouponField } from './CouponField.tsx';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import { PlanChoice } from './PlanChoice.tsx';
import {
  couponAppliesToPlan,
  couponProblem,
  planForCoupon,
  unappliedCouponCode,
} from './rules/coupon.ts';
import { accountCurrency, billingPeriodText, formatPrice, planPrice } from './rules/pricing.ts';
import {
  MONTHLY_PLAN_CODE,
  TRIAL_COUPON_CODE,
  type SelectablePlanCode,
} from './rules/selectablePlans.ts';
import { offeredCouponCode, signupTerms } from './rules/terms.ts';
import { checkoutMutationKey, type useCheckout } from './useCheckout.ts';
import type { SelectablePlans } from './useSelectablePlans.ts';

interface CheckoutProps {
  session: Session;
  plans: SelectablePlans;
  checkout: ReturnType<typeof useCheckout>;
}

/** Plan, coupon, summary and payment for a signed-in user without a subscription. */
export function Checkout({ session, plans, checkout }: CheckoutProps) {
  const { user, profile } = session;
  const { userId } = user;
  const queryClient = useQueryClient();
  const currency = accountCurrency(user);
  const [planCode, setPlanCode] = useState<SelectablePlanCode>(MONTHLY_PLAN_CODE);
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const busy = checkout.isPending || checkout.isSuccess;
  const { once } = useSendOnce(checkoutMutationKey(userId));

  const couponForm = useForm<CouponFormValues>({
    mode: 'controlled',
    initialValues: { couponCode: '' },
    validate: { couponCode: (value) => (value.trim() ? null : 'Enter a coupon code') },
  });

  // The coupon that goes with the order: the applied one, else the trial offer on Monthly.
  const offerCode = offeredCouponCode(planCode, appliedCode, user.hasTakenPlusTrial);
  const offer = useQuery({
    ...getGetCouponQueryOptions(userId, offerCode ?? ''),
    enabled: offerCode !== null,
  });
  // A trial offer the service no longer honours for this user is simply not offered.
  const coupon = offerCode && offer.data && couponProblem(offer.data) === null ? offer.data : null;
  const appliedCoupon = appliedCode ? coupon : null;

  const lookup = useMutation({
    mutationFn: (code: string) =>
      queryClient.fetchQuery({ ...getGetCouponQueryOptions(userId, code), staleTime: 0 }),
  });

  const changeOrder = (next: { planCode: SelectablePlanCode; appliedCode: string | null }) => {
    setPlanCode(next.planCode);
    setAppliedCode(next.appliedCode);
    // An earlier failure belongs to the order it was about.
    checkout.reset();
  };

  const choosePlan = (next: SelectablePlanCode) => {
    if (appliedCoupon && !couponAppliesToPlan(appliedCoupon, next)) {
      // The typed code stays, so applying it again brings its plan back.
      couponForm.setFieldError('couponCode', couponProblemMessage('not_applicable'));
      changeOrder({ planCode: next, appliedCode: null });
      return;
    }
    changeOrder({ planCode: next, appliedCode });
  };

  const applyCoupon = async ({ couponCode }: CouponFormValues) => {
    if (lookup.isPending) return;
    const code = couponCode.trim();
    const refuse = (problem: CouponProblem) =>
      showFieldErrors(couponForm, { couponCode: couponProblemMessage(problem) });
    // Any failure of the lookup, an unknown code included, is the catalogue's "other failure".
    const found = await lookup.mutateAsync(code).catch(() => null);
    if (found === null) return refuse('failed');
    const problem = couponProblem(found);
    // Spec section 4: a coupon not valid for the plan still resets the selection (to Monthly).
    if (problem === 'not_applicable') choosePlan(planForCoupon(found, planCode));
    if (problem !== null) return refuse(problem);
    changeOrder({ planCode: planForCoupon(found, planCode), appliedCode: code });
  };

  const removeCoupon = () => {
    couponForm.reset();
    changeOrder({ planCode, appliedCode: null });
  };

  /** Subscribing with a code typed but not applied would silently leave it out: ask first. */
  const couponSettled = () => {
    if (unappliedCouponCode(couponForm.getValues().couponCode, appliedCode) === null) return true;
    showFieldErrors(couponForm, {
      couponCode: 'Apply this coupon, or clear the field, before you subscribe',
    });
    return false;
  };

  const plan = plans[planCode];
  const price = planPrice(plan, currency);
  const order = { plan: planCode, currency, couponCode: coupon?.code ?? null };

  const renderPayment = () => {
    if (offer.error) {
      return (
        <LoadFailure
          title="The offer could not be loaded"
          error={offer.error}
          onRetry={() => void offer.refetch()}
        />
      );
    }
    if (offerCode !== null && offer.isPending) return <Loader aria-label="Loading the offer" />;
    const terms = signupTerms(plan, coupon);
    return (
      <Stack gap="md">
        <Card withBorder padding="md">
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fw={700}>{plan.name}</Text>
              <Text>{price ? `${formatPrice(price)} per ${billingPeriodText(plan)}` : null}</Text>
            </Group>
            {coupon ? <Text size="sm">{coupon.displayText}</Text> : null}
            {terms.disclaimer ? (
              <Text size="sm" c="dimmed">
                {terms.disclaimer}
              </Text>
            ) : null}
          </Stack>
        </Card>
        {terms.needsBillingInfo ? (
          <>
            <Title order={2} size="h3">
              Payment
            </Title>
            <PaymentMethodForm
              canSubmit={couponSettled}
              onToken={(paymentToken) =>
                once(async () => {
                  await checkout.mutateAsync({ order, paymentToken });
                })
              }
              submitLabel="Subscribe"
              busy={busy}
              defaultName={{ firstName: profile.firstName, lastName: profile.lastName }}
            />
          </>
        ) : (
          <>
            <Text size="sm">No payment details are needed for this offer.</Text>
            {checkout.error ? (
              <Alert color="red" role="alert">
                {errorMessage(checkout.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button
                loading={busy}
                onClick={() =>
                  void once(async () => {
                    if (couponSettled()) checkout.mutate({ order, paymentToken: null });
                  })
                }
              >
                Subscribe
              </Button>
            </Group>
          </>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Title order={2} size="h3">
          Choose your plan
        </Title>
        <PlanChoice
          plans={plans}
          currency={currency}
          value={planCode}
          onChange={choosePlan}
          badge={
            coupon?.code === TRIAL_COUPON_CODE
              ? { plan: MONTHLY_PLAN_CODE, label: coupon.displayText }
              : null
          }
          disabled={busy}
        />
        <CouponField
          form={couponForm}
          onApply={(values) => void applyCoupon(values)}
          checking={lookup.isPending}
          applied={appliedCoupon}
          onRemove={removeCoupon}
          disabled={busy}
        />
      </Stack>
      <Stack gap="md">
        <Title order={2} size="h3">
          Summary
        </Title>
        {renderPayment()}
      </Stack>
    </Stack>
  );
}
