import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import type { Subscription } from '@sdk/subscription/model';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/shared/format/format.ts';
import { pricePer } from '../rules/consequences.ts';
import { billingPeriod } from '../rules/planChange.ts';
import { hasRenewal, subscriptionStatus, type StatusTone } from '../rules/status.ts';
import { isMultiSeat, planKind } from '../rules/subscriptionState.ts';
import { RenewalPreview } from './RenewalPreview.tsx';

const TONE_COLORS: Record<StatusTone, string> = {
  active: 'green',
  attention: 'yellow',
  ended: 'gray',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

/** The subscription at a glance: plan, state, trial, seats, price, pause and the next charge. */
export function SubscriptionSummary({
  userId,
  subscription: sub,
}: {
  userId: number;
  subscription: Subscription;
}) {
  const status = subscriptionStatus(sub);
  const kind = planKind(sub.planCode);
  const period = billingPeriod(sub.planCode);
  const headingId = useId();

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {sub.planName}
          </Title>
          <Badge color={TONE_COLORS[status.tone]}>{status.label}</Badge>
          {kind === 'free' ? <Badge variant="light">Free account</Badge> : null}
          {kind === 'prepaid' ? <Badge variant="light">Prepaid</Badge> : null}
          {isMultiSeat(sub) ? <Badge variant="light">Multi-seat</Badge> : null}
        </Group>
        <Text>{status.detail}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label="Price">
            {kind === 'free' ? 'Free' : pricePer(sub.unitAmount, sub.currency, period, sub.seats)}
          </Fact>
          <Fact label="Seats">
            {isMultiSeat(sub) ? (
              <Anchor component={Link} to={paths.seats}>
                {sub.seats} seats
              </Anchor>
            ) : (
              '1 seat'
            )}
          </Fact>
          {sub.isTrial && sub.trialEndsAt ? (
            <Fact label="Free trial ends">{formatDate(sub.trialEndsAt)}</Fact>
          ) : null}
          {sub.state === 'active' && kind !== 'free' ? (
            <Fact label={kind === 'prepaid' ? 'Prepaid until' : 'Current period ends'}>
              {formatDate(sub.currentPeriodEndsAt)}
            </Fact>
          ) : null}
          {sub.couponCode ? <Fact label="Coupon">{sub.couponCode}</Fact> : null}
          <Fact label="Member since">{formatDate(sub.createdAt)}</Fact>
        </SimpleGrid>
        {hasRenewal(sub) ? <RenewalPreview userId={userId} subscription={sub} /> : null}
      </Stack>
    </Card>
  );
}
