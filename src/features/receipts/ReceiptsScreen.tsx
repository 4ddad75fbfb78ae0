import { Alert, Anchor, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { getReceiptPdf, useListReceipts } from '@sdk/shop/shop.ts';
import type { Receipt } from '@sdk/shop/model';
import { errorMessage } from '@/api/errorMessages.ts';
import { UnauthorizedError } from '@/api/errors.ts';
import { reportError } from '@/app/monitoring/monitoring.ts';
import { useSingleSubmission } from '@/app/forms/useSingleSubmission.ts';
import { QueryList } from '@/app/screens/QueryList.tsx';
import { FullScreenLoader } from '@/app/screens/FullScreenLoader.tsx';
import { config } from '@/config/env.ts';
import { asPdf, saveFile } from '@/app/files/saveFile.ts';
import { formatDate, formatMoney } from '@/app/format/format.ts';

const RECEIPT_PDF_TAGS = { call: 'get-receipt-pdf' } as const;

const receiptFilename = (receipt: Receipt) => `receipt-${receipt.number}.pdf`;

/** /receipts: the receipts of the customer's shop orders, each downloadable as PDF. */
export function ReceiptsScreen() {
  const receipts = useListReceipts();
  // One download at a time: a double click must not fetch (and save) the document twice.
  const once = useSingleSubmission();
  const download = useMutation({
    mutationFn: async (receipt: Receipt) => {
      saveFile(asPdf(await getReceiptPdf(receipt.id)), receiptFilename(receipt));
    },
    onError: (error) => {
      if (!(error instanceof UnauthorizedError)) reportError(error, RECEIPT_PDF_TAGS);
    },
  });

  // A failed download stays in `download.error`, shown above the table.
  const start = (receipt: Receipt) =>
    void once(() =>
      download.mutateAsync(receipt).then(
        () => undefined,
        () => undefined,
      ),
    );

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
                      loading={download.isPending && download.variables.id === receipt.id}
                      onClick={() => start(receipt)}
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
      {download.error ? (
        <Alert
          color="red"
          title="The receipt could not be downloaded"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => download.reset()}
        >
          {errorMessage(download.error)}
        </Alert>
      ) : null}
      {content}
    </Stack>
  );
}
