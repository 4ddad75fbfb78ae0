/**
 * Invoices: the caller's list, newest first, each one as a PDF, and paying one whose charge failed
 * (./pastDue.ts: paid, the subscription it kept past due is in good standing again).
 */
import { HttpResponse } from 'msw';
import type { Invoice } from '@sdk/subscription/model';
import {
  getGetInvoicePdfMockHandler,
  getListInvoicesMockHandler,
  getPayInvoiceMockHandler,
} from '@sdk/subscription/subscription.msw.ts';
import { PLANS } from '../../db/catalogue.ts';
import { db } from '../../db/collections.ts';
import type { InvoiceRecord } from '../../db/schema.ts';
import { pdfDocument } from '../../pdf.ts';
import { idempotent } from '../idempotency.ts';
import { authorize, fail, nowIso, omit, refuse, respondWith } from '../support.ts';
import { pageOf } from '../pages.ts';
import { isPayable, takesCharge } from './pastDue.ts';
import { requireAccount } from './records.ts';

function toInvoice(record: InvoiceRecord): Invoice {
  return omit(record, 'userId', 'billedCompanyName', 'billedVatId');
}

/**
 * The business details an invoice carries (issue 33): the company above the customer, its VAT ID,
 * and under the reverse charge the statement the law asks for instead of the VAT.
 */
function businessLinesOf(invoice: InvoiceRecord): string[] {
  return [
    ...(invoice.billedCompanyName ? [`Company: ${invoice.billedCompanyName}`] : []),
    ...(invoice.billedVatId ? [`VAT ID: ${invoice.billedVatId}`] : []),
    ...(invoice.taxExempt === 'reverse_charge'
      ? ['VAT: 0% - Reverse charge (Article 196, Council Directive 2006/112/EC)']
      : []),
  ];
}

function requireInvoice(userId: number, id: string): InvoiceRecord {
  return (
    db.invoices.findFirst((q) => q.where({ userId, id })) ??
    fail('subscription', 404, `Invoice ${id} not found`)
  );
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
    const invoice = requireInvoice(caller.userId, String(params.id));
    const pdf = pdfDocument(`Invoice ${invoice.number}`, [
      `Billed to: ${account.firstName} ${account.lastName} <${account.email}>`,
      ...businessLinesOf(invoice),
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

  // The invoice's own total, on the saved payment method; another one is saved first.
  getPayInvoiceMockHandler(
    idempotent('payInvoice', 200, async ({ request, params }) => {
      const caller = await authorize('subscription', request, params.userId);
      requireAccount(caller.userId);
      const invoice = requireInvoice(caller.userId, String(params.id));
      if (!isPayable(invoice)) {
        refuse(`Invoice ${invoice.id} is not open for payment (${invoice.status})`);
      }
      const billingInfo =
        db.billingInfos.findFirst((q) => q.where({ userId: caller.userId })) ??
        refuse(`Billing info is required to pay invoice ${invoice.id}`);
      if (!takesCharge(billingInfo, nowIso())) {
        refuse(
          'Your card was declined. Please use a different card or contact your bank.',
          'transaction',
        );
      }
      const paid = await db.invoices.update((q) => q.where({ id: invoice.id }), {
        data(draft) {
          draft.status = 'Approved';
        },
      });
      return toInvoice(paid ?? invoice);
    }),
  ),
];
