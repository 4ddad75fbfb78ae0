import type { QueryClient } from '@tanstack/react-query';
import { lazyPart } from '@/shared/scheduling/lazyPart.ts';

// What other features may use of the billing area; everything else in this folder is its own.
export { isPaymentMethodValid } from './rules/paymentMethod.ts';
export { paymentMethodLabel, paymentMethodProblem } from './rules/paymentMethodLabel.ts';
export type { PayableInvoice } from './rules/invoicePayment.ts';

// The subscription screen's payment and invoices tabs: each loads with its tab, not with the
// overview.
const paymentMethod = lazyPart(
  () => import('./PaymentMethodSection.tsx'),
  (module) => module.PaymentMethodSection,
);
const invoices = lazyPart(
  () => import('./InvoicesSection.tsx'),
  (module) => module.InvoicesSection,
);
export const PaymentMethodSection = paymentMethod.Part;
export const InvoicesSection = invoices.Part;

/**
 * A tab the customer lands on (a link to `?tab=invoices`, say): its code and its data before the
 * first render, rather than the code once the screen has rendered and the data once the code has
 * run. In a production build the boot script has asked both already (decision 013); each tab's
 * module says what it asks, so the overview's code carries none of it. Settles once both are here
 * or have failed: the tab then shows at once, complete.
 */
/** A tab's code, downloading (once): settles when it is here, or has failed. */
export function preloadBillingTab(tab: 'payment' | 'invoices'): Promise<unknown> {
  return (tab === 'invoices' ? invoices : paymentMethod).preload().catch(() => undefined);
}

export function prefetchBillingTab(
  tab: 'payment' | 'invoices',
  queryClient: QueryClient,
  userId: number,
): Promise<unknown> {
  const asked =
    tab === 'invoices'
      ? invoices.preload().then((module) => module.prefetchInvoices(queryClient, userId))
      : paymentMethod.preload().then((module) => module.prefetchPaymentMethod(queryClient, userId));
  // A failed download shows where the tab renders (React.lazy rethrows it), not here.
  return asked.catch(() => undefined);
}
export { PayInvoiceDialog } from './lazyPayInvoiceDialog.tsx';
