/** Invoices: the caller's list, newest first, and each one as a PDF. */
import { HttpResponse } from 'msw';
import type { Invoice } from '@sdk/subscription/model';
import {
  getGetInvoicePdfMockHandler,
  getListInvoicesMockHandler,
} from '@sdk/subscription/subscription.msw.ts';
import { PLANS } from '../../db/catalogue.ts';
import { db } from '../../db/collections.ts';
import type { InvoiceRecord } from '../../db/schema.ts';
import { pdfDocument } from '../../pdf.ts';
import { authorize, fail, omit, respondWith } from '../support.ts';
import { pageOf } from '../pages.ts';
import { requireAccount } from './records.ts';

function toInvoice(record: InvoiceRecord): Invoice {
  return omit(record, 'userId');
}

export const invoiceHandlers = [
  getListInvoicesMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    requireAccount(caller.userId);
    const invoices = db.invoices.findMany((q) => q.where({ userId: caller.userId }));
    return pageOf(
      'subscription',
      request,
      invoices,
      (invoice) => `${invoice.createdAt}|${invoice.id}`,
      toInvoice,
    );
  }),

  getGetInvoicePdfMockHandler(async ({ request, params }) => {
    const caller = await authorize('subscription', request, params.userId);
    const account = requireAccount(caller.userId);
    const id = String(params.id);
    const invoice =
      db.invoices.findFirst((q) => q.where({ userId: caller.userId, id })) ??
      fail('subscription', 404, `Invoice ${id} not found`);
    const pdf = pdfDocument(`Invoice ${invoice.number}`, [
      `Billed to: ${account.firstName} ${account.lastName} <${account.email}>`,
      `Date: ${invoice.createdAt.slice(0, 10)}`,
      `Plan: ${invoice.planCode ? PLANS[invoice.planCode].name : 'One-off charge'}`,
      `Status: ${invoice.status}`,
      `Total: ${invoice.total.toFixed(2)} ${invoice.currency}`,
    ]);
    return respondWith(
      new HttpResponse(pdf, {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="invoice-${invoice.number}.pdf"`,
        },
      }),
    );
  }),
];
