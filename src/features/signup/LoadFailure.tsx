import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '@/api/errorMessages.ts';

/** A failed load, with its message and a way to try again (a failed request never spins). */
export function LoadFailure({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button variant="light" size="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
