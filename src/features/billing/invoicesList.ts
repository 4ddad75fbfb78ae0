import {
  getListInvoicesQueryKey,
  getListInvoicesUrl,
} from '@sdk/subscription/operations/listInvoices.ts';
import { PAGE_SIZE } from '@/api/pages.ts';
import type { PagedListRequest } from '@/shared/lists/usePagedList.ts';

/** The account's invoices, a page at a time: the invoices tab's list and its early request. */
export const invoicesList = (userId: number): PagedListRequest => ({
  service: 'subscription',
  queryKey: getListInvoicesQueryKey(userId, { limit: PAGE_SIZE }),
  pathOf: (page) => getListInvoicesUrl(userId, page),
});
