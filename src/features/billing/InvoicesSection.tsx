import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getInvoicePdf } from '@sdk/subscription/operations/getInvoicePdf.ts';
import {
  getListInvoicesQueryKey,
  getListInvoicesUrl,
} from '@sdk/subscription/operations/listInvoices.ts';
import type { Invoice } from '@sdk/subscription/model';
import { PAGE_SIZE } from '@/api/pages.ts';
import { getDownloadInvoicePdfMutationKey } from '@/api/queryKeys.ts';
import { ShowMore } from '@/shared/lists/ShowMore.tsx';
import {
  type PagedListRequest,
  prefetchPagedList,
  usePagedList,
} from '@/shared/lists/usePagedList.ts';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import { formatDate } from '@/shared/format/format.ts';
import { SectionLoader } from '@/shared/screens/SectionLoader.tsx';
import { invoiceFileName } from './rules/invoiceFileName.ts';
import { invoiceAmountText, invoiceStatusWording, isRefund } from './rules/invoiceKind.ts';
import { type PayableInvoice, payableInvoice } from './rules/invoicePayment.ts';
import { PayInvoiceDialog } from './lazyPayInvoiceDialog.tsx';
import { RecordTable } from '@/shared/ui/RecordTable.tsx';
import { taxExemptionNote } from '@/shared/ui/priceBreakdownLines.ts';
import { PdfDownloadFailure, pdfColumn } from '@/shared/files/pdfColumn.tsx';
import { usePdfDownload } from '@/shared/files/usePdfDownload.ts';
import looks from '@/shared/ui/mantineLooks.module.css';
import classes from './InvoicesSection.module.css';

const invoicesList = (userId: number): PagedListRequest => ({
  service: 'subscription',
  queryKey: getListInvoicesQueryKey(userId, { limit: PAGE_SIZE }),
  pathOf: (page) => getListInvoicesUrl(userId, page),
});

/** As the landing tab: the first page is asked before the first render. */
export const prefetchInvoices = (queryClient: QueryClient, userId: number) =>
  prefetchPagedList(queryClient, invoicesList(userId));

/**
 * The account's invoices, newest first, a page at a time, each downloadable as a PDF. Refunds are
 * listed with them, marked as such, their amount as money back. A charge whose payment failed has
 * its Pay now.
 */
export function InvoicesSection({ userId }: { userId: number }) {
  const { t } = useLingui();
  const { list: invoices, more } = usePagedList<Invoice>(invoicesList(userId));
  const download = usePdfDownload({
    mutationKey: getDownloadInvoicePdfMutationKey(),
    fetchPdf: (invoice: Invoice) => getInvoicePdf(userId, invoice.id),
    fileName: invoiceFileName,
  });
  const headingId = useId();
  const [paying, setPaying] = useState<PayableInvoice | null>(null);
  const [payOpened, setPayOpened] = useState(false);

  if (invoices.error) {
    return <LoadFailure title={t`Your invoices could not be loaded`} query={invoices} />;
  }
  if (invoices.isPending || invoices.data === undefined) {
    return <SectionLoader label={t`Loading your invoices`} />;
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          <Trans>Invoices</Trans>
        </Title>
        <PdfDownloadFailure download={download} title={t`The invoice could not be downloaded`} />
        {invoices.data.length === 0 ? (
          <Text>
            <Trans>You have no invoices yet.</Trans>
          </Text>
        ) : (
          <RecordTable
            caption={t`Your invoices, newest first`}
            rows={invoices.data}
            rowKey={(invoice) => invoice.id}
            columns={[
              {
                header: t`Number`,
                rowHeader: true,
                cell: (invoice) =>
                  isRefund(invoice) ? (
                    <span className={classes.numbered}>
                      {invoice.number}
                      <span
                        className={looks.badge}
                        data-variant="outline"
                        data-color="blue"
                        data-size="sm"
                      >
                        <Trans>Refund</Trans>
                      </span>
                    </span>
                  ) : (
                    invoice.number
                  ),
              },
              { header: t`Date`, cell: (invoice) => formatDate(invoice.createdAt) },
              {
                header: t`Amount`,
                align: 'end',
                cell: (invoice) => <InvoiceAmount invoice={invoice} />,
              },
              {
                header: t`Status`,
                // A failed payment's status and its Pay now, a line of their own in a phone's card:
                // in half of it, German's "Zahlung fehlgeschlagen" did not fit.
                wide: (invoice) => payableInvoice(invoice) !== null,
                cell: (invoice) => {
                  const payable = payableInvoice(invoice);
                  const { number } = invoice;
                  return payable ? (
                    <span className={classes.payable}>
                      <InvoiceStatusBadge invoice={invoice} />
                      <Button
                        size="compact-sm"
                        color="red"
                        aria-label={t`Pay now: invoice ${number}`}
                        onClick={() => {
                          setPaying(payable);
                          setPayOpened(true);
                        }}
                      >
                        <Trans>Pay now</Trans>
                      </Button>
                    </span>
                  ) : (
                    <InvoiceStatusBadge invoice={invoice} />
                  );
                },
              },
              pdfColumn(download, ({ number }) => t`Download invoice ${number} as PDF`),
            ]}
          />
        )}
        <ShowMore more={more} noun={t`invoices`} />
      </Stack>
      <PayInvoiceDialog
        userId={userId}
        invoice={paying}
        opened={payOpened}
        onClose={() => setPayOpened(false)}
      />
    </Paper>
  );
}

/**
 * The invoice's status in the customer's words: "Paid" for a charge, "Refunded" for a refund. A
 * light Badge drawn by the stylesheet, as the rest of the row (decision 014).
 */
function InvoiceStatusBadge({ invoice }: { invoice: Invoice }) {
  const { label, color } = invoiceStatusWording(invoice);
  return (
    <span className={looks.badge} data-color={color}>
      {label}
    </span>
  );
}

/** The amount, and "Reverse charge" below it when the invoice charged no VAT for that reason. */
function InvoiceAmount({ invoice }: { invoice: Invoice }) {
  const exemption = taxExemptionNote(invoice.taxExempt);
  if (!exemption) return invoiceAmountText(invoice);
  return (
    <span className={classes.amount}>
      <span>{invoiceAmountText(invoice)}</span>
      <span className={classes.note}>{exemption}</span>
    </span>
  );
}
