import { Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
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
import { seatsSummary } from './rules/seats.ts';
import { planNameOf } from '@/shared/plans/catalogue.ts';

/** The seat count of the subscription and, for a multi-seat one, who holds the seats. */
export function SeatsScreen() {
  const { user } = useSession();
  const { query, subscription } = useCurrentSubscription(user.userId);

  return (
    <Stack gap="lg">
      <Title order={1}>Seats</Title>
      {query.error ? (
        <LoadFailure
          title="Your subscription could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.isPending ? (
        <Loader aria-label="Loading your seats" />
      ) : subscription && hasSubscription(subscription) ? (
        <SubscriptionSeats userId={user.userId} subscription={subscription} />
      ) : (
        <Card withBorder padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text>You have no current subscription, so no seats.</Text>
            <Button component={Link} to={paths.signup}>
              Subscribe to Reason+
            </Button>
          </Stack>
        </Card>
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
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} size="h3">
            {planNameOf(subscription)}: {subscription.seats}{' '}
            {subscription.seats === 1 ? 'seat' : 'seats'}
          </Title>
          {multiSeat ? <Badge variant="light">Multi-seat</Badge> : null}
        </Group>
        {multiSeat ? (
          <>
            <Text>
              This is a multi-seat subscription: up to {subscription.seats} people use Reason+ under
              it, each signed in with their own account, and you are billed for every seat.
            </Text>
            <SeatHolders userId={userId} subscriptionId={subscription.id} />
          </>
        ) : (
          <Text>
            Your subscription has one seat: Reason+ is for you, on your own account. A subscription
            with more than one seat is a multi-seat subscription, shared by a team.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function SeatHolders({ userId, subscriptionId }: { userId: number; subscriptionId: string }) {
  const seats = useGetSubscriptionSeats(userId, subscriptionId);
  if (seats.error) {
    return (
      <LoadFailure
        title="The seat holders could not be loaded"
        error={seats.error}
        onRetry={() => void seats.refetch()}
        retrying={seats.isFetching}
      />
    );
  }
  if (seats.isPending) return <Loader size="sm" aria-label="Loading the seat holders" />;
  return (
    <Stack gap="xs">
      <Text fw={600}>{seatsSummary(seats.data)}</Text>
      {seats.data.seats.length > 0 ? (
        <Table maw={560} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Seat holder</Table.Th>
              <Table.Th>Since</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {seats.data.seats.map((seat) => (
              <Table.Tr key={seat.email}>
                <Table.Td>{seat.email}</Table.Td>
                <Table.Td>{formatDate(seat.assignedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
