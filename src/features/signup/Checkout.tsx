import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { formatDuration } from '@/shared/format/durations.ts';
import type { Session } from '@/shared/session/session.ts';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import { SectionLoader } from '@/shared/screens/SectionLoader.tsx';
import { CouponField } from './CouponField.tsx';
import { LaterPaymentStep } from './LaterPaymentStep.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PlanChoice } from './PlanChoice.tsx';
import { PlanMoveNotice } from './PlanMoveNotice.tsx';
import { TrialReplacedNotice } from './TrialReplacedNotice.tsx';
import { trialOfferPeriod } from './rules/disclaimer.ts';
import { paymentStepNeeded } from './rules/moneyStory.ts';
import type { SignupOrder } from './rules/newSubscription.ts';
import { accountCurrency } from './rules/pricing.ts';
import { MONTHLY_PLAN_CODE, TRIAL_COUPON_CODE } from './rules/selectablePlans.ts';
import { signupTerms } from './rules/terms.ts';
import type { useCheckout } from './useCheckout.ts';
import { useImmediateAccessConsent } from './useImmediateAccessConsent.ts';
import { useOrderPrices } from './useOrderPrices.ts';
import { usePaymentChoice } from './usePaymentChoice.ts';
import { usePlanAndCoupon } from './usePlanAndCoupon.ts';
import type { SelectablePlans } from './useSelectablePlans.ts';
import { useSubscribe } from './useSubscribe.ts';

interface CheckoutProps {
  session: Session;
  plans: SelectablePlans;
  checkout: ReturnType<typeof useCheckout>;
}

/**
 * Plan, coupon, summary and payment for a signed-in user without a subscription: the plan and
 * coupon (`usePlanAndCoupon`), their prices (`useOrderPrices`), the EU consent
 * (`useImmediateAccessConsent`), how it is paid (`usePaymentChoice`) and Subscribe (`useSubscribe`).
 */
export function Checkout({ session, plans, checkout }: CheckoutProps) {
  const { t } = useLingui();
  const { user, profile } = session;
  const { userId } = user;
  const currency = accountCurrency(user);
  const choice = usePlanAndCoupon(user, checkout.reset);
  const { planCode, coupon, appliedCoupon, offer } = choice;
  const consent = useImmediateAccessConsent(profile.addressCountryCode);
  const payment = usePaymentChoice(userId);

  const plan = plans[planCode];
  const order: SignupOrder = {
    plan: planCode,
    currency,
    couponCode: coupon?.code ?? null,
    ...(consent.needed ? { immediateAccessConsent: true as const } : {}),
  };
  const prices = useOrderPrices({
    userId,
    hasTakenPlusTrial: user.hasTakenPlusTrial,
    order,
    appliedCoupon,
    offerSettled: choice.offerSettled,
  });
  const { breakdown } = prices;
  // The badge in the customer's words, as the anonymous visitor's: the coupon's own text is the
  // service's English ("1 month free").
  const offerTrial = coupon?.code === TRIAL_COUPON_CODE ? trialOfferPeriod(coupon) : null;
  const trial = offerTrial ? formatDuration(offerTrial.length, offerTrial.unit) : null;
  const subscribe = useSubscribe({
    checkout,
    order,
    breakdown,
    couponSettled: choice.couponSettled,
    consentGiven: consent.confirm,
  });
  const { busy } = subscribe;

  const renderSummary = () => {
    if (offer.error) {
      return <LoadFailure title={t`The offer could not be loaded`} query={offer} />;
    }
    if (!choice.offerSettled) return <SectionLoader label={t`Loading the offer`} />;
    const signup = signupTerms(plan, coupon);
    return (
      <Stack gap="md">
        <OrderSummary
          plan={plan}
          coupon={coupon}
          disclaimer={signup.disclaimer}
          breakdown={breakdown}
          preview={prices.preview}
        />
        {appliedCoupon && prices.withTrial && breakdown ? (
          <TrialReplacedNotice
            couponCode={appliedCoupon.code}
            breakdown={breakdown}
            withTrial={prices.withTrial}
            onKeepTrial={choice.removeCoupon}
            disabled={busy}
          />
        ) : null}
        {subscribe.priceMissing ? (
          <Text size="sm" c="red">
            <Trans>The price must be shown before you subscribe.</Trans>
          </Text>
        ) : null}
        <LaterPaymentStep
          needsBillingInfo={paymentStepNeeded(signup.needsBillingInfo, breakdown)}
          breakdown={breakdown}
          payment={payment}
          subscribe={subscribe}
          consent={consent}
          failure={
            checkout.error
              ? {
                  error: checkout.error,
                  couponApplied: choice.appliedCode !== null,
                  onRemoveCoupon: choice.removeCoupon,
                }
              : null
          }
          defaultName={{ firstName: profile.firstName, lastName: profile.lastName }}
        />
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
          onChange={choice.choosePlan}
          badge={trial ? { plan: MONTHLY_PLAN_CODE, label: t`${trial} free` } : null}
          quotes={prices.quotes}
          disabled={busy}
        />
        {choice.moved ? (
          <PlanMoveNotice
            move={choice.moved}
            plans={plans}
            onMoveBack={choice.moveBack}
            disabled={busy}
          />
        ) : null}
        <CouponField
          form={choice.couponForm}
          onApply={choice.applyCoupon}
          applied={appliedCoupon}
          onRemove={choice.removeCoupon}
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
