import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { usePreviewRenewal } from '@sdk/subscription/operations/previewRenewal.ts';
import type { Subscription } from '@sdk/subscription/model';
import { Pending } from '@/shared/ui/Facts.tsx';
import { taxExemptionNote } from '@/shared/ui/priceBreakdownLines.ts';
import { useActionPreview } from '../actions/useActionPreview.ts';
import { billingPeriod } from '../rules/planChange.ts';
import { pricePer, pricePerIfReactivated, taxIncludedText } from '../rules/price.ts';

interface Charge {
  total: number;
  tax: number;
  currency: string;
  planCode: Subscription['planCode'];
  /** What the tax is called where the customer lives; absent from an older service's answer. */
  taxName?: string | null;
  /** Why no tax is charged (`reverse_charge`); absent from an older service's answer. */
  taxExempt?: string | null;
}

/** What the customer pays per period, as the service priced it; while unknown, says so. */
function ChargeText({
  charge,
  error,
  onRetry,
  retrying,
  reactivated = false,
}: {
  charge: Charge | undefined;
  error: unknown;
  /** Absent where the failure is shown with its own Try again nearby. */
  onRetry?: () => void;
  retrying?: boolean;
  /** The price a canceled subscription would charge once reactivated, and said so. */
  reactivated?: boolean;
}) {
  if (error) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Text span c="red">
          <Trans>Not available</Trans>
        </Text>
        {onRetry ? (
          <Button size="compact-xs" variant="subtle" onClick={onRetry} loading={retrying}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
      </Group>
    );
  }
  if (!charge) {
    // Two lines, as the price and its tax line will take: nothing below moves when they come.
    return (
      <>
        <Text span c="dimmed" role="status">
          <Trans>Calculating…</Trans>
        </Text>
        <Text size="xs">
          <Pending />
        </Text>
      </>
    );
  }
  const period = billingPeriod(charge.planCode);
  const priceText = reactivated
    ? pricePerIfReactivated(charge.total, charge.currency, period)
    : pricePer(charge.total, charge.currency, period);
  const exemption = taxExemptionNote(charge.taxExempt);
  return (
    <>
      {priceText}
      {exemption ? (
        <Text size="xs" c="dimmed">
          {exemption}
        </Text>
      ) : charge.tax > 0 ? (
        <Text size="xs" c="dimmed">
          {taxIncludedText(charge.taxName)}
        </Text>
      ) : null}
    </>
  );
}

/**
 * A running or paused subscription: its next renewal's total, not the plan's list price. A failure
 * is retried from the next charge's own message, below in the same card.
 */
export function RenewalPrice({
  userId,
  subscription,
}: {
  userId: number;
  subscription: Subscription;
}) {
  const preview = usePreviewRenewal(userId, subscription.id);
  return <ChargeText charge={preview.data} error={preview.error} />;
}

/**
 * A canceled subscription has no renewal: what it would charge once reactivated (the same preview
 * the reactivate confirmation shows), so the price reads as the invoices did.
 */
export function ReactivatedPrice({
  userId,
  subscription,
}: {
  userId: number;
  subscription: Subscription;
}) {
  const preview = useActionPreview(userId, subscription.id, { action: 'reactivate' });
  return (
    <ChargeText
      charge={preview.data}
      error={preview.error}
      onRetry={() => void preview.refetch()}
      retrying={preview.isFetching}
      reactivated
    />
  );
}
