import { useEffect } from 'react';
import {
  getListLicensesQueryKey,
  getListLicensesUrl,
  useListLicenses,
} from '@sdk/license/operations/listLicenses.ts';
import type { License, ProductFamily } from '@sdk/license/model';
import { errorMessage } from '@/api/errorMessages.ts';
import { PAGE_SIZE } from '@/api/pages.ts';
import {
  type ListQuery,
  type MoreItems,
  type PagedListRequest,
  usePagedList,
} from '@/shared/lists/usePagedList.ts';
import { reportError } from '@/shared/monitoring/monitoring.ts';
import { licenseListFailure } from './rules/licenseListFailure.ts';
import { selectLicenseForTransfer } from './selectedLicense.ts';

/**
 * The customer's licenses: all of them for the transfer screen (one query, one request, cancelled
 * by react-query when no page needs it any more), one family a page at a time for a product page
 * (`useFamilyLicenseList`), so /products/refills of an account with 500 licenses asks for 25
 * ReFills, not for everything.
 *
 * Failures follow spec section 8 (see ./rules/licenseListFailure.ts). Reports carry the tag
 * `call: list-licenses`; a fetch `TypeError` adds `issue: potential cross-origin issue`, so
 * Sentry can group them (search `issue:"potential cross-origin issue"`).
 */
export type LicenseList =
  | { state: 'loading' }
  /** `more`: the family's next pages, on a product page. */
  | { state: 'loaded'; licenses: License[]; more: MoreItems | null }
  /** Nothing to show and nothing to say: a 401, or a potential cross-origin failure. */
  | { state: 'hidden' }
  | { state: 'failed'; message: string; retry: () => void };

const LICENSE_LIST_TAGS = { call: 'list-licenses' } as const;
const CROSS_ORIGIN_TAGS = {
  ...LICENSE_LIST_TAGS,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a Sentry tag to group reports by, never shown
  issue: 'potential cross-origin issue',
} as const;

// Every mounted page sees the same failed query; the error is reported once, not once per page.
const reported = new WeakSet<object>();

function handleFailure(error: Error): void {
  const failure = licenseListFailure(error);
  if (failure === 'signedOut') {
    selectLicenseForTransfer(null);
    return;
  }
  if (reported.has(error)) return;
  reported.add(error);
  reportError(error, failure === 'unreachable' ? CROSS_ORIGIN_TAGS : LICENSE_LIST_TAGS);
}

function useLicenseListOf(
  {
    data,
    error,
    isPending,
    refetch,
  }: Pick<ListQuery<License>, 'data' | 'error' | 'isPending' | 'refetch'>,
  more: MoreItems | null,
): LicenseList {
  useEffect(() => {
    if (error) handleFailure(error);
  }, [error]);

  if (error) {
    if (licenseListFailure(error) !== 'failed') return { state: 'hidden' };
    return { state: 'failed', message: errorMessage(error), retry: () => void refetch() };
  }
  if (isPending || data === undefined) return { state: 'loading' };
  return { state: 'loaded', licenses: data, more };
}

/** Every license of the customer, in one request. */
export function useLicenseList(): LicenseList {
  const { data, error, isPending, refetch } = useListLicenses();
  return useLicenseListOf({ data, error, isPending, refetch }, null);
}

/** One family's licenses as a paged list (its product page, and that page's early request). */
export const familyLicenses = (productFamily: ProductFamily): PagedListRequest => ({
  service: 'license',
  queryKey: getListLicensesQueryKey({ productFamily, limit: PAGE_SIZE }),
  pathOf: (page) => getListLicensesUrl({ productFamily, ...page }),
});

/**
 * The licenses of one family, a page at a time. The screen still filters what comes back (a
 * service without `productFamily` answers every family).
 */
export function useFamilyLicenseList(productFamily: ProductFamily): LicenseList {
  const { list, more } = usePagedList<License>(familyLicenses(productFamily));
  return useLicenseListOf(list, more);
}
