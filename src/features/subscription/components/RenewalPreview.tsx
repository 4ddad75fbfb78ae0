import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChargeLine, Charges, Pending } from '@/shared/ui/Facts.tsx';
import { useGetPlan } from '@sdk/subscription/operations/getPlan.ts';
import { usePreviewRenewal } from '@sdk/subscription/operations/previewRenewal.ts';
import type { Coupon, Subscription } from '@sdk/subscription/model';
import { formatDate, formatMoney } from '@/shared/format/format.ts';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import { taxLabel } from '@/shared/ui/priceBreakdownLines.ts';
import { couponName } from '../rules/couponName.ts';

/** What the next renewal will charge, as the server computes it (discounts and tax included). */
export function RenewalPreview({
  userId,
  subscription,
  coupons,
}: {
  userId: number;
  subscription: Subscription;
  /** The account's coupons, to name the discount; undefined while unknown. */
  coupons: Coupon[] | undefined;
}) {
  const { t } = useLingui();
  const preview = usePreviewRenewal(userId, subscription.id);
  const nextPlanCode = preview.data?.planCode ?? subscription.planCode;
  const planChanges = nextPlanCode !== subscription.planCode;
  const nextPlan = useGetPlan(nextPlanCode, { query: { enabled: planChanges } });

  if (preview.error) {
    return <LoadFailure title={t`The next charge could not be loaded`} query={preview} />;
  }
  if (preview.isPending) {
    // The next charge's place, line for line, so that the actions below do not move when it comes.
    return (
      <Stack gap="xs">
        <Title order={3} size="h4">
          <NextChargeTitle
            totalAmount={<Pending label={t`Loading the next charge`} ems={4} />}
            date={<Pending ems={9} />}
          />
        </Title>
        <Charges>
          <ChargeLine label={t`Subtotal`} amount={<Pending />} />
          {subscription.couponCode ? <ChargeLine label={<Pending />} amount={<Pending />} /> : null}
          <ChargeLine label={<Pending />} amount={<Pending />} />
          <ChargeLine label={t`Total`} amount={<Pending />} strong />
        </Charges>
      </Stack>
    );
  }

  const { billingDate, subtotal, discount, tax, total, currency, couponCode, taxName, taxPercent } =
    preview.data;
  const { taxExempt } = preview.data;
  const discountName = couponName(coupons, couponCode);
  const totalAmount = formatMoney(total, currency);
  const date = formatDate(billingDate);
  const nextPlanName = nextPlan.data?.name;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        <NextChargeTitle totalAmount={totalAmount} date={date} />
      </Title>
      {planChanges ? (
        <Text size="sm">
          {nextPlanName ? (
            <Trans>
              This charge is for {nextPlanName}: your subscription moves to it at this renewal.
            </Trans>
          ) : (
            <Trans>
              This charge is for your new plan: your subscription moves to it at this renewal.
            </Trans>
          )}
        </Text>
      ) : null}
      {/* A description list, not a Mantine Table: the table's module pulls in its scroll
          container and floating-ui, 17 KB gzip on the subscription screen's first load. */}
      <Charges>
        <ChargeLine label={t`Subtotal`} amount={formatMoney(subtotal, currency)} />
        {discount > 0 ? (
          <ChargeLine
            label={discountName ? t`Discount (${discountName})` : t`Discount`}
            amount={`−${formatMoney(discount, currency)}`}
          />
        ) : null}
        <ChargeLine
          label={taxLabel(taxName, taxPercent, taxExempt)}
          amount={formatMoney(tax, currency)}
        />
        <ChargeLine label={t`Total`} amount={totalAmount} strong />
      </Charges>
    </Stack>
  );
}

/** "Next charge: $21.64 on December 14, 2026", or its words around the places the two will take. */
function NextChargeTitle({ totalAmount, date }: { totalAmount: ReactNode; date: ReactNode }) {
  return (
    <Trans>
      Next charge: {totalAmount} on {date}
    </Trans>
  );
}
