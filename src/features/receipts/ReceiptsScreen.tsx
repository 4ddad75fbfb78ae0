import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { getReceiptPdf } from '@sdk/shop/operations/getReceiptPdf.ts';
import { getListReceiptsQueryKey, getListReceiptsUrl } from '@sdk/shop/operations/listReceipts.ts';
import type { Receipt } from '@sdk/shop/model';
import { PAGE_SIZE } from '@/api/pages.ts';
import { getDownloadReceiptPdfMutationKey } from '@/api/queryKeys.ts';
import type { QueryClient } from '@tanstack/react-query';
import {
  type PagedListRequest,
  prefetchPagedList,
  usePagedList,
} from '@/shared/lists/usePagedList.ts';
import { QueryList } from '@/shared/screens/QueryList.tsx';
import { FullScreenLoader } from '@/shared/screens/FullScreenLoader.tsx';
import { config } from '@/config/env.ts';
import { PdfDownloadFailure, pdfColumn } from '@/shared/files/pdfColumn.tsx';
import { usePdfDownload } from '@/shared/files/usePdfDownload.ts';
import { formatDate, formatMoney } from '@/shared/format/format.ts';
import { RecordTable } from '@/shared/ui/RecordTable.tsx';

const RECEIPT_PDF_TAGS = { call: 'get-receipt-pdf' } as const;

/** The saved file's name, in the customer's language. */
const receiptFilename = (receipt: Receipt) => {
  const number = receipt.number;
  return translate`receipt-${number}.pdf`;
};

const RECEIPTS: PagedListRequest = {
  service: 'shop',
  queryKey: getListReceiptsQueryKey({ limit: PAGE_SIZE }),
  pathOf: getListReceiptsUrl,
};

/** As the landing screen: the first page is asked before the first render, which waits for it. */
export const prefetchReceiptsScreen = (queryClient: QueryClient) =>
  prefetchPagedList(queryClient, RECEIPTS);

/** /receipts: the receipts of the customer's shop orders, each downloadable as PDF, a page at a time. */
export function ReceiptsScreen() {
  const { t } = useLingui();
  const receipts = usePagedList<Receipt>(RECEIPTS);
  const download = usePdfDownload({
    mutationKey: getDownloadReceiptPdfMutationKey(),
    fetchPdf: (receipt: Receipt) => getReceiptPdf(receipt.id),
    fileName: receiptFilename,
    reportTags: RECEIPT_PDF_TAGS,
  });

  const content = (
    <QueryList
      query={receipts.list}
      more={{ items: receipts.more, noun: t`receipts` }}
      failureTitle={t`Your receipts could not be loaded`}
      loading={<FullScreenLoader label={t`Loading your receipts`} />}
      empty={
        <Stack gap="xs">
          <Text>
            <Trans>You have no receipts yet. A receipt is issued for every paid shop order.</Trans>
          </Text>
          <Anchor href={config.shopUrl}>
            <Trans>Visit the shop</Trans>
          </Anchor>
        </Stack>
      }
    >
      {(items) => (
        <RecordTable
          caption={t`Your receipts, newest first`}
          rows={items}
          rowKey={(receipt) => receipt.id}
          columns={[
            {
              header: t`Receipt`,
              rowHeader: true,
              monospace: true,
              cell: (receipt) => receipt.number,
            },
            { header: t`Order`, monospace: true, cell: (receipt) => receipt.orderNumber },
            { header: t`Issued`, cell: (receipt) => formatDate(receipt.issuedAt) },
            {
              header: t`Total`,
              align: 'end',
              cell: (receipt) => formatMoney(receipt.total, receipt.currency),
            },
            pdfColumn(download, ({ number }) => t`Download PDF of receipt ${number}`),
          ]}
        />
      )}
    </QueryList>
  );

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Receipts</Trans>
      </Title>
      <PdfDownloadFailure download={download} title={t`The receipt could not be downloaded`} />
      {content}
    </Stack>
  );
}
