import type { ServiceName } from '@/config/env.ts';
import type { PortalError } from './errors.ts';
import { request } from './http.ts';

/** Told the service after every write (any method but GET) the service accepted. */
export type AcceptedWriteListener = (service: ServiceName) => void;

const acceptedWriteListeners = new Set<AcceptedWriteListener>();

/**
 * Every write of the portal goes through these mutators, whether by a generated hook or a
 * generated function: the one place to learn that data changed (other tabs refresh on it).
 * Returns the unsubscribe.
 */
export function onAcceptedWrite(listener: AcceptedWriteListener): () => void {
  acceptedWriteListeners.add(listener);
  return () => acceptedWriteListeners.delete(listener);
}

async function requestOf<T>(service: ServiceName, path: string, init: RequestInit): Promise<T> {
  const result = await request<T>(service, path, init);
  if ((init.method ?? 'GET').toUpperCase() !== 'GET') {
    for (const listener of acceptedWriteListeners) listener(service);
  }
  return result;
}

/**
 * orval mutators, one per service (orval.config.ts). The generated hooks pass the operation's path
 * and fetch options; the one HTTP layer does the rest.
 */
export const accountRequest = <T>(path: string, init: RequestInit): Promise<T> =>
  requestOf<T>('account', path, init);

export const subscriptionRequest = <T>(path: string, init: RequestInit): Promise<T> =>
  requestOf<T>('subscription', path, init);

export const licenseRequest = <T>(path: string, init: RequestInit): Promise<T> =>
  requestOf<T>('license', path, init);

export const shopRequest = <T>(path: string, init: RequestInit): Promise<T> =>
  requestOf<T>('shop', path, init);

/**
 * The error type of every generated hook (orval reads this export): whatever the document says a
 * failure's body is, the hook rejects with one of the catalogue's typed errors, body attached.
 */
export type ErrorType<_ServerBody> = PortalError;
