import { t } from '@lingui/core/macro';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '@/api/errorMessages.ts';
import type { RecordColumn } from '@/shared/ui/RecordTable.tsx';
import looks from '@/shared/ui/mantineLooks.module.css';
import type { PdfDownload } from './usePdfDownload.ts';

/**
 * A record table's last column: each row's document as a PDF, one download at a time (the others
 * wait while one is on its way, so a slow one is not started twice). `name` is the button's
 * accessible name, which says whose document it is ("Download invoice 1042 as PDF").
 *
 * A plain button drawn as Mantine's light xs Button (mantineLooks.module.css), not a Mantine
 * Button with its Transition and Loader on every row (decision 014). While its download runs it
 * is disabled and busy (`aria-busy`, `data-loading` as Mantine's), a spinner in its label's place.
 */
export function pdfColumn<Row extends { id: string }>(
  download: PdfDownload<Row>,
  name: (row: Row) => string,
): RecordColumn<Row> {
  const label = t`PDF`;
  return {
    header: t`Document`,
    headerHidden: true,
    align: 'end',
    cell: (row) => {
      const loading = download.pendingId === row.id;
      const waiting = download.pendingId !== null;
      return (
        <button
          type="button"
          className={`mantine-focus-auto ${waiting ? '' : 'mantine-active '}${looks.lightButton}`}
          aria-label={name(row)}
          disabled={waiting}
          aria-busy={loading || undefined}
          data-loading={loading || undefined}
          onClick={() => void download.start(row)}
        >
          <span>{label}</span>
        </button>
      );
    },
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
