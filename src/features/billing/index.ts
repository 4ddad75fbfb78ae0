import type { QueryClient } from '@tanstack/react-query';
import { getGetBillingAccountQueryOptions } from '@sdk/subscription/operations/getBillingAccount.ts';
import { prefetchPagedList } from '@/shared/lists/usePagedList.ts';
import { lazyPart } from '@/shared/scheduling/lazyPart.ts';
import { invoicesList } from './invoicesList.ts';

// What other features may use of the billing area; everything else in this folder is its own.
export { isPaymentMethodValid } from './rules/paymentMethod.ts';
export { paymentMethodLabel, paymentMethodProblem } from './rules/paymentMethodLabel.ts';
export type { PayableInvoice } from './rules/invoicePayment.ts';

// The subscription screen's payment and invoices tabs: each loads with its tab, not with the
// overview.
const paymentMethod = lazyPart(() =>
  import('./PaymentMethodSection.tsx').then((module) => module.PaymentMethodSection),
);
const invoices = lazyPart(() =>
  import('./InvoicesSection.tsx').then((module) => module.InvoicesSection),
);
export const PaymentMethodSection = paymentMethod.Part;
export const InvoicesSection = invoices.Part;

/**
 * A tab the customer lands on (a link to `?tab=invoices`, say): its code and its data asked
 * together, before the first render, rather than the code once the screen has rendered and the data
 * once the code has run (two round trips after the app's start). Settles once both are here or
 * have failed: the tab then shows at once, complete.
 */
export function prefetchBillingTab(
  tab: 'payment' | 'invoices',
  queryClient: QueryClient,
  userId: number,
): Promise<unknown> {
  const part = tab === 'invoices' ? invoices : paymentMethod;
  const data =
    tab === 'invoices'
      ? prefetchPagedList(queryClient, invoicesList(userId))
      : queryClient.prefetchQuery(getGetBillingAccountQueryOptions(userId));
  return Promise.all([part.preload().catch(() => undefined), data]);
}
export { PayInvoiceDialog } from './lazyPayInvoiceDialog.tsx';
