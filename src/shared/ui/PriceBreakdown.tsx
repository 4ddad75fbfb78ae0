import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { PriceBreakdown as PriceBreakdownData } from '@sdk/subscription/model';
import { errorMessage } from '@/api/errorMessages.ts';
import {
  DEFAULT_PRICE_BREAKDOWN_LABELS,
  type PriceBreakdownLabels,
  type PriceLine,
  priceBreakdownText,
} from './priceBreakdownLines.ts';

export type { PriceBreakdownLabels } from './priceBreakdownLines.ts';

interface PriceBreakdownProps {
  /** The service's preview; undefined while it loads or after it failed. */
  breakdown: PriceBreakdownData | undefined;
  /** The preview's failure (null or undefined when there is none); it wins over stale figures. */
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  labels?: Partial<PriceBreakdownLabels>;
}

function Line({ line, strong = false }: { line: PriceLine; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {line.label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {line.amount}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * What the customer will pay, line by line, as the service previewed it: list price, discount,
 * tax, total, what is due today and the first charge. While the preview loads or after it failed,
 * the total says so (with Try again); no figure is ever shown that the service did not answer.
 */
export function PriceBreakdown({
  breakdown,
  error,
  onRetry,
  retrying = false,
  labels,
}: PriceBreakdownProps) {
  const { t } = useLingui();
  const wording = { ...DEFAULT_PRICE_BREAKDOWN_LABELS, ...labels };
  // The error first: after a failed refetch the old figures may belong to another order.
  const failed = error !== null && error !== undefined;
  const text = !failed && breakdown ? priceBreakdownText(breakdown, wording) : null;

  if (text === null) {
    return (
      <Stack gap="xs">
        <Table aria-label={wording.title} withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{wording.total}</Table.Th>
              <Table.Td ta="right">
                {failed ? (
                  <Text span c="red" size="sm">
                    <Trans>Not available</Trans>
                  </Text>
                ) : (
                  <Group gap="xs" justify="flex-end" wrap="nowrap" role="status">
                    <Loader size="xs" aria-label={t`Loading the price`} />
                    <Text span size="sm" c="dimmed">
                      <Trans>Calculating the price…</Trans>
                    </Text>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {failed ? (
          <Alert color="red" title={t`The price could not be calculated`} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
                <Trans>Try again</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <Table aria-label={wording.title} withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {text.lines.map((line) => (
            <Line key={line.label} line={line} />
          ))}
          <Line line={text.total} strong />
          {text.credit ? <Line line={text.credit} /> : null}
          <Line line={text.dueToday} strong />
        </Table.Tbody>
      </Table>
      <Stack gap={2}>
        <Text size="sm">{text.firstCharge}</Text>
        {text.followingCharge ? <Text size="sm">{text.followingCharge}</Text> : null}
        {text.trialEnd ? (
          <Text size="sm" c="dimmed">
            {text.trialEnd}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
