import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { getReceiptPdf } from '@sdk/shop/operations/getReceiptPdf.ts';
import { getListReceiptsQueryKey, getListReceiptsUrl } from '@sdk/shop/operations/listReceipts.ts';
import type { Receipt } from '@sdk/shop/model';
import { errorMessage } from '@/api/errorMessages.ts';
import { PAGE_SIZE } from '@/api/pages.ts';
import { usePagedList } from '@/shared/lists/usePagedList.ts';
import { QueryList } from '@/shared/screens/QueryList.tsx';
import { FullScreenLoader } from '@/shared/screens/FullScreenLoader.tsx';
import { config } from '@/config/env.ts';
import { usePdfDownload } from '@/shared/files/usePdfDownload.ts';
import { formatDate, formatMoney } from '@/shared/format/format.ts';
import { RecordTable } from '@/shared/ui/RecordTable.tsx';

const RECEIPT_PDF_TAGS = { call: 'get-receipt-pdf' } as const;

const receiptFilename = (receipt: Receipt) => `receipt-${receipt.number}.pdf`;

/** /receipts: the receipts of the customer's shop orders, each downloadable as PDF, a page at a time. */
export function ReceiptsScreen() {
  const receipts = usePagedList<Receipt>({
    service: 'shop',
    queryKey: getListReceiptsQueryKey({ limit: PAGE_SIZE }),
    pathOf: getListReceiptsUrl,
  });
  const download = usePdfDownload({
    fetchPdf: (receipt: Receipt) => getReceiptPdf(receipt.id),
    fileName: receiptFilename,
    reportTags: RECEIPT_PDF_TAGS,
  });

  const content = (
    <QueryList
      query={receipts.list}
      more={{ items: receipts.more, noun: 'receipts' }}
      failureTitle="Your receipts could not be loaded"
      loading={<FullScreenLoader label="Loading your receipts" />}
      empty={
        <Stack gap="xs">
          <Text>You have no receipts yet. A receipt is issued for every paid shop order.</Text>
          <Anchor href={config.shopUrl}>Visit the shop</Anchor>
        </Stack>
      }
    >
      {(items) => (
        <RecordTable
          caption="Your receipts, newest first"
          rows={items}
          rowKey={(receipt) => receipt.id}
          columns={[
            {
              header: 'Receipt',
              rowHeader: true,
              monospace: true,
              cell: (receipt) => receipt.number,
            },
            { header: 'Order', monospace: true, cell: (receipt) => receipt.orderNumber },
            { header: 'Issued', cell: (receipt) => formatDate(receipt.issuedAt) },
            {
              header: 'Total',
              align: 'end',
              cell: (receipt) => formatMoney(receipt.total, receipt.currency),
            },
            {
              header: 'Document',
              headerHidden: true,
              align: 'end',
              cell: (receipt) => (
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Download PDF of receipt ${receipt.number}`}
                  loading={download.pendingId === receipt.id}
                  onClick={() => void download.start(receipt)}
                >
                  Download PDF
                </Button>
              ),
            },
          ]}
        />
      )}
    </QueryList>
  );

  return (
    <Stack gap="lg">
      <Title order={1}>Receipts</Title>
      {download.failure ? (
        <Alert
          color="red"
          title="The receipt could not be downloaded"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={download.dismiss}
        >
          {errorMessage(download.failure)}
        </Alert>
      ) : null}
      {content}
    </Stack>
  );
}
