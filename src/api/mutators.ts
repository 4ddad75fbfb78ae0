import type { PortalError } from './errors.ts';
import { request } from './http.ts';

/**
 * orval mutators, one per service (orval.config.ts). The generated hooks pass the operation's path
 * and fetch options; the one HTTP layer does the rest.
 */
export const accountRequest = <T>(path: string, init: RequestInit): Promise<T> =>
  request<T>('account', path, init);

export const subscriptionRequest = <T>(path: string, init: RequestInit): Promise<T> =>
  request<T>('subscription', path, init);

export const licenseRequest = <T>(path: string, init: RequestInit): Promise<T> =>
  request<T>('license', path, init);

export const shopRequest = <T>(path: string, init: RequestInit): Promise<T> =>
  request<T>('shop', path, init);

/**
 * The error type of every generated hook (orval reads this export): whatever the document says a
 * failure's body is, the hook rejects with one of the catalogue's typed errors, body attached.
 */
export type ErrorType<_ServerBody> = PortalError;
