import { lazy } from 'react';

/**
 * Paying a failed invoice (the overview's past-due notice, the invoices' Pay now): the dialog's
 * code (Mantine's Modal with its focus trap and scroll lock, the payment form) loads when it is
 * first opened, not with the screen that offers it.
 */
export const PayInvoiceDialog = lazy(() =>
  import('./PayInvoiceDialog.tsx').then((module) => ({ default: module.PayInvoiceDialog })),
);
