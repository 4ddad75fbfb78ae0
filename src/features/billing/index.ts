import { lazy } from 'react';

// What other features may use of the billing area; everything else in this folder is its own.
export { isPaymentMethodValid } from './rules/paymentMethod.ts';
export { paymentMethodLabel, paymentMethodProblem } from './rules/paymentMethodLabel.ts';
export type { PayableInvoice } from './rules/invoicePayment.ts';

// The subscription screen's payment and invoices tabs: each loads with its tab, not with the
// overview.
export const PaymentMethodSection = lazy(() =>
  import('./PaymentMethodSection.tsx').then((module) => ({
    default: module.PaymentMethodSection,
  })),
);
export const InvoicesSection = lazy(() =>
  import('./InvoicesSection.tsx').then((module) => ({ default: module.InvoicesSection })),
);
export { PayInvoiceDialog } from './lazyPayInvoiceDialog.tsx';
