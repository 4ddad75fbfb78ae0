import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '@/api/errorMessages.ts';
import type { RecordColumn } from '@/shared/ui/RecordTable.tsx';
import type { PdfDownload } from './usePdfDownload.ts';

/**
 * A record table's last column: each row's document as a PDF, one download at a time (the others
 * wait while one is on its way, so a slow one is not started twice). `name` is the button's
 * accessible name, which says whose document it is ("Download invoice 1042 as PDF").
 */
export function pdfColumn<Row extends { id: string }>(
  download: PdfDownload<Row>,
  name: (row: Row) => string,
): RecordColumn<Row> {
  return {
    header: t`Document`,
    headerHidden: true,
    align: 'end',
    cell: (row) => (
      <Button
        size="xs"
        variant="light"
        aria-label={name(row)}
        loading={download.pendingId === row.id}
        disabled={download.pendingId !== null && download.pendingId !== row.id}
        onClick={() => void download.start(row)}
      >
        <Trans>PDF</Trans>
      </Button>
    ),
  };
}

/** A download that failed: the catalogue's message under `title`, until dismissed or tried again. */
export function PdfDownloadFailure({
  download,
  title,
}: {
  download: Pick<PdfDownload<never>, 'failure' | 'dismiss'>;
  title: ReactNode;
}) {
  if (!download.failure) return null;
  return (
    <Alert
      color="red"
      role="alert"
      title={title}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={download.dismiss}
    >
      {errorMessage(download.failure)}
    </Alert>
  );
}
