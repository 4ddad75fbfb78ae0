import { Alert, Anchor, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { getReceiptPdf, useListReceipts } from '@sdk/shop/shop.ts';
import type { Receipt } from '@sdk/shop/model';
import { errorMessage } from '@/api/errorMessages.ts';
import { QueryList } from '@/shared/screens/QueryList.tsx';
import { FullScreenLoader } from '@/shared/screens/FullScreenLoader.tsx';
import { config } from '@/config/env.ts';
import { usePdfDownload } from '@/shared/files/usePdfDownload.ts';
import { formatDate, formatMoney } from '@/shared/format/format.ts';

const RECEIPT_PDF_TAGS = { call: 'get-receipt-pdf' } as const;

const receiptFilename = (receipt: Receipt) => `receipt-${receipt.number}.pdf`;

/** /receipts: the receipts of the customer's shop orders, each downloadable as PDF. */
export function ReceiptsScreen() {
  const receipts = useListReceipts();
  const download = usePdfDownload({
    fetchPdf: (receipt: Receipt) => getReceiptPdf(receipt.id),
    fileName: receiptFilename,
    reportTags: RECEIPT_PDF_TAGS,
  });

  const content = (
    <QueryList
      query={receipts}
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
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Receipt</Table.Th>
                <Table.Th scope="col">Order</Table.Th>
                <Table.Th scope="col">Issued</Table.Th>
                <Table.Th scope="col" ta="right">
                  Total
                </Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Document</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((receipt) => (
                <Table.Tr key={receipt.id}>
                  <Table.Th scope="row" ff="monospace" fw={500}>
                    {receipt.number}
                  </Table.Th>
                  <Table.Td ff="monospace">{receipt.orderNumber}</Table.Td>
                  <Table.Td>{formatDate(receipt.issuedAt)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(receipt.total, receipt.currency)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Download PDF of receipt ${receipt.number}`}
                      loading={download.pendingId === receipt.id}
                      onClick={() => void download.start(receipt)}
                    >
                      Download PDF
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
