import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetBillingAccount } from '@sdk/subscription/operations/getBillingAccount.ts';
import { getGetCouponQueryOptions } from '@sdk/subscription/operations/getCoupon.ts';
import { getPreviewNewSubscriptionQueryOptions } from '@sdk/subscription/operations/previewNewSubscription.ts';
import { type CouponProblem, couponProblemMessage, errorMessage } from '@/api/errorMessages.ts';
import {
  CouponNotFoundError,
  errorCodeOf,
  RequestError,
  SignInUnavailableError,
} from '@/api/errors.ts';
import { config } from '@/config/env.ts';
import { showFieldErrors } from '@/shared/forms/focusFirstError.ts';
import type { Session } from '@/shared/session/session.ts';
import { PaymentMethodForm } from '@/features/payment/index.ts';
import { PriceBreakdown } from '@/shared/ui/PriceBreakdown.tsx';
import { revealOnAppear } from '@/shared/ui/revealOnAppear.ts';
import {
  DEFAULT_PRICE_BREAKDOWN_LABELS,
  priceBreakdownText,
} from '@/shared/ui/priceBreakdownLines.ts';
import { useSendOnce } from '@/shared/ui/useSendOnce.ts';
import type { CouponFormValues } from './CouponField.tsx';
import { CouponField } from './CouponField.tsx';
import { CheckoutBar } from './CheckoutBar.tsx';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import { PlanChoice } from './PlanChoice.tsx';
import {
  couponAppliesToPlan,
  couponProblem,
  NOT_APPLICABLE,
  planForCoupon,
  unappliedCouponCode,
} from './rules/coupon.ts';
import { paymentMethodNeededBy } from './rules/chargeNotices.ts';
import {
  needsImmediateAccessConsent,
  paymentStepNeeded,
  moveBackText,
  planMovedText,
  planQuote,
  thenText,
  trialReplacedText,
} from './rules/moneyStory.ts';
import { accountCurrency, billingPeriodText } from './rules/pricing.ts';
import { reusablePaymentMethod } from './rules/savedPaymentMethod.ts';
import {
  MONTHLY_PLAN_CODE,
  SELECTABLE_PLAN_CODES,
  TRIAL_COUPON_CODE,
  trialCouponFor,
  type SelectablePlanCode,
} from './rules/selectablePlans.ts';
import { offeredCouponCode, signupTerms } from './rules/terms.ts';
import { checkoutMutationKey, type useCheckout } from './useCheckout.ts';
import type { SelectablePlans } from './useSelectablePlans.ts';

/** A plan the portal moved the customer to because of a coupon: said, with the way back. */
interface PlanMove {
  couponCode: string;
  from: SelectablePlanCode;
  to: SelectablePlanCode;
  reason: 'couponIsFor' | 'couponNotFor';
}

/** The service's error codes about a coupon (`coupon_expired`, …) start with this. */
const COUPON_ERROR_PREFIX = 'coupon_';

/** A refusal at Subscribe that is about the coupon: removing it is the way on. */
const isCouponRefusal = (error: unknown): boolean =>
  error instanceof CouponNotFoundError ||
  (error instanceof RequestError &&
    (errorCodeOf(error.body) ?? '').startsWith(COUPON_ERROR_PREFIX));

interface CheckoutProps {
  session: Session;
  plans: SelectablePlans;
  checkout: ReturnType<typeof useCheckout>;
}

/** Plan, coupon, summary and payment for a signed-in user without a subscription. */
export function Checkout({ session, plans, checkout }: CheckoutProps) {
  const { t } = useLingui();
  const { user, profile } = session;
  const { userId } = user;
  const queryClient = useQueryClient();
  const currency = accountCurrency(user);
  const [planCode, setPlanCode] = useState<SelectablePlanCode>(MONTHLY_PLAN_CODE);
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [moved, setMoved] = useState<PlanMove | null>(null);
  const consentNeeded = needsImmediateAccessConsent(profile.addressCountryCode);
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const busy = checkout.isPending || checkout.isSuccess;
  // Known at the first render, so a phone never draws the desktop's button first.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const { once } = useSendOnce(checkoutMutationKey(userId));

  // A coupon linked from the coupons page arrives typed in, for the customer to apply.
  const [searchParams] = useSearchParams();
  const couponForm = useForm<CouponFormValues>({
    mode: 'controlled',
    initialValues: { couponCode: searchParams.get('coupon') ?? '' },
    validate: { couponCode: (value) => (value.trim() ? null : t`Enter a coupon code`) },
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
    // A move the customer did not make is said once; their own choice replaces it.
    setMoved(null);
    // An earlier failure belongs to the order it was about.
    checkout.reset();
  };

  const choosePlan = (next: SelectablePlanCode) => {
    if (appliedCoupon && !couponAppliesToPlan(appliedCoupon, next)) {
      // The typed code stays, so applying it again brings its plan back.
      couponForm.setFieldError('couponCode', couponProblemMessage(NOT_APPLICABLE));
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
    const target = planForCoupon(found, planCode);
    const move = (reason: PlanMove['reason']) =>
      target === planCode ? null : { couponCode: code, from: planCode, to: target, reason };
    // Spec section 4: a coupon not valid for the plan still resets the selection (to Monthly).
    if (problem === NOT_APPLICABLE) {
      choosePlan(target);
      setMoved(move('couponNotFor'));
    }
    if (problem !== null) return refuse(problem);
    changeOrder({ planCode: target, appliedCode: code });
    setMoved(move('couponIsFor'));
  };

  /** The way back from a move a coupon made: the plan the customer had, without the coupon. */
  const moveBack = (from: SelectablePlanCode) => {
    couponForm.reset();
    changeOrder({ planCode: from, appliedCode: null });
  };

  const removeCoupon = () => {
    couponForm.reset();
    changeOrder({ planCode, appliedCode: null });
  };

  /** Subscribing with a code typed but not applied would silently leave it out: ask first. */
  const couponSettled = () => {
    if (unappliedCouponCode(couponForm.getValues().couponCode, appliedCode) === null) return true;
    showFieldErrors(couponForm, {
      couponCode: t`Apply this coupon, or clear the field, before you subscribe`,
    });
    return false;
  };

  const plan = plans[planCode];
  const order = {
    plan: planCode,
    currency,
    couponCode: coupon?.code ?? null,
    ...(consentNeeded ? { immediateAccessConsent: true as const } : {}),
  };
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

  // The free trial an applied coupon takes the place of, priced as it would have been.
  const trialCode = trialCouponFor(planCode, user.hasTakenPlusTrial);
  const replacesTrial =
    appliedCoupon !== null && trialCode !== null && appliedCoupon.code !== trialCode;
  const trialPreview = useQuery({
    ...getPreviewNewSubscriptionQueryOptions(userId, {
      plan: planCode,
      currency,
      couponCode: trialCode ?? '',
    }),
    enabled: replacesTrial,
  });

  // Each plan's price as the customer pays it, from its preview without a coupon.
  const planPreviews = useQueries({
    queries: SELECTABLE_PLAN_CODES.map((code) =>
      getPreviewNewSubscriptionQueryOptions(userId, { plan: code, currency }),
    ),
  });
  const quotes = Object.fromEntries(
    SELECTABLE_PLAN_CODES.flatMap((code, index) => {
      const data = planPreviews[index]?.data;
      return data ? [[code, planQuote(data)]] : [];
    }),
  );

  /** The EU consumer's consent is asked before Subscribe, beside its checkbox. */
  const consentBox = useRef<HTMLInputElement>(null);
  const consentGiven = () => {
    const missing = consentNeeded && !consent;
    setConsentMissing(missing);
    // The box may be off-screen when Subscribe is pressed in the phone's bar.
    if (missing) consentBox.current?.focus();
    return !missing;
  };
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
      if (couponSettled() && priceKnown() && consentGiven() && breakdown)
        checkout.mutate({ order, paymentToken: null, breakdown });
    });

  const checkoutFailure = checkout.error ? (
    <Alert color="red" role="alert" ref={revealOnAppear}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(checkout.error)}</Text>
        {checkout.error instanceof SignInUnavailableError ? (
          <Text size="sm">
            <Trans>
              Keep this page open: we finish subscribing you as soon as it answers again.
            </Trans>
          </Text>
        ) : null}
        {/* A coupon the service refuses cannot succeed on a retry: removing it is the way on. */}
        {appliedCode && isCouponRefusal(checkout.error) ? (
          <Button size="xs" variant="light" color="red" onClick={removeCoupon}>
            <Trans>Remove coupon</Trans>
          </Button>
        ) : null}
      </Stack>
    </Alert>
  ) : null;

  const terms = (
    <Stack gap="xs">
      {consentNeeded ? (
        <Checkbox
          ref={consentBox}
          checked={consent}
          onChange={(event) => {
            setConsent(event.currentTarget.checked);
            setConsentMissing(false);
          }}
          disabled={busy}
          label={t`I want access to Reason+ now, and I understand that I lose my right of withdrawal once access begins.`}
          error={
            consentMissing
              ? t`Please confirm that you want access now, or you cannot subscribe.`
              : undefined
          }
        />
      ) : null}
      <Text size="xs" c="dimmed">
        <Trans>
          By subscribing you accept the{' '}
          <Anchor href={config.termsUrl} target="_blank" rel="noreferrer" size="xs">
            terms of service
          </Anchor>{' '}
          and the{' '}
          <Anchor href={config.cancellationPolicyUrl} target="_blank" rel="noreferrer" size="xs">
            cancellation policy
          </Anchor>
          . You can cancel at any time on your subscription page.
        </Trans>
      </Text>
    </Stack>
  );

  // On a phone, Subscribe moves into a bar with what is due today (issue 26); it is still the one
  // button of the order, so there is one way to subscribe at every width.
  const dueToday = breakdown
    ? priceBreakdownText(breakdown, DEFAULT_PRICE_BREAKDOWN_LABELS).dueToday
    : null;
  const placeSubscribe = (button: ReactElement) =>
    phone ? (
      <CheckoutBar dueToday={dueToday}>{button}</CheckoutBar>
    ) : (
      <Group justify="flex-end">{button}</Group>
    );

  const subscribeButton = (
    <>
      {checkoutFailure}
      {terms}
      {placeSubscribe(
        <Button loading={busy} onClick={subscribeWithoutToken}>
          <Trans>Subscribe</Trans>
        </Button>,
      )}
    </>
  );

  const renderPayment = (needsBillingInfo: boolean) => {
    if (!needsBillingInfo) {
      const notice = breakdown ? paymentMethodNeededBy(breakdown) : null;
      return (
        <>
          <Text size="sm">
            <Trans>No payment details are needed for this offer.</Trans>
          </Text>
          {notice ? (
            <Alert
              color="blue"
              role="note"
              title={t`A payment method is needed before your first charge`}
            >
              {notice}
            </Alert>
          ) : null}
          {subscribeButton}
        </>
      );
    }
    if (savedMethod.isPending) return <Loader aria-label={t`Loading your payment method`} />;
    const useSaved = reusable !== null && payWith === 'saved';
    return (
      <>
        <Title order={2} size="h3">
          <Trans>Payment</Trans>
        </Title>
        {reusable ? (
          <Radio.Group
            label={t`Pay with`}
            value={payWith}
            onChange={(value) => setPayWith(value === 'new' ? 'new' : 'saved')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="saved" label={t`Pay with ${reusable}`} disabled={busy} />
              <Radio value="new" label={t`Use another card or PayPal`} disabled={busy} />
            </Stack>
          </Radio.Group>
        ) : null}
        {useSaved ? (
          subscribeButton
        ) : (
          <>
            {terms}
            <PaymentMethodForm
              canSubmit={() => couponSettled() && priceKnown() && consentGiven()}
              onToken={(paymentToken) =>
                once(async () => {
                  if (breakdown) await checkout.mutateAsync({ order, paymentToken, breakdown });
                })
              }
              submitLabel={t`Subscribe`}
              placeSubmit={placeSubscribe}
              busy={busy}
              defaultName={{ firstName: profile.firstName, lastName: profile.lastName }}
            />
          </>
        )}
      </>
    );
  };

  const renderSummary = () => {
    if (offer.error) {
      return (
        <LoadFailure
          title={t`The offer could not be loaded`}
          error={offer.error}
          onRetry={() => void offer.refetch()}
        />
      );
    }
    if (!offerSettled) return <Loader aria-label={t`Loading the offer`} />;
    const signup = signupTerms(plan, coupon);
    const then = breakdown ? thenText(breakdown) : null;
    const withTrial = replacesTrial ? trialPreview.data : undefined;
    const planName = plan.name;
    const period = billingPeriodText(plan);
    return (
      <Stack gap="md">
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Stack gap={2}>
              <Text fw={700}>{plan.name}</Text>
              {coupon ? <Text size="sm">{coupon.displayText}</Text> : null}
              {signup.disclaimer ? (
                <Text size="sm" c="dimmed">
                  {signup.disclaimer}
                </Text>
              ) : null}
            </Stack>
            <PriceBreakdown
              breakdown={breakdown}
              error={preview.error}
              onRetry={() => void preview.refetch()}
              retrying={preview.isFetching}
              labels={{ listPrice: t`${planName}, ${period}` }}
            />
            {then ? <Text size="sm">{then}</Text> : null}
          </Stack>
        </Card>
        {appliedCoupon && withTrial && breakdown ? (
          <Alert color="yellow" role="note" title={t`Your coupon replaces the free trial`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{trialReplacedText(appliedCoupon.code, breakdown, withTrial)}</Text>
              <Button size="xs" variant="light" onClick={removeCoupon} disabled={busy}>
                <Trans>Keep the free trial</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {pricePending && breakdown === undefined ? (
          <Text size="sm" c="red">
            <Trans>The price must be shown before you subscribe.</Trans>
          </Text>
        ) : null}
        {renderPayment(paymentStepNeeded(signup.needsBillingInfo, breakdown))}
      </Stack>
    );
  };

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Choose your plan</Trans>
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
          quotes={quotes}
          disabled={busy}
        />
        {moved ? (
          <Alert color="blue" role="status" title={t`We changed your plan`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {planMovedText(moved.couponCode, {
                  from: plans[moved.from].name,
                  to: plans[moved.to].name,
                  reason: moved.reason,
                })}
              </Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => moveBack(moved.from)}
                disabled={busy}
              >
                {moveBackText(plans[moved.from].name, moved.reason)}
              </Button>
            </Stack>
          </Alert>
        ) : null}
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
          <Trans>Summary</Trans>
        </Title>
        {renderSummary()}
      </Stack>
    </Stack>
  );
}
