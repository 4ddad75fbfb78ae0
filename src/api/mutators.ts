import type { ServiceName } from '@/config/env.ts';
import { refusalWordingsReady } from './errorMessages.ts';
import { type PortalError, TransactionError, ValidationError } from './errors.ts';
import { request } from './http.ts';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency.ts';

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

const isWrite = (init: RequestInit): boolean => (init.method ?? 'GET').toUpperCase() !== 'GET';

/**
 * Every write carries an `Idempotency-Key` (issue 27, item 7): one the caller chose (./idempotency.ts:
 * the customer's retry of the same request reuses it), else a new one per call. The key goes out
 * with every send of this call, so a request the browser itself resends after a reset connection
 * acts once at the service.
 */
function withIdempotencyKey(init: RequestInit): RequestInit {
  const headers = new Headers(init.headers);
  if (!headers.has(IDEMPOTENCY_KEY_HEADER)) {
    headers.set(IDEMPOTENCY_KEY_HEADER, globalThis.crypto.randomUUID());
  }
  return { ...init, headers };
}

async function send<T>(service: ServiceName, path: string, init: RequestInit): Promise<T> {
  if (!isWrite(init)) return request<T>(service, path, init);
  const result = await request<T>(service, path, withIdempotencyKey(init));
  for (const listener of acceptedWriteListeners) listener(service);
  return result;
}

/** A service's refusal reaches the screen once the catalogue's words for it are here. */
async function requestOf<T>(service: ServiceName, path: string, init: RequestInit): Promise<T> {
  try {
    return await send<T>(service, path, init);
  } catch (error) {
    if (error instanceof ValidationError || error instanceof TransactionError) {
      await refusalWordingsReady();
    }
    throw error;
  }
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
