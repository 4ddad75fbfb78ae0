import { type ComponentProps, lazy, Suspense } from 'react';

const Dialog = lazy(() =>
  import('./PayInvoiceDialog.tsx').then((module) => ({ default: module.PayInvoiceDialog })),
);

/**
 * Paying a failed invoice (the overview's past-due notice, the invoices' Pay now): the dialog's
 * code (Mantine's Modal with its focus trap and scroll lock, the payment form) loads when an
 * invoice is first chosen, not with the screen that offers it. Mounted from then on, so that
 * closing it still animates.
 */
export function PayInvoiceDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.invoice) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
