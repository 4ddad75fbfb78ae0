import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import type { PreviewSubscriptionChangeParams } from '@sdk/subscription/model';
import { PriceBreakdown } from '@/shared/ui/PriceBreakdown.tsx';
import { useActionPreview } from './useActionPreview.ts';

/**
 * What the confirmed action will charge next, and when, as the service previews it for this
 * action (discount and tax included, and what is due today). Asked for only while the
 * confirmation is open; the breakdown says so while it loads or if it fails.
 */
export function ActionPrice({
  userId,
  subscriptionId,
  action,
  opened,
  heading,
  followingCharge = false,
}: {
  userId: number;
  subscriptionId: string;
  action: PreviewSubscriptionChangeParams;
  opened: boolean;
  heading?: string;
  /** Also the charge after the next one, where the action charges today and then again. */
  followingCharge?: boolean;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const preview = useActionPreview(userId, subscriptionId, action, { enabled: opened });
  return (
    <Stack gap="xs" mt="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {heading ?? t`What you will pay`}
      </Title>
      <PriceBreakdown
        breakdown={preview.data}
        error={preview.error}
        onRetry={() => void preview.refetch()}
        retrying={preview.isFetching}
        labels={{
          title: t`What you will pay`,
          firstCharge: t`Next charge`,
          ...(followingCharge ? { followingCharge: t`After that` } : {}),
        }}
      />
    </Stack>
  );
}
