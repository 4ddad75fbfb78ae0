import { Alert, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { usePreviewRenewal, useGetPlan } from '@sdk/subscription/subscription.ts';
import type { Subscription } from '@sdk/subscription/model';
import { errorMessage } from '@/api/errorMessages.ts';
import { formatDate, formatMoney } from '@/app/format/format.ts';

/** What the next renewal will charge, as the server computes it (discounts and tax included). */
export function RenewalPreview({
  userId,
  subscription,
}: {
  userId: number;
  subscription: Subscription;
}) {
  const preview = usePreviewRenewal(userId, subscription.id);
  const nextPlanCode = preview.data?.planCode ?? subscription.planCode;
  const planChanges = nextPlanCode !== subscription.planCode;
  const nextPlan = useGetPlan(nextPlanCode, { query: { enabled: planChanges } });

  if (preview.error) {
    return (
      <Alert color="red" title="The next charge could not be loaded">
        {errorMessage(preview.error)}
      </Alert>
    );
  }
  if (preview.isPending) return <Loader size="sm" aria-label="Loading the next charge" />;

  const { billingDate, subtotal, discount, tax, total, currency, couponCode } = preview.data;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Next charge: {formatMoney(total, currency)} on {formatDate(billingDate)}
      </Title>
      {planChanges ? (
        <Text size="sm">
          Your subscription moves to {nextPlan.data?.name ?? 'its new plan'} at this renewal.
        </Text>
      ) : null}
      <Table maw={420} withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Subtotal</Table.Th>
            <Table.Td ta="right">{formatMoney(subtotal, currency)}</Table.Td>
          </Table.Tr>
          {discount > 0 ? (
            <Table.Tr>
              <Table.Th scope="row">Discount{couponCode ? ` (${couponCode})` : ''}</Table.Th>
              <Table.Td ta="right">−{formatMoney(discount, currency)}</Table.Td>
            </Table.Tr>
          ) : null}
          <Table.Tr>
            <Table.Th scope="row">Tax</Table.Th>
            <Table.Td ta="right">{formatMoney(tax, currency)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatMoney(total, currency)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
