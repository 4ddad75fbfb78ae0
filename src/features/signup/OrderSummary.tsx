import { useLingui } from '@lingui/react/macro';
import { Card, Stack, Text } from '@mantine/core';
import type { Coupon, PriceBreakdown as PriceBreakdownData } from '@sdk/subscription/model';
import type { FailedRead } from '@/shared/screens/LoadFailure.tsx';
import { PriceBreakdown } from '@/shared/ui/PriceBreakdown.tsx';
import { thenText } from './rules/moneyStory.ts';
import { billingPeriodText } from './rules/pricing.ts';
import type { SelectablePlan } from './useSelectablePlans.ts';

interface OrderSummaryProps {
  plan: SelectablePlan;
  /** The coupon that goes with the order, the trial offer included; null for none. */
  coupon: Coupon | null;
  /** "Auto-renews after … at standard price.", or null. */
  disclaimer: string | null;
  /** The order's figures; undefined while unknown or failed. */
  breakdown: PriceBreakdownData | undefined;
  /** The order's preview, for its failure and its Try again. */
  preview: FailedRead;
}

/** The plan, its coupon and what the customer pays, as the service's preview says. */
export function OrderSummary({ plan, coupon, disclaimer, breakdown, preview }: OrderSummaryProps) {
  const { t } = useLingui();
  const then = breakdown ? thenText(breakdown) : null;
  const planName = plan.name;
  const period = billingPeriodText(plan);
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={700}>{plan.name}</Text>
          {coupon ? <Text size="sm">{coupon.displayText}</Text> : null}
          {disclaimer ? (
            <Text size="sm" c="dimmed">
              {disclaimer}
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
  );
}
