import { type MutationKey, useMutation } from '@tanstack/react-query';
import { UnauthorizedError } from '@/api/errors.ts';
import { reportError } from '@/shared/monitoring/monitoring.ts';
import { useSendOnce } from '@/shared/ui/useSendOnce.ts';
import { asPdf, saveFile } from './saveFile.ts';

/**
 * Downloads a document (an invoice, a receipt) as a PDF and saves it, one at a time: a double
 * click must not fetch and save it twice. The PDF comes through the HTTP layer (bearer header).
 * A file saved, not shown: nothing to keep in the cache, so a mutation (under `mutationKey`, from
 * src/api/queryKeys.ts) rather than a read, and `useSendOnce` keeps it to one at a time.
 * `pendingId` is the document on its way; `failure` the last error, until `dismiss` or the next try.
 */
export function usePdfDownload<D extends { id: string }>({
  mutationKey,
  fetchPdf,
  fileName,
  reportTags,
}: {
  mutationKey: MutationKey;
  fetchPdf: (document: D) => Promise<Blob>;
  fileName: (document: D) => string;
  /** Report failures (a 401 excepted: that is the session ending) under these tags. */
  reportTags?: Record<string, string>;
}) {
  const download = useMutation({
    mutationKey,
    mutationFn: async (document: D) => {
      saveFile(asPdf(await fetchPdf(document)), fileName(document));
    },
    onError: (error) => {
      if (reportTags && !(error instanceof UnauthorizedError)) reportError(error, reportTags);
    },
  });
  const { once } = useSendOnce(mutationKey);

  const start = (document: D) =>
    once(async () => {
      // Shown from the mutation's error, until dismissed or tried again.
      await download.mutateAsync(document).catch(() => undefined);
    });

  return {
    start,
    pendingId: download.isPending ? download.variables.id : null,
    failure: download.error,
    dismiss: download.reset,
  };
}

/** A download's state and its actions, as a screen gets them from usePdfDownload. */
export type PdfDownload<D extends { id: string }> = ReturnType<typeof usePdfDownload<D>>;
