import { useEffect } from 'react';
import { useListLicenses } from '@sdk/license/license.ts';
import type { License } from '@sdk/license/model';
import { errorMessage } from '@/api/errorMessages.ts';
import { reportError } from '@/shared/monitoring/monitoring.ts';
import { licenseListFailure } from './rules/licenseListFailure.ts';
import { selectLicenseForTransfer } from './selectedLicense.ts';

/**
 * The customer's licenses, shared by every product page and the transfer screen: one query, so
 * one request (cancelled by react-query when no page needs it any more) fills them all.
 *
 * Failures follow spec section 8 (see ./rules/licenseListFailure.ts). Reports carry the tag
 * `call: list-licenses`; a fetch `TypeError` adds `issue: potential cross-origin issue`, so
 * Sentry can group them (search `issue:"potential cross-origin issue"`).
 */
export type LicenseList =
  | { state: 'loading' }
  | { state: 'loaded'; licenses: License[] }
  /** Nothing to show and nothing to say: a 401, or a potential cross-origin failure. */
  | { state: 'hidden' }
  | { state: 'failed'; message: string; retry: () => void };

const LICENSE_LIST_TAGS = { call: 'list-licenses' } as const;
const CROSS_ORIGIN_TAGS = {
  ...LICENSE_LIST_TAGS,
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

export function useLicenseList(): LicenseList {
  const { data, error, isPending, refetch } = useListLicenses();

  useEffect(() => {
    if (error) handleFailure(error);
  }, [error]);

  if (error) {
    if (licenseListFailure(error) !== 'failed') return { state: 'hidden' };
    return { state: 'failed', message: errorMessage(error), retry: () => void refetch() };
  }
  if (isPending) return { state: 'loading' };
  return { state: 'loaded', licenses: data };
}
