import {
  Alert,
  Badge,
  Button,
  Card,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useId } from 'react';
import { getInvoicePdf, useListInvoices } from '@sdk/subscription/subscription.ts';
import type { Invoice } from '@sdk/subscription/model';
import { errorMessage } from '@/api/errorMessages.ts';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import { formatDate, formatMoney } from '@/shared/format/format.ts';
import { INVOICE_STATUS_COLORS, invoiceFileName } from './rules/invoiceStatus.ts';
import { usePdfDownload } from '@/shared/files/usePdfDownload.ts';

/** The account's invoices, newest first, each downloadable as a PDF. */
export function InvoicesSection({ userId }: { userId: number }) {
  const invoices = useListInvoices(userId);
  const download = usePdfDownload({
    fetchPdf: (invoice: Invoice) => getInvoicePdf(userId, invoice.id),
    fileName: invoiceFileName,
  });
  const headingId = useId();

  if (invoices.error) {
    return (
      <LoadFailure
        title="Your invoices could not be loaded"
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
      />
    );
  }
  if (invoices.isPending) return <Loader aria-label="Loading your invoices" />;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          Invoices
        </Title>
        {download.failure ? (
          <Alert color="red" role="alert" title="The invoice could not be downloaded">
            {errorMessage(download.failure)}
          </Alert>
        ) : null}
        {invoices.data.length === 0 ? (
          <Text>You have no invoices yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Number</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Document</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.data.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>{formatDate(invoice.createdAt)}</Table.Td>
                    <Table.Td>{invoice.number}</Table.Td>
                    <Table.Td>{formatMoney(invoice.total, invoice.currency)}</Table.Td>
                    <Table.Td>
                      <Badge color={INVOICE_STATUS_COLORS[invoice.status]} variant="light">
                        {invoice.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Download invoice ${invoice.number} as PDF`}
                        loading={download.pendingId === invoice.id}
                        disabled={download.pendingId !== null && download.pendingId !== invoice.id}
                        onClick={() => void download.start(invoice)}
                      >
                        PDF
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
