import { config, type ServiceName } from '@/config/env.ts';
import { getAccessToken, setAccessToken } from './accessToken.ts';
import {
  AccountNotFoundError,
  CouponNotFoundError,
  ForbiddenError,
  NetworkError,
  type RequestContext,
  type RequestError,
  TransactionError,
  UnauthorizedError,
  UnknownError,
  ValidationError,
} from './errors.ts';
import { mapServerMessage } from './errorMessages.ts';

/**
 * The one HTTP layer. Every request of the generated hooks (orval mutators) and of the typed
 * openapi-fetch clients goes through `send`: base URL per service, bearer token, credentials for
 * the account service, the single-flight token refresh with one retry, and network failures as
 * typed errors. Nothing else in the app knows about tokens, base URLs or status codes.
 */

/** Full-page navigations the layer makes (logout, /404/); tests replace `assign`. */
export const browser = {
  /** Set once the browser is on its way to logout, so concurrent failures do not redirect again. */
  leavingForLogout: false,
  assign(url: string): void {
    // Scripts using the typed clients (./clients.ts) have no page to leave: the error thrown
    // (UnauthorizedError) is all they get.
    if (typeof window === 'undefined') return;
    window.location.assign(url);
  },
};

export const REFRESH_PATH = '/account/token/refresh';

/** A service that has not answered in this long is treated as unreachable (a NetworkError). */
export const REQUEST_TIMEOUT_MS = 30_000;

export function serviceUrl(service: ServiceName, path: string): string {
  return config.services[service] + path;
}

export function logoutUrl(): string {
  return serviceUrl('account', '/account/logout');
}

/** Clears the in-memory token and leaves for the auth host's logout page. */
export function redirectToLogout(): void {
  setAccessToken(null);
  if (browser.leavingForLogout) return;
  browser.leavingForLogout = true;
  browser.assign(logoutUrl());
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Asks the auth host for a new access token with its refresh cookie. Concurrent callers share one
 * call. Resolves false (never throws) when there is no valid session.
 */
export function refreshAccessToken(): Promise<boolean> {
  refreshInFlight ??= (async () => {
    try {
      const response = await globalThis.fetch(serviceUrl('account', REFRESH_PATH), {
        method: 'POST',
        credentials: 'include',
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { accessToken?: unknown };
      if (typeof body.accessToken !== 'string' || body.accessToken === '') return false;
      setAccessToken(body.accessToken);
      return true;
    } catch {
      return false;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

function contextOf(service: ServiceName, request: Request): RequestContext {
  return { service, method: request.method, url: request.url };
}

async function attempt(service: ServiceName, request: Request): Promise<Response> {
  const timeout = new AbortController();
  const headers = new Headers(request.headers);
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const outgoing = new Request(request.clone(), {
    headers,
    credentials: service === 'account' ? 'include' : 'same-origin',
    // The caller's cancellation still applies; past the timeout the request gives up.
    signal: AbortSignal.any([request.signal, timeout.signal]),
  });
  const timer = setTimeout(
    () => timeout.abort(new DOMException('The service did not answer in time.', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  try {
    return await globalThis.fetch(outgoing);
  } catch (cause) {
    // A cancelled request (the license list is cancellable) is not a failure to report.
    if (request.signal.aborted) throw cause;
    throw new NetworkError(contextOf(service, request), cause);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends a request to a service. Returns the response for any status the server answered with;
 * throws `NetworkError` without a response and `UnauthorizedError` when the session is gone.
 */
export async function send(service: ServiceName, request: Request): Promise<Response> {
  // Requests made while a refresh is under way wait for it rather than earn a 401 of their own.
  if (refreshInFlight) await refreshInFlight;
  const first = await attempt(service, request);
  if (first.status !== 401) return first;

  const refreshed = await refreshAccessToken();
  if (!refreshed) {
    redirectToLogout();
    throw new UnauthorizedError('Your session has ended.', contextOf(service, request), 401);
  }
  const retried = await attempt(service, request);
  if (retried.status === 403) browser.assign('/404/');
  return retried;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function serverMessage(body: unknown): string {
  if (isRecord(body)) {
    for (const key of ['message', 'detail']) {
      const value = body[key];
      if (typeof value === 'string' && value) return value;
    }
  }
  return typeof body === 'string' ? body : '';
}

/** Per-field messages in the account service's `{field: [messages]}` shape, or the license's `errors`. */
function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const source = isRecord(body) && isRecord(body.errors) ? body.errors : body;
  const result: Record<string, string[]> = {};
  if (!isRecord(source)) return result;
  for (const [field, value] of Object.entries(source)) {
    if (typeof value === 'string') result[field] = [value];
    else if (Array.isArray(value)) result[field] = value.filter((m) => typeof m === 'string');
  }
  return result;
}

/** Turns an answered-but-failed request into the catalogue's typed error (spec section 8). */
export function errorFromResponse(
  context: RequestContext,
  status: number,
  body: unknown,
): RequestError {
  const message = serverMessage(body);
  if (status === 401)
    return new UnauthorizedError(message || 'Unauthorized', context, status, body);
  if (status === 403) return new ForbiddenError(message || 'Forbidden', context, status, body);
  if (status === 404 && context.service === 'subscription') {
    return message.includes('Coupon with code')
      ? new CouponNotFoundError(message, context, status, body)
      : new AccountNotFoundError(message || 'Account not found', context, status, body);
  }
  if (status === 400) {
    const type = isRecord(body) ? body.type : undefined;
    if (type === 'transaction') return new TransactionError(message, context, status, body);
    const fieldErrors = type === 'validation' ? {} : fieldErrorsOf(body);
    const first = Object.values(fieldErrors).flat()[0];
    const text = type === 'validation' ? mapServerMessage(message) : (first ?? message);
    if (type === 'validation' || Object.keys(fieldErrors).length > 0) {
      return new ValidationError(text, context, status, body, fieldErrors);
    }
  }
  return new UnknownError(
    message || `${context.method} ${context.url} answered ${status}`,
    context,
    status,
    body,
  );
}

/**
 * Sends and returns the parsed body, throwing the typed error for any failure. JSON bodies are
 * parsed; PDFs and other binaries come back as a Blob; 204 as undefined.
 */
export async function request<T>(
  service: ServiceName,
  path: string,
  init: RequestInit,
): Promise<T> {
  const outgoing = new Request(serviceUrl(service, path), init);
  const response = await send(service, outgoing);
  if (!response.ok) {
    throw errorFromResponse(
      contextOf(service, outgoing),
      response.status,
      await readBody(response),
    );
  }
  if (response.status === 204 || response.status === 205) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return (await response.json()) as T;
  if (type.startsWith('text/')) return (await response.text()) as T;
  return (await response.blob()) as T;
}
