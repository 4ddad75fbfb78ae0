import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fact, Facts, Pending } from '@/shared/ui/Facts.tsx';
import { useId } from 'react';
import { Link } from '@/shared/ui/Link.tsx';
import { useListCoupons } from '@sdk/subscription/operations/listCoupons.ts';
import { usePreviewRenewal } from '@sdk/subscription/operations/previewRenewal.ts';
import type { BillingInfo, Subscription } from '@sdk/subscription/model';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/shared/format/format.ts';
import { paymentMethodLabel } from '@/features/billing/index.ts';
import { couponName } from '../rules/couponName.ts';
import { pricePer } from '../rules/price.ts';
import { billingPeriod, nextPlanPriceLabel, scheduledPlanChangeText } from '../rules/planChange.ts';
import { hasRenewal, subscriptionStatus, type StatusTone } from '../rules/status.ts';
import { isMultiSeat, planKind } from '../rules/subscriptionState.ts';
import { ReactivatedPrice, RenewalPrice } from './ChargedPrice.tsx';
import { RenewalPreview } from './RenewalPreview.tsx';
import { planNameOf } from '@/shared/plans/catalogue.ts';
import looks from '@/shared/ui/mantineLooks.module.css';

const TONE_COLORS: Record<StatusTone, string> = {
  active: 'green',
  attention: 'yellow',
  ended: 'gray',
};

/**
 * The subscription at a glance: plan, state, trial, seats, what it costs, the payment method it is
 * charged to, its coupon, and the next charge.
 */
export function SubscriptionSummary({
  userId,
  subscription,
  billingInfo,
}: {
  userId: number;
  subscription: Subscription;
  /** The saved payment method: null when none is on file, undefined while unknown. */
  billingInfo: BillingInfo | null | undefined;
}) {
  const { t } = useLingui();
  const renews = hasRenewal(subscription);
  // The period's end is proposed, optional: without it, the next renewal's date from the renewal
  // preview (the same request the preview below makes), else no date at all.
  const preview = usePreviewRenewal(userId, subscription.id, { query: { enabled: renews } });
  const renewsOn = renews ? preview.data?.billingDate : undefined;
  const sub =
    subscription.currentPeriodEndsAt === undefined && renewsOn
      ? { ...subscription, currentPeriodEndsAt: renewsOn }
      : subscription;
  const status = subscriptionStatus(sub);
  const kind = planKind(sub.planCode);
  const billed = kind === 'monthly' || kind === 'annual';
  const headingId = useId();
  // A single-seat subscription reads "1 seat" whatever its count says.
  const seats = isMultiSeat(sub) ? sub.seats : 1;
  const seatsText = plural(seats, { one: '# seat', other: '# seats' });
  const couponCode = sub.couponCode ?? null;
  const coupons = useListCoupons(userId, { query: { enabled: couponCode !== null } });
  const coupon = couponName(coupons.data, couponCode);
  // A plan change waiting for the renewal: what is paid until then is the current plan, the price
  // shown (the renewal's) is the next plan's, and both are said.
  const scheduledPlanCode =
    renews && sub.scheduledPlanCode && sub.scheduledPlanCode !== sub.planCode
      ? sub.scheduledPlanCode
      : null;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {planNameOf(sub)}
          </Title>
          <span className={looks.badge} data-variant="filled" data-color={TONE_COLORS[status.tone]}>
            {status.label}
          </span>
          {kind === 'free' ? <span className={looks.badge}>{t`Free account`}</span> : null}
          {kind === 'prepaid' ? <span className={looks.badge}>{t`Prepaid`}</span> : null}
          {isMultiSeat(sub) ? <span className={looks.badge}>{t`Multi-seat`}</span> : null}
        </Group>
        <Text>{status.detail}</Text>
        <Facts>
          <PriceFact userId={userId} subscription={sub} nextPlanCode={scheduledPlanCode} />
          {scheduledPlanCode ? (
            <Fact label={t`Plan change`}>
              {scheduledPlanChangeText(sub.planCode, scheduledPlanCode, sub.currentPeriodEndsAt)}
            </Fact>
          ) : null}
          {(renews || sub.state === 'canceled') && billed ? (
            <Fact label={t`Payment method`}>
              {billingInfo === undefined ? (
                <Pending label={t`Loading the payment method`} />
              ) : billingInfo ? (
                paymentMethodLabel(billingInfo)
              ) : (
                t`None on file`
              )}
            </Fact>
          ) : null}
          <Fact label={t`Seats`}>
            {isMultiSeat(sub) ? (
              <Anchor component={Link} to={paths.seats}>
                {seatsText}
              </Anchor>
            ) : (
              seatsText
            )}
          </Fact>
          {sub.isTrial && sub.trialEndsAt ? (
            <Fact label={t`Free trial ends`}>{formatDate(sub.trialEndsAt)}</Fact>
          ) : null}
          {sub.state === 'active' && kind !== 'free' && sub.currentPeriodEndsAt ? (
            <Fact label={kind === 'prepaid' ? t`Prepaid until` : t`Current period ends`}>
              {formatDate(sub.currentPeriodEndsAt)}
            </Fact>
          ) : null}
          {couponCode !== null ? (
            <Fact label={t`Coupon`}>
              {coupons.isPending ? (
                <Pending label={t`Loading the coupon`} />
              ) : (
                (coupon ?? couponCode)
              )}
            </Fact>
          ) : null}
          {sub.createdAt ? <Fact label={t`Member since`}>{formatDate(sub.createdAt)}</Fact> : null}
        </Facts>
        {renews ? (
          <RenewalPreview userId={userId} subscription={sub} coupons={coupons.data} />
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * What the customer pays: the service's total with discount and tax, never the list price, for
 * what will be charged; the plan's own price for a prepaid year; nothing once it has ended.
 */
function PriceFact({
  userId,
  subscription: sub,
  nextPlanCode,
}: {
  userId: number;
  subscription: Subscription;
  /** The plan the renewal moves to: the price shown is that plan's, and is named so. */
  nextPlanCode: Subscription['planCode'] | null;
}) {
  const { t } = useLingui();
  const kind = planKind(sub.planCode);
  if (kind === 'free') return <Fact label={t`Price`}>{t`Free`}</Fact>;
  if (kind === 'prepaid') {
    // The price of a prepaid year is the subscription's own (proposed, optional) amount.
    if (sub.unitAmount === undefined || sub.currency === undefined) return null;
    return (
      <Fact label={t`Price`}>
        {pricePer(sub.unitAmount, sub.currency, billingPeriod(sub.planCode), sub.seats)}
      </Fact>
    );
  }
  if (hasRenewal(sub)) {
    return (
      <Fact
        label={
          nextPlanCode
            ? nextPlanPriceLabel(planNameOf({ planCode: nextPlanCode }), sub.currentPeriodEndsAt)
            : t`Price`
        }
      >
        <RenewalPrice userId={userId} subscription={sub} />
      </Fact>
    );
  }
  if (sub.state === 'canceled') {
    return (
      <Fact label={t`Price`}>
        <ReactivatedPrice userId={userId} subscription={sub} />
      </Fact>
    );
  }
  return null;
}
