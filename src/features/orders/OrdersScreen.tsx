import { Anchor, Badge, List, Stack, Table, Text, Title } from '@mantine/core';
import { useListOrders } from '@sdk/shop/shop.ts';
import type { OrderStatus } from '@sdk/shop/model';
import { QueryList } from '@/shared/screens/QueryList.tsx';
import { FullScreenLoader } from '@/shared/screens/FullScreenLoader.tsx';
import { config } from '@/config/env.ts';
import { formatDate, formatMoney } from '@/shared/format/format.ts';

const STATUS_COLORS: Record<OrderStatus, string> = {
  Pending: 'yellow',
  Approved: 'green',
  Denied: 'red',
  Canceled: 'gray',
  Deleted: 'gray',
};

/** /orders: the customer's shop orders, newest first. */
export function OrdersScreen() {
  const orders = useListOrders();

  const content = (
    <QueryList
      query={orders}
      failureTitle="Your orders could not be loaded"
      loading={<FullScreenLoader label="Loading your orders" />}
      empty={
        <Stack gap="xs">
          <Text>You have no orders yet.</Text>
          <Anchor href={config.shopUrl}>Visit the shop</Anchor>
        </Stack>
      }
    >
      {(items) => (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" striped>
            <Table.Caption>Your shop orders, newest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Order</Table.Th>
                <Table.Th scope="col">Placed</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Items</Table.Th>
                <Table.Th scope="col" ta="right">
                  Total
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Th scope="row" ff="monospace" fw={500}>
                    {order.number}
                  </Table.Th>
                  <Table.Td>{formatDate(order.placedAt)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[order.status]} variant="light">
                      {order.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <List size="sm" spacing={2} listStyleType="none">
                      {order.items.map((item, index) => (
                        <List.Item key={`${item.productName}-${index}`}>
                          {item.quantity > 1 ? `${item.quantity} × ` : ''}
                          {item.productName} · {formatMoney(item.unitAmount, order.currency)}
                        </List.Item>
                      ))}
                    </List>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(order.total, order.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </QueryList>
  );

  return (
    <Stack gap="lg">
      <Title order={1}>Orders</Title>
      {content}
    </Stack>
  );
}
