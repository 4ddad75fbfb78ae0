import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { PriceBreakdown as PriceBreakdownData } from '@sdk/subscription/model';
import { errorMessage } from '@/api/errorMessages.ts';
import {
  DEFAULT_PRICE_BREAKDOWN_LABELS,
  type PriceBreakdownLabels,
  type PriceLine,
  priceBreakdownText,
} from './priceBreakdownLines.ts';
import looks from './mantineLooks.module.css';
import classes from './PriceBreakdown.module.css';

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
    <tr data-strong={strong || undefined}>
      <th scope="row">{line.label}</th>
      <td className={classes.amount}>{line.amount}</td>
    </tr>
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
        <table aria-label={wording.title} className={`${looks.table} ${classes.table}`}>
          <tbody>
            <tr>
              <th scope="row">{wording.total}</th>
              <td className={classes.amount}>
                {failed ? (
                  <Text span c="red" size="sm">
                    <Trans>Not available</Trans>
                  </Text>
                ) : (
                  <div className={classes.pending} role="status">
                    <Loader size="xs" aria-label={t`Loading the price`} />
                    <Text span size="sm" c="dimmed">
                      <Trans>Calculating the price…</Trans>
                    </Text>
                  </div>
                )}
              </td>
            </tr>
          </tbody>
        </table>
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
      <table aria-label={wording.title} className={`${looks.table} ${classes.table}`}>
        <tbody>
          {text.lines.map((line) => (
            <Line key={line.label} line={line} />
          ))}
          <Line line={text.total} strong />
          {text.credit ? <Line line={text.credit} /> : null}
          <Line line={text.dueToday} strong />
        </tbody>
      </table>
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
