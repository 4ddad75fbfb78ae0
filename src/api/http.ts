import { config, type ServiceName } from '@/config/env.ts';
import { paths } from '@/config/paths.ts';
import type { User } from '@sdk/account/model';
import { getAccessToken, setAccessToken, setRefreshedUser } from './accessToken.ts';
import type { BootRequests } from './bootRequests.ts';
import {
  AccountNotFoundError,
  CouponNotFoundError,
  ForbiddenError,
  NetworkError,
  type RequestContext,
  type RequestError,
  SignInUnavailableError,
  TransactionError,
  UnauthorizedError,
  UnknownError,
  ValidationError,
  errorCodeOf,
} from './errors.ts';
import {
  type RefreshOutcome,
  resetSignInAvailabilityForTests,
  signInAnswered,
  signInUnreachable,
} from './signInAvailability.ts';
import { isRecord } from './isRecord.ts';

/**
 * The one HTTP layer. Every request of the generated hooks (orval mutators) and of the typed
 * openapi-fetch clients goes through `send`: base URL per service, bearer token, credentials for
 * the account service, the single-flight token refresh with one retry, the request timeout over
 * headers and body, and network failures as typed errors. Nothing else in the app knows about
 * tokens, base URLs or status codes.
 */

/** Full-page navigations the layer makes (logout, /404/); tests replace `assign`. */
export const browser = {
  /** Set once the browser is on its way to logout, so concurrent failures do not redirect again. */
  leavingForLogout: false,
  /** Set once the browser is on its way to the not-found page, likewise. */
  leavingForNotFound: false,
  assign(url: string): void {
    // Scripts using the typed clients (./clients.ts) have no page to leave: the error thrown
    // (UnauthorizedError) is all they get.
    if (typeof window === 'undefined') return;
    window.location.assign(url);
  },
};

/**
 * The time limit of every call (decision 008), `VITE_REQUEST_TIMEOUT_MS` or 30 s. Tests that watch
 * a call run out of time set it here instead of replacing the configuration module.
 */
export const timeLimits = { requestMs: config.requestTimeoutMs };

const REFRESH_PATH = '/account/token/refresh';

export function serviceUrl(service: ServiceName, path: string): string {
  return config.services[service] + path;
}

export function logoutUrl(): string {
  return serviceUrl('account', '/account/logout');
}

const signOutListeners = new Set<() => void>();

/** Called once when this tab signs out (the other tabs are told: src/app/session/tabSync.ts). */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** Clears the in-memory token and leaves for the auth host's logout page. */
export function redirectToLogout(): void {
  setAccessToken(null);
  if (browser.leavingForLogout) return;
  browser.leavingForLogout = true;
  for (const listener of signOutListeners) listener();
  browser.assign(logoutUrl());
}

/** Leaves for the not-found page: what is refused even with a fresh token is not the customer's. */
function redirectToNotFound(): void {
  if (browser.leavingForNotFound) return;
  browser.leavingForNotFound = true;
  browser.assign(paths.notFound);
}

const isTimeout = (cause: unknown): boolean =>
  cause instanceof DOMException && cause.name === 'TimeoutError';

/** The promise's outcome, unless the signal aborts first: then its reason. */
function unlessAborted<T>(signal: AbortSignal, promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

let bootRequests: BootRequests | null = null;

/**
 * main.tsx: the requests index.html's boot script began (./bootRequests.ts). A request the boot
 * asked takes its response instead of going out again.
 */
export function adoptBootRequests(requests: BootRequests | null): void {
  bootRequests = requests;
}

/**
 * Sends a request and receives its whole body within the request timeout, so a service that sends
 * its headers and then stalls fails like one that never answers. The boot's response stands in for
 * the same request when the boot asked it, under the same limit. A clone's body is read to the
 * end here; the response handed back then holds all of it (the portal's bodies are small JSON
 * documents and PDFs), so whoever reads it, orval's mutator or openapi-fetch, gets it at once.
 * The fetch and the read race the deadline themselves, since not every fetch honours the abort:
 * msw's interceptor ends no body's stream on it, and in the component tests on a busy machine an
 * aborted fetch to a handler that never answers once stayed pending (the signal aborted, the fetch
 * not rejected), so the customer would have waited past the limit. Rejects with the timeout's
 * `TimeoutError`, the caller's abort reason, or fetch's `TypeError`.
 */
async function exchange(request: Request): Promise<Response> {
  const timeout = new AbortController();
  const signal = AbortSignal.any([request.signal, timeout.signal]);
  const timer = setTimeout(
    () => timeout.abort(new DOMException('The service did not answer in time.', 'TimeoutError')),
    timeLimits.requestMs,
  );
  try {
    const early = bootRequests?.take(request.method, request.url);
    const response =
      (early && (await unlessAborted(signal, early))) ||
      (await unlessAborted(signal, globalThis.fetch(new Request(request, { signal }))));
    await unlessAborted(signal, response.clone().arrayBuffer());
    return response;
  } finally {
    clearTimeout(timer);
  }
}

let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * What a refresh answer means (decision 016). Only a refusal of the session itself ends it: 401 or
 * 403, or another 4xx (the request as such is refused: no cookie, a malformed one). A 5xx, a 408 or
 * 429, or a 2xx without a token is the service failing, not the session.
 */
async function outcomeOf(response: Response): Promise<RefreshOutcome> {
  if (!response.ok) {
    const sessionRefused =
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 408 &&
      response.status !== 429;
    return sessionRefused ? 'signedOut' : 'unreachable';
  }
  const body = (await response.json().catch(() => null)) as {
    accessToken?: unknown;
    user?: unknown;
  } | null;
  if (typeof body?.accessToken !== 'string' || body.accessToken === '') return 'unreachable';
  setAccessToken(body.accessToken);
  setRefreshedUser(userOf(body.user));
  return 'refreshed';
}

/** The proposed `AccessToken.user`, when the refresh named one in the shape `/account/me` has. */
function userOf(value: unknown): User | null {
  if (!isRecord(value)) return null;
  const { userId, currency, hasTakenPlusTrial } = value;
  const valid =
    typeof userId === 'number' &&
    Number.isInteger(userId) &&
    userId > 0 &&
    (typeof currency === 'string' || currency === null) &&
    typeof hasTakenPlusTrial === 'boolean';
  return valid ? (value as unknown as User) : null;
}

/**
 * Asks the auth host for a new access token with its refresh cookie. Concurrent callers share one
 * call. Never throws: resolves `signedOut` when the session is invalid, `unreachable` when the
 * service failed or did not answer within the request timeout; then it is tried again with
 * backoff (./signInAvailability.ts) until it answers.
 */
function refreshAccessToken(): Promise<RefreshOutcome> {
  refreshInFlight ??= (async () => {
    let outcome: RefreshOutcome;
    try {
      const response = await exchange(
        new Request(serviceUrl('account', REFRESH_PATH), {
          method: 'POST',
          credentials: 'include',
        }),
      );
      outcome = await outcomeOf(response);
    } catch {
      outcome = 'unreachable';
    } finally {
      refreshInFlight = null;
    }
    if (outcome !== 'refreshed') {
      // The boot's later requests wait on its refresh, which got no token: none will come, and a
      // request taking one would wait out its time limit for nothing.
      bootRequests = null;
    }
    if (outcome === 'unreachable') signInUnreachable(refreshAccessToken);
    else signInAnswered();
    return outcome;
  })();
  return refreshInFlight;
}

let startRefresh: Promise<RefreshOutcome> | null = null;

/**
 * Tests: the page's first moment again (no token, no refresh under way or kept for the gate, no
 * boot requests, not leaving, the sign-in service reachable). A page holds this state for its whole
 * life; the component tests share one page between test files (vitest.config.ts), and
 * tests/setup/betweenFiles.ts calls this before each file.
 */
export function resetHttpForTests(): void {
  setAccessToken(null);
  bootRequests = null;
  refreshInFlight = null;
  startRefresh = null;
  browser.leavingForLogout = false;
  browser.leavingForNotFound = false;
  resetSignInAvailabilityForTests();
}

/** main.tsx: the visit's first token refresh, begun while the app's code downloads. */
export function beginStartRefresh(): void {
  startRefresh = refreshAccessToken();
}

/**
 * The session gate's question: is there a session? The start's refresh answers it when main.tsx
 * began one (a signed-out visitor's failed refresh is an answer, not a reason to ask twice); it is
 * taken once, and later gates go by the token in memory or ask the auth host afresh.
 */
export function refreshForSession(): Promise<RefreshOutcome> {
  const started = startRefresh;
  startRefresh = null;
  if (started) return started;
  return getAccessToken() ? Promise.resolve('refreshed') : refreshAccessToken();
}

function contextOf(service: ServiceName, request: Request): RequestContext {
  return { service, method: request.method, url: request.url };
}

async function attempt(
  service: ServiceName,
  request: Request,
  token: string | null,
): Promise<Response> {
  const headers = new Headers(request.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const outgoing = new Request(request.clone(), {
    headers,
    credentials: service === 'account' ? 'include' : 'same-origin',
  });
  try {
    return await exchange(outgoing);
  } catch (cause) {
    // A cancelled request (the license list is cancellable) is not a failure to report.
    if (request.signal.aborted) throw cause;
    throw new NetworkError(contextOf(service, request), cause, { timedOut: isTimeout(cause) });
  }
}

/** The session is gone (the refresh was refused): leave for logout, fail as unauthorized. */
function sessionEnded(service: ServiceName, request: Request): UnauthorizedError {
  redirectToLogout();
  return new UnauthorizedError('Your session has ended.', contextOf(service, request), 401);
}

/** The failure of a start that could not reach the sign-in service (the session gate shows it). */
export function signInUnavailableAtStart(): SignInUnavailableError {
  return new SignInUnavailableError({
    service: 'account',
    method: 'POST',
    url: serviceUrl('account', REFRESH_PATH),
  });
}

/**
 * The request needs a new token and the sign-in service cannot give one now: the request fails
 * like a lost connection (the screen offers Try again, the form keeps what was typed), the
 * session stays, and the refresh is retried in the background.
 */
function refreshFailed(
  outcome: Exclude<RefreshOutcome, 'refreshed'>,
  service: ServiceName,
  request: Request,
): RequestError {
  return outcome === 'signedOut'
    ? sessionEnded(service, request)
    : new SignInUnavailableError(contextOf(service, request));
}

/**
 * Sends a request to a service. Returns the response for any status the server answered with;
 * throws `NetworkError` without a complete response and `UnauthorizedError` when the session is
 * gone. One refresh for any number of 401s, one retry per request, one redirect.
 */
export async function send(service: ServiceName, request: Request): Promise<Response> {
  // Requests made while a refresh is under way wait for it rather than earn a 401 of their own;
  // when it fails they fail with it, rather than go out with a token known to be stale.
  if (refreshInFlight) {
    const outcome = await refreshInFlight;
    if (outcome !== 'refreshed') throw refreshFailed(outcome, service, request);
  }
  const sentWith = getAccessToken();
  const first = await attempt(service, request, sentWith);
  if (first.status !== 401) return first;

  // A refresh may have finished while this request was on its way with the old token: its
  // token is the answer. After a refused refresh (on the way to logout) there is nothing to ask.
  const current = getAccessToken();
  if (browser.leavingForLogout) throw sessionEnded(service, request);
  if (current === null || current === sentWith) {
    const outcome = await refreshAccessToken();
    if (outcome !== 'refreshed') throw refreshFailed(outcome, service, request);
  }
  const retried = await attempt(service, request, getAccessToken());
  if (retried.status === 403) redirectToNotFound();
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

/**
 * What a subscription-service 404 is about. Its `code` says it when there is one: only
 * `account_not_found` is the missing account the portal creates. Without a code (a service before
 * codes), the spec's rule: "Coupon with code" is the coupon, any other `ServiceError` the account.
 * A 404 in no `ServiceError` shape (a proxy's page, a gateway's `{detail}`) is neither: creating an
 * account on it would answer a misrouted call with a write.
 */
function subscriptionNotFound(body: unknown, message: string): 'account' | 'coupon' | 'other' {
  const code = errorCodeOf(body);
  if (code !== undefined) {
    if (code === 'account_not_found') return 'account';
    return code === 'coupon_not_found' ? 'coupon' : 'other';
  }
  if (!isRecord(body) || typeof body.message !== 'string') return 'other';
  return message.includes('Coupon with code') ? 'coupon' : 'account';
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
    const notFound = subscriptionNotFound(body, message);
    if (notFound === 'coupon') return new CouponNotFoundError(message, context, status, body);
    if (notFound === 'account') {
      return new AccountNotFoundError(message || 'Account not found', context, status, body);
    }
  }
  if (status === 400) {
    const type = isRecord(body) ? body.type : undefined;
    if (type === 'transaction') return new TransactionError(message, context, status, body);
    const fieldErrors = type === 'validation' ? {} : fieldErrorsOf(body);
    const first = Object.values(fieldErrors).flat()[0];
    // The server's own words: the catalogue's wording is chosen where the error is shown
    // (errorMessage), in the language of that moment, and the HTTP layer stays free of texts.
    const text = type === 'validation' ? message : (first ?? message);
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
 * Sends and returns the response when the service accepted the request (2xx), throwing the typed
 * error for any failure. For a caller that needs the headers too (the next page's `Link`).
 */
export async function receive(
  service: ServiceName,
  path: string,
  init: RequestInit,
): Promise<Response> {
  const outgoing = new Request(serviceUrl(service, path), init);
  const response = await send(service, outgoing);
  if (!response.ok) {
    throw errorFromResponse(
      contextOf(service, outgoing),
      response.status,
      await readBody(response),
    );
  }
  return response;
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
  const response = await receive(service, path, init);
  if (response.status === 204 || response.status === 205) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return (await response.json()) as T;
  if (type.startsWith('text/')) return (await response.text()) as T;
  return (await response.blob()) as T;
}
