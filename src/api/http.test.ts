// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setAccessToken } from './accessToken.ts';
import { ForbiddenError, NetworkError, UnauthorizedError } from './errors.ts';
import { browser, logoutUrl, REQUEST_TIMEOUT_MS, request, serviceUrl } from './http.ts';

const FRESH = 'fresh-token';
let refreshCalls = 0;
let refreshSucceeds = true;
let seen: Array<{ url: string; authorization: string | null }> = [];

const server = setupServer(
  http.post('*/auth/account/token/refresh', () => {
    refreshCalls += 1;
    return refreshSucceeds
      ? HttpResponse.json({ accessToken: FRESH, expiresIn: 300 })
      : HttpResponse.json({ detail: 'No session' }, { status: 401 });
  }),
  http.get('*/subscription-api/items/:n', ({ request, params }) => {
    const authorization = request.headers.get('Authorization');
    seen.push({ url: request.url, authorization });
    return authorization === `Bearer ${FRESH}`
      ? HttpResponse.json({ n: Number(params.n) })
      : HttpResponse.json({ message: 'Token expired' }, { status: 401 });
  }),
  http.get('*/subscription-api/always-401', ({ request }) => {
    seen.push({ url: request.url, authorization: request.headers.get('Authorization') });
    return HttpResponse.json({ message: 'Nope' }, { status: 401 });
  }),
  http.get('*/subscription-api/forbidden-after-refresh', ({ request }) => {
    const authorization = request.headers.get('Authorization');
    seen.push({ url: request.url, authorization });
    return authorization === `Bearer ${FRESH}`
      ? HttpResponse.json({ message: 'Not yours' }, { status: 403 })
      : HttpResponse.json({ message: 'Expired' }, { status: 401 });
  }),
  http.get('*/subscription-api/offline', () => HttpResponse.error()),
);

const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  refreshCalls = 0;
  refreshSucceeds = true;
  seen = [];
  assign.mockClear();
  browser.leavingForLogout = false;
  setAccessToken('expired-token');
});
afterEach(() => server.resetHandlers());

const get = <T>(path: string) => request<T>('subscription', path, { method: 'GET' });

describe('the HTTP layer', () => {
  it('refreshes once for 20 concurrent requests on an expired token and retries each once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => get<{ n: number }>(`/items/${n}`)),
    );
    expect(refreshCalls).toBe(1);
    expect(results.map((r) => r.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(seen.filter((s) => s.authorization === `Bearer ${FRESH}`)).toHaveLength(20);
    expect(seen).toHaveLength(40);
    expect(assign).not.toHaveBeenCalled();
  });

  it('queues requests made while a refresh is under way instead of sending them stale', async () => {
    const first = get('/items/1');
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    const late = get('/items/2');
    await Promise.all([first, late]);
    expect(seen.filter((s) => s.url.endsWith('/items/2'))).toEqual([
      { url: serviceUrl('subscription', '/items/2'), authorization: `Bearer ${FRESH}` },
    ]);
  });

  it('logs out exactly once and retries nothing when the refresh fails', async () => {
    refreshSucceeds = false;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => get(`/items/${n}`)),
    );
    expect(
      outcomes.every((o) => o.status === 'rejected' && o.reason instanceof UnauthorizedError),
    ).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(logoutUrl());
    expect(logoutUrl()).toBe(serviceUrl('account', '/account/logout'));
    expect(seen).toHaveLength(20);
    expect(getAccessToken()).toBeNull();
  });

  it('gives up with an unauthorized error when the retried request gets 401 again', async () => {
    await expect(get('/always-401')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(refreshCalls).toBe(1);
    expect(seen).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the browser to /404/ when the retried request is forbidden', async () => {
    await expect(get('/forbidden-after-refresh')).rejects.toBeInstanceOf(ForbiddenError);
    expect(assign).toHaveBeenCalledWith('/404/');
  });

  it('reports a request without response as "Failed to {METHOD} {url} — {message}"', async () => {
    const failure = await get('/offline').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    const cause = (failure as NetworkError).cause as Error;
    expect((failure as NetworkError).message).toBe(
      `Failed to GET ${serviceUrl('subscription', '/offline')} — ${cause.message}`,
    );
  });

  it('words a browser network failure exactly as the catalogue does', () => {
    const context = {
      service: 'license',
      method: 'GET',
      url: 'https://x.test/public/license/',
    } as const;
    expect(new NetworkError(context, new TypeError('Failed to fetch')).message).toBe(
      'Failed to GET https://x.test/public/license/ — Failed to fetch',
    );
  });

  it('sends the token as a bearer header only: never in a URL or in storage', async () => {
    setAccessToken(FRESH);
    await get('/items/7');
    expect(seen).toEqual([
      { url: serviceUrl('subscription', '/items/7'), authorization: `Bearer ${FRESH}` },
    ]);
    expect(seen.some((s) => s.url.includes(FRESH))).toBe(false);
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect(stored.some((value) => value?.includes(FRESH))).toBe(false);
    expect(document.cookie).not.toContain(FRESH);
  });

  it('passes abort signals through: a cancelled request rejects as an abort, not a network error', async () => {
    setAccessToken(FRESH);
    const controller = new AbortController();
    controller.abort();
    const failure = await request('subscription', '/items/1', {
      method: 'GET',
      signal: controller.signal,
    }).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(NetworkError);
    expect((failure as Error).name).toBe('AbortError');
  });
});

describe('a service that never answers', () => {
  it('gives up after the request timeout with a network error, not a spinner forever', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    setAccessToken(FRESH);
    server.use(http.get('*/subscription-api/hangs', () => new Promise<never>(() => undefined)));
    const failure = get('/hangs').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    vi.useRealTimers();
    const error = await failure;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toMatch(
      new RegExp(`^Failed to GET ${serviceUrl('subscription', '/hangs')} — `),
    );
  });
});
