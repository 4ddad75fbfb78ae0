import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Subscription } from '@sdk/subscription/model';
import { type PayableInvoice, PayInvoiceDialog } from '@/features/billing/index.ts';
import { pastDueNotice } from '../rules/pastDue.ts';

/**
 * A renewal whose payment failed, first on the overview: the service's amount and dates, and Pay
 * now. The dialog outlives the notice: paid, the subscription is read again and the notice goes,
 * while the dialog closes as any dialog does.
 */
export function PastDueNotice({
  userId,
  subscription,
}: {
  userId: number;
  subscription: Subscription;
}) {
  const notice = pastDueNotice(subscription);
  const [paying, setPaying] = useState<PayableInvoice | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      {notice ? (
        <Alert color="red" title={notice.title}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{notice.text}</Text>
            <Button
              size="xs"
              color="red"
              onClick={() => {
                setPaying(notice.invoice);
                setOpened(true);
              }}
            >
              <Trans>Pay now</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <PayInvoiceDialog
        userId={userId}
        invoice={paying}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
