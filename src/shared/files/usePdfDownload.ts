import { useState } from 'react';
import { UnauthorizedError } from '@/api/errors.ts';
import { useSingleSubmission } from '@/shared/forms/useSingleSubmission.ts';
import { reportError } from '@/shared/monitoring/monitoring.ts';
import { asPdf, saveFile } from './saveFile.ts';

/**
 * Downloads a document (an invoice, a receipt) as a PDF and saves it, one at a time: a double
 * click must not fetch and save it twice. The PDF comes through the HTTP layer (bearer header).
 * `pendingId` is the document on its way; `failure` the last error, until `dismiss` or the next try.
 */
export function usePdfDownload<D extends { id: string }>({
  fetchPdf,
  fileName,
  reportTags,
}: {
  fetchPdf: (document: D) => Promise<Blob>;
  fileName: (document: D) => string;
  /** Report failures (a 401 excepted: that is the session ending) under these tags. */
  reportTags?: Record<string, string>;
}) {
  const once = useSingleSubmission();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const start = (document: D) =>
    once(async () => {
      setPendingId(document.id);
      setFailure(null);
      try {
        saveFile(asPdf(await fetchPdf(document)), fileName(document));
      } catch (error) {
        setFailure(error);
        if (reportTags && !(error instanceof UnauthorizedError)) reportError(error, reportTags);
      } finally {
        setPendingId(null);
      }
    });

  return { start, pendingId, failure, dismiss: () => setFailure(null) };
}

/** A download's state and its actions, as a screen gets them from usePdfDownload. */
export type PdfDownload<D extends { id: string }> = ReturnType<typeof usePdfDownload<D>>;
