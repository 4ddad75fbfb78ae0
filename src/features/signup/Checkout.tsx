import { Alert, Button, Card, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetBillingAccount } from '@sdk/subscription/operations/getBillingAccount.ts';
import { getGetCouponQueryOptions } from '@sdk/subscription/operations/getCoupon.ts';
import { getPreviewNewSubscriptionQueryOptions } from '@sdk/subscription/operations/previewNewSubscription.ts';
import { type CouponProblem, couponProblemMessage, errorMessage } from '@/api/errorMessages.ts';
import { showFieldErrors } from '@/shared/forms/focusFirstError.ts';
import type { Session } from '@/shared/session/session.ts';
import { PaymentMethodForm } from '@/features/payment/index.ts';
import { PriceBreakdown } from '@/shared/ui/PriceBreakdown.tsx';
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
import { paymentMethodNeededBy } from './rules/chargeNotices.ts';
import { accountCurrency, billingPeriodText } from './rules/pricing.ts';
import { reusablePaymentMethod } from './rules/savedPaymentMethod.ts';
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
  const order = { plan: planCode, currency, couponCode: coupon?.code ?? null };
  // The offer decides the coupon, so the price waits for it; a failed offer shows its own failure.
  const offerSettled = offerCode === null || offer.isSuccess;
  const preview = useQuery({
    ...getPreviewNewSubscriptionQueryOptions(userId, {
      plan: order.plan,
      currency: order.currency,
      ...(order.couponCode ? { couponCode: order.couponCode } : {}),
    }),
    enabled: offerSettled,
  });
  // Never a subscription on figures the customer has not seen.
  const breakdown = preview.error ? undefined : preview.data;
  const [pricePending, setPricePending] = useState(false);
  const priceKnown = () => {
    setPricePending(breakdown === undefined);
    return breakdown !== undefined;
  };

  const savedMethod = useGetBillingAccount(userId);
  // A failed look-up only costs the shortcut: the card form is there as before.
  const reusable = reusablePaymentMethod(savedMethod.data?.billingInfo ?? null, new Date());
  const [payWith, setPayWith] = useState<'saved' | 'new'>('saved');

  const subscribeWithoutToken = () =>
    void once(async () => {
      if (couponSettled() && priceKnown() && breakdown)
        checkout.mutate({ order, paymentToken: null, breakdown });
    });

  const subscribeButton = (
    <>
      {checkout.error ? (
        <Alert color="red" role="alert">
          {errorMessage(checkout.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button loading={busy} onClick={subscribeWithoutToken}>
          Subscribe
        </Button>
      </Group>
    </>
  );

  const renderPayment = (needsBillingInfo: boolean) => {
    if (!needsBillingInfo) {
      const notice = breakdown ? paymentMethodNeededBy(breakdown) : null;
      return (
        <>
          <Text size="sm">No payment details are needed for this offer.</Text>
          {notice ? (
            <Alert
              color="blue"
              role="note"
              title="A payment method is needed before your first charge"
            >
              {notice}
            </Alert>
          ) : null}
          {subscribeButton}
        </>
      );
    }
    if (savedMethod.isPending) return <Loader aria-label="Loading your payment method" />;
    const useSaved = reusable !== null && payWith === 'saved';
    return (
      <>
        <Title order={2} size="h3">
          Payment
        </Title>
        {reusable ? (
          <Radio.Group
            label="Pay with"
            value={payWith}
            onChange={(value) => setPayWith(value === 'new' ? 'new' : 'saved')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="saved" label={`Pay with ${reusable}`} disabled={busy} />
              <Radio value="new" label="Use another card or PayPal" disabled={busy} />
            </Stack>
          </Radio.Group>
        ) : null}
        {useSaved ? (
          subscribeButton
        ) : (
          <PaymentMethodForm
            canSubmit={() => couponSettled() && priceKnown()}
            onToken={(paymentToken) =>
              once(async () => {
                if (breakdown) await checkout.mutateAsync({ order, paymentToken, breakdown });
              })
            }
            submitLabel="Subscribe"
            busy={busy}
            defaultName={{ firstName: profile.firstName, lastName: profile.lastName }}
          />
        )}
      </>
    );
  };

  const renderSummary = () => {
    if (offer.error) {
      return (
        <LoadFailure
          title="The offer could not be loaded"
          error={offer.error}
          onRetry={() => void offer.refetch()}
        />
      );
    }
    if (!offerSettled) return <Loader aria-label="Loading the offer" />;
    const terms = signupTerms(plan, coupon);
    return (
      <Stack gap="md">
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Stack gap={2}>
              <Text fw={700}>{plan.name}</Text>
              {coupon ? <Text size="sm">{coupon.displayText}</Text> : null}
              {terms.disclaimer ? (
                <Text size="sm" c="dimmed">
                  {terms.disclaimer}
                </Text>
              ) : null}
            </Stack>
            <PriceBreakdown
              breakdown={breakdown}
              error={preview.error}
              onRetry={() => void preview.refetch()}
              retrying={preview.isFetching}
              labels={{ listPrice: `${plan.name}, per ${billingPeriodText(plan)}` }}
            />
          </Stack>
        </Card>
        {pricePending && breakdown === undefined ? (
          <Text size="sm" c="red">
            The price must be shown before you subscribe.
          </Text>
        ) : null}
        {renderPayment(terms.needsBillingInfo)}
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
        {renderSummary()}
      </Stack>
    </Stack>
  );
}
