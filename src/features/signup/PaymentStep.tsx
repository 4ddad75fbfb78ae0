import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactElement } from 'react';
import type { PriceBreakdown } from '@sdk/subscription/model';
import { PaymentMethodForm } from '@/features/payment/index.ts';
import {
  DEFAULT_PRICE_BREAKDOWN_LABELS,
  priceBreakdownText,
} from '@/shared/ui/priceBreakdownLines.ts';
import { SectionLoader } from '@/shared/screens/SectionLoader.tsx';
import { CheckoutBar } from './CheckoutBar.tsx';
import { CheckoutFailure, type CheckoutFailureProps } from './CheckoutFailure.tsx';
import { CheckoutTerms } from './CheckoutTerms.tsx';
import { paymentMethodNeededBy } from './rules/chargeNotices.ts';
import type { useImmediateAccessConsent } from './useImmediateAccessConsent.ts';
import type { usePaymentChoice } from './usePaymentChoice.ts';
import type { useSubscribe } from './useSubscribe.ts';

export interface PaymentStepProps {
  /** Whether the order needs a payment method (decision 015: whenever something is due today). */
  needsBillingInfo: boolean;
  /** The order's figures; undefined while unknown or failed. */
  breakdown: PriceBreakdown | undefined;
  payment: ReturnType<typeof usePaymentChoice>;
  subscribe: ReturnType<typeof useSubscribe>;
  /** The EU consent, asked with the terms the customer agrees to by subscribing. */
  consent: ReturnType<typeof useImmediateAccessConsent>;
  /** Why the last Subscribe failed, or null. */
  failure: CheckoutFailureProps | null;
  /** The name the card form starts with: the account's. */
  defaultName: { firstName: string; lastName: string };
}

/**
 * How the order is paid, and its Subscribe: nothing to pay with (and when a payment method will be
 * needed), the saved payment method, or a new card or PayPal through the payment area's form.
 */
export function PaymentStep({
  needsBillingInfo,
  breakdown,
  payment,
  subscribe,
  consent,
  failure,
  defaultName,
}: PaymentStepProps) {
  const { t } = useLingui();
  const { busy } = subscribe;
  const terms = <CheckoutTerms consent={consent} consentBoxRef={consent.boxRef} disabled={busy} />;
  // Known at the first render, so a phone never draws the desktop's button first.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });

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
      {failure ? <CheckoutFailure {...failure} /> : null}
      {terms}
      {placeSubscribe(
        <Button loading={busy} onClick={subscribe.subscribe}>
          <Trans>Subscribe</Trans>
        </Button>,
      )}
    </>
  );

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
  if (payment.pending) return <SectionLoader label={t`Loading your payment method`} />;
  const { reusable } = payment;
  return (
    <>
      <Title order={2} size="h3">
        <Trans>Payment</Trans>
      </Title>
      {reusable ? (
        <Radio.Group
          label={t`Pay with`}
          value={payment.payWith}
          onChange={(value) => payment.setPayWith(value === 'new' ? 'new' : 'saved')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="saved" label={t`Pay with ${reusable}`} disabled={busy} />
            <Radio value="new" label={t`Use another card or PayPal`} disabled={busy} />
          </Stack>
        </Radio.Group>
      ) : null}
      {payment.useSaved ? (
        subscribeButton
      ) : (
        <>
          {terms}
          <PaymentMethodForm
            canSubmit={subscribe.ready}
            onToken={subscribe.subscribeWithToken}
            submitLabel={t`Subscribe`}
            placeSubmit={placeSubscribe}
            busy={busy}
            defaultName={defaultName}
          />
        </>
      )}
    </>
  );
}
