import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { errorMessage } from '@/api/errorMessages.ts';

/** A failed load, shown where its data would be: the catalogue's message and a way to retry. */
export function LoadFailure({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
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
