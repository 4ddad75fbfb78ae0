/** The shop service (openapi/shop.yaml, proposed in full), stateful: orders and receipts. */
import { HttpResponse } from 'msw';
import {
  getGetReceiptPdfMockHandler,
  getListOrdersMockHandler,
  getListReceiptsMockHandler,
} from '@sdk/shop/shop.msw.ts';
import { db } from '../db/collections.ts';
import { pdfDocument } from '../pdf.ts';
import { pageOf } from './pages.ts';
import { authorize, fail, omit, respondWith } from './support.ts';

export const shopHandlers = [
  getListOrdersMockHandler(async ({ request }) => {
    const { userId } = await authorize('shop', request);
    const orders = db.orders.findMany((q) => q.where({ userId }));
    return pageOf(
      'shop',
      request,
      orders,
      (order) => `${order.placedAt}|${order.id}`,
      (order) => omit(order, 'userId'),
    );
  }),

  getListReceiptsMockHandler(async ({ request }) => {
    const { userId } = await authorize('shop', request);
    const receipts = db.receipts.findMany((q) => q.where({ userId }));
    return pageOf(
      'shop',
      request,
      receipts,
      (receipt) => `${receipt.issuedAt}|${receipt.id}`,
      (receipt) => omit(receipt, 'userId'),
    );
  }),

  getGetReceiptPdfMockHandler(async ({ request, params }) => {
    const { userId, user } = await authorize('shop', request);
    const id = String(params.receiptId);
    const receipt =
      db.receipts.findFirst((q) => q.where({ userId, id })) ?? fail('shop', 404, 'Not found.');
    const order = db.orders.findFirst((q) => q.where({ userId, number: receipt.orderNumber }));
    const pdf = pdfDocument(`Receipt ${receipt.number}`, [
      `Customer: ${user.firstName} ${user.lastName} <${user.email}>`,
      `Order: ${receipt.orderNumber}`,
      `Issued: ${receipt.issuedAt.slice(0, 10)}`,
      ...(order?.items ?? []).map(
        (item) =>
          `${item.quantity} x ${item.productName}: ${item.unitAmount.toFixed(2)} ${receipt.currency}`,
      ),
      `Total: ${receipt.total.toFixed(2)} ${receipt.currency}`,
    ]);
    return respondWith(
      new HttpResponse(pdf, {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="receipt-${receipt.number}.pdf"`,
        },
      }),
    );
  }),
];
