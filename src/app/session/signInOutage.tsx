import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { MESSAGES } from '@/api/errorMessages.ts';
import { refetchFailedReads } from '@/api/queryClient.ts';
import { isSignInUnreachable, onSignInAvailability } from '@/api/signInAvailability.ts';

/**
 * What the customer sees while the sign-in service is out (decision 016): the session stays, a
 * banner says the portal is reconnecting, and once the service answers again every read that
 * failed meanwhile is asked again, so screens come back without a reload and forms keep their
 * input.
 */

const subscribe = (onChange: () => void) => onSignInAvailability(onChange);
const reachable = () => !isSignInUnreachable();

export function useSignInReachable(): boolean {
  return useSyncExternalStore(subscribe, reachable, reachable);
}

export function useRecoveryAfterSignInOutage(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSignInAvailability((isReachable) => {
        // What failed while the service was out is asked again once it answers.
        if (isReachable) void refetchFailedReads(queryClient);
      }),
    [queryClient],
  );
}

/** A banner above every screen while the sign-in service cannot be reached. */
export function SignInOutageBanner() {
  const { t } = useLingui();
  if (useSignInReachable()) return null;
  return (
    <Alert
      color="yellow"
      role="status"
      radius={0}
      title={t`Reconnecting to the sign-in service`}
      icon={<Loader size="xs" color="yellow" aria-hidden />}
    >
      {MESSAGES.signInUnreachable}
    </Alert>
  );
}

/** The start could not reach the sign-in service: no logout, a way to try again, and a retry. */
export function SignInUnavailableScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1}>
          <Trans>We cannot reach your account right now</Trans>
        </Title>
        <Text role="alert">{MESSAGES.signInUnreachable}</Text>
        <Text size="sm" c="dimmed">
          <Trans>
            We keep trying in the background, and this page carries on by itself once it works.
          </Trans>
        </Text>
        <Button onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
