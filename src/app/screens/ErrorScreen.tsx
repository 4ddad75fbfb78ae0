import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@/api/errorMessages.ts';
import { config } from '@/config/env.ts';
import { firstScreenShown } from '@/shared/scheduling/afterFirstScreen.ts';
import { useEffect } from 'react';

/** The generic fallback: "Something went wrong!", a refresh, and the support site (spec section 1). */
export function ErrorScreen() {
  // The error is reported: Sentry, kept for after the first screen, is wanted now.
  useEffect(firstScreenShown, []);
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1}>{MESSAGES.errorScreenTitle}</Title>
        <Text>
          <Trans>
            Please refresh the page to try again. If the problem continues, our support team can
            help.
          </Trans>
        </Text>
        <Button onClick={() => window.location.reload()}>
          <Trans>Refresh the page</Trans>
        </Button>
        <Anchor href={config.supportUrl} target="_blank" rel="noreferrer">
          <Trans>Visit the help center</Trans>
        </Anchor>
      </Stack>
    </Center>
  );
}
