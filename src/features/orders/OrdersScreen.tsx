import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { getListOrdersQueryKey, getListOrdersUrl } from '@sdk/shop/operations/listOrders.ts';
import type { Order } from '@sdk/shop/model';
import { PAGE_SIZE } from '@/api/pages.ts';
import type { QueryClient } from '@tanstack/react-query';
import {
  type PagedListRequest,
  prefetchPagedList,
  usePagedList,
} from '@/shared/lists/usePagedList.ts';
import { QueryList } from '@/shared/screens/QueryList.tsx';
import { FullScreenLoader } from '@/shared/screens/FullScreenLoader.tsx';
import { config } from '@/config/env.ts';
import { formatDate, formatMoney } from '@/shared/format/format.ts';
import { PaymentStatusBadge } from '@/shared/ui/PaymentStatusBadge.tsx';
import { RecordTable } from '@/shared/ui/RecordTable.tsx';
import classes from './OrdersScreen.module.css';

const ORDERS: PagedListRequest = {
  service: 'shop',
  queryKey: getListOrdersQueryKey({ limit: PAGE_SIZE }),
  pathOf: getListOrdersUrl,
};

/** As the landing screen: the first page is asked before the first render, which waits for it. */
export const prefetchOrdersScreen = (queryClient: QueryClient) =>
  prefetchPagedList(queryClient, ORDERS);

/** /orders: the customer's shop orders, newest first, a page at a time. */
export function OrdersScreen() {
  const { t } = useLingui();
  const orders = usePagedList<Order>(ORDERS);

  const content = (
    <QueryList
      query={orders.list}
      more={{ items: orders.more, noun: t`orders` }}
      failureTitle={t`Your orders could not be loaded`}
      loading={<FullScreenLoader label={t`Loading your orders`} />}
      empty={
        <Stack gap="xs">
          <Text>
            <Trans>You have no orders yet.</Trans>
          </Text>
          <Anchor href={config.shopUrl}>
            <Trans>Visit the shop</Trans>
          </Anchor>
        </Stack>
      }
    >
      {(items) => (
        <RecordTable
          caption={t`Your shop orders, newest first`}
          rows={items}
          rowKey={(order) => order.id}
          columns={[
            { header: t`Order`, rowHeader: true, monospace: true, cell: (order) => order.number },
            { header: t`Placed`, cell: (order) => formatDate(order.placedAt) },
            { header: t`Status`, cell: (order) => <PaymentStatusBadge status={order.status} /> },
            {
              header: t`Items`,
              wide: true,
              cell: (order) => (
                <ul className={classes.items}>
                  {order.items.map((item, index) => (
                    <li key={`${item.productName}-${index}`}>
                      {item.quantity > 1 ? `${item.quantity} × ` : ''}
                      {item.productName} · {formatMoney(item.unitAmount, order.currency)}
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              header: t`Total`,
              align: 'end',
              cell: (order) => formatMoney(order.total, order.currency),
            },
          ]}
        />
      )}
    </QueryList>
  );

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Orders</Trans>
      </Title>
      {content}
    </Stack>
  );
}
