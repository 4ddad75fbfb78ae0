import { type ComponentProps, Suspense } from 'react';
import { lazyPart } from '@/shared/scheduling/lazyPart.ts';

const { Part: Dialog } = lazyPart(
  () => import('./PayInvoiceDialog.tsx'),
  (module) => module.PayInvoiceDialog,
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
