import { Trans } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '@/api/errorMessages.ts';
import { config } from '@/config/env.ts';
import { SubscriptionActionFailure } from './useActionDialog.ts';

/**
 * A failed action in a confirmation: the words chosen once the subscription was read again, with
 * the way to support where a person may be needed (a server error, a refusal without words).
 */
export function subscriptionActionFailure(error: unknown): ReactNode {
  if (!(error instanceof SubscriptionActionFailure)) return errorMessage(error);
  if (!error.contactSupport) return error.message;
  return (
    <Stack gap={4}>
      <Text size="sm">{error.message}</Text>
      <Anchor href={config.supportUrl} target="_blank" rel="noreferrer" size="sm">
        <Trans>Contact support</Trans>
      </Anchor>
    </Stack>
  );
}
