import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { errorMessage } from '@/api/errorMessages.ts';

/** What LoadFailure needs of a failed read (a generated hook's result): its error and a refetch. */
export interface FailedRead {
  error: unknown;
  refetch: () => unknown;
  isFetching: boolean;
}

type Retry =
  /** The read itself: its error, Try again refetches it, and shows it under way. */
  | { query: FailedRead }
  /** A failure and a retry of the caller's own (several reads at once, a page of a list). */
  | { error: unknown; onRetry: () => void; retrying?: boolean };

/** A failed load, shown where its data would be: the catalogue's message and a way to retry. */
export function LoadFailure({ title, ...retry }: { title: string } & Retry) {
  const { error, onRetry, retrying } =
    'query' in retry
      ? {
          error: retry.query.error,
          onRetry: () => void retry.query.refetch(),
          retrying: retry.query.isFetching,
        }
      : retry;
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Group>
          <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
