import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@/shared/ui/Link.tsx';
import { useGetSubscriptionSeats } from '@sdk/subscription/operations/getSubscriptionSeats.ts';
import type { Subscription } from '@sdk/subscription/model';
import { useSession } from '@/shared/session/useSession.ts';
import { paths } from '@/config/paths.ts';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import { formatDate } from '@/shared/format/format.ts';
import {
  hasSubscription,
  isMultiSeat,
  useCurrentSubscription,
} from '@/features/subscription/index.ts';
import { SectionLoader } from '@/shared/screens/SectionLoader.tsx';
import { seatsSummary } from './rules/seats.ts';
import { RecordTable } from '@/shared/ui/RecordTable.tsx';
import looks from '@/shared/ui/mantineLooks.module.css';
import { planNameOf } from '@/shared/plans/catalogue.ts';

/** The seat count of the subscription and, for a multi-seat one, who holds the seats. */
export function SeatsScreen() {
  const { t } = useLingui();
  const { user } = useSession();
  const { query, subscription } = useCurrentSubscription(user.userId);

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Seats</Trans>
      </Title>
      {query.error ? (
        <LoadFailure title={t`Your subscription could not be loaded`} query={query} />
      ) : query.isPending ? (
        <SectionLoader label={t`Loading your seats`} />
      ) : subscription && hasSubscription(subscription) ? (
        <SubscriptionSeats userId={user.userId} subscription={subscription} />
      ) : (
        <Paper withBorder p="lg">
          <Stack gap="sm" align="flex-start">
            <Text>
              <Trans>You have no current subscription, so no seats.</Trans>
            </Text>
            <Button component={Link} to={paths.signup}>
              <Trans>Subscribe to Reason+</Trans>
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function SubscriptionSeats({
  userId,
  subscription,
}: {
  userId: number;
  subscription: Subscription;
}) {
  const multiSeat = isMultiSeat(subscription);
  const planName = planNameOf(subscription);
  const seats = subscription.seats;
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} size="h3">
            <Plural value={seats} one={`${planName}: # seat`} other={`${planName}: # seats`} />
          </Title>
          {multiSeat ? (
            <span className={looks.badge}>
              <Trans>Multi-seat</Trans>
            </span>
          ) : null}
        </Group>
        {multiSeat ? (
          <>
            <Text>
              <Trans>
                This is a multi-seat subscription: up to {seats} people use Reason+ under it, each
                signed in with their own account, and you are billed for every seat.
              </Trans>
            </Text>
            <SeatHolders userId={userId} subscriptionId={subscription.id} />
          </>
        ) : (
          <Text>
            <Trans>
              Your subscription has one seat: Reason+ is for you, on your own account. A
              subscription with more than one seat is a multi-seat subscription, shared by a team.
            </Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function SeatHolders({ userId, subscriptionId }: { userId: number; subscriptionId: string }) {
  const { t } = useLingui();
  const seats = useGetSubscriptionSeats(userId, subscriptionId);
  if (seats.error) {
    return <LoadFailure title={t`The seat holders could not be loaded`} query={seats} />;
  }
  if (seats.isPending) return <SectionLoader size="sm" label={t`Loading the seat holders`} />;
  return (
    <Stack gap="xs">
      <Text fw={600}>{seatsSummary(seats.data)}</Text>
      {seats.data.seats.length > 0 ? (
        // The billing lists' table, not Mantine's Table: that carries its scroll container's code
        // (ScrollArea and floating-ui, 16 KB gzip) into the screen's first load.
        <RecordTable
          caption={t`Seat holders`}
          rows={seats.data.seats}
          rowKey={(seat) => seat.email}
          columns={[
            { header: t`Seat holder`, cell: (seat) => seat.email },
            { header: t`Since`, cell: (seat) => formatDate(seat.assignedAt) },
          ]}
        />
      ) : null}
    </Stack>
  );
}
