import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PriceBreakdown, Subscription } from '@sdk/subscription/model';
import { useEffect, useRef } from 'react';
import { Link } from '@/shared/ui/Link.tsx';
import { paths } from '@/config/paths.ts';
import { subscribedSummary } from './rules/chargeNotices.ts';
import { planNameOf } from '@/shared/plans/catalogue.ts';

interface SubscriptionConfirmationProps {
  subscription: Subscription;
  /** The preview the customer subscribed on: the service's figures, repeated, never recomputed. */
  breakdown: PriceBreakdown;
}

/**
 * After subscribing: what was bought, what was charged, when the trial ends and the first charge
 * falls; then the way to the overview. A page of its own rather than a toast, because the customer
 * must read the dates and the amount before moving on.
 */
export function SubscriptionConfirmation({
  subscription,
  breakdown,
}: SubscriptionConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const planName = planNameOf(subscription);
  // The checkout the customer was in is gone: a screen reader starts reading here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          <Trans>You are subscribed to {planName}</Trans>
        </Title>
        <Stack gap={4}>
          {subscribedSummary(breakdown).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          <Trans>
            Your subscription page shows its invoices and payment method, and lets you change it.
          </Trans>
        </Text>
        <Group>
          <Button component={Link} to={paths.subscription} replace>
            <Trans>Go to your subscription</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
