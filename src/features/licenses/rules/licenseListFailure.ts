import { NetworkError, UnauthorizedError } from '@/api/errors.ts';

/**
 * How a failed license list is handled (spec section 8):
 * - `signedOut`: a 401. Ignored silently (the HTTP layer already refreshed or left for logout);
 *   the list and the transfer selection are cleared.
 * - `unreachable`: the browser's fetch rejected with a `TypeError` ("Failed to fetch" in Chromium),
 *   which the HTTP layer wraps as a `NetworkError`. From a page that is otherwise online this is
 *   most often a CORS refusal, so it is reported tagged as a potential cross-origin issue and the
 *   customer sees no message.
 * - `failed`: anything else. Reported, and the customer sees the catalogue's message.
 */
export type LicenseListFailure = 'signedOut' | 'unreachable' | 'failed';

export function licenseListFailure(error: unknown): LicenseListFailure {
  if (error instanceof UnauthorizedError) return 'signedOut';
  if (error instanceof NetworkError && error.cause instanceof TypeError) return 'unreachable';
  return 'failed';
}
